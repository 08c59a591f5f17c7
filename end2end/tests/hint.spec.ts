import { test, expect } from "@playwright/test";
import { openHydrated } from "./support";

test("a hint nudges, names the technique, shows the proof, then applies", async ({ page }) => {
  await openHydrated(page);
  const text = page.locator(".hint-text");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(text).toContainText(/^Look (at|around) /);
  // The nudge highlights where to look and gives nothing away yet.
  await expect(page.locator(".cell.hint-area").first()).toBeVisible();
  await expect(page.locator(".cell.hint-target")).toHaveCount(0);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(text).toContainText(/^The technique to use: /);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(text).toContainText(/\.$/);
  const target = page.locator(".cell.hint-target").first();
  await expect(target).toBeVisible();
  const id = await target.getAttribute("id");
  await page.getByRole("button", { name: "Apply" }).click();
  // An easy daily's first step places a digit in the highlighted cell.
  await expect(page.locator(`#${id} .value`)).toHaveText(/^[1-9]$/);
  await expect(text).toBeHidden();
  await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
});

test("a wrong digit is the first thing a hint points out", async ({ page }) => {
  await openHydrated(page);
  // Type into the first empty cell a digit that conflicts with its row: surely wrong.
  const firstRow = page.locator('[role="row"]').first();
  const given = (await firstRow.locator(".cell.given .value").first().textContent()) ?? "";
  const target = firstRow.locator('[role="gridcell"]:not(.given)').first();
  await target.click();
  await page.keyboard.press(given);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).toHaveText("One of your digits is wrong.");
  await page.getByRole("button", { name: "Show more" }).click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(target.locator(".value")).toHaveText("");
});
