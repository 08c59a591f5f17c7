import { test, expect } from "@playwright/test";
import { openHydrated, openLive, watchConsole } from "./support";

test("the home page shows the puzzle's givens before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const cells = page.locator('[role="gridcell"]');
  await expect(cells).toHaveCount(81);
  await expect(page.locator(".cell.given").first()).toHaveText(/[1-9]/);
  await context.close();
});

test("a player selects a cell and types a digit", async ({ page }) => {
  await openHydrated(page);
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await expect(empty).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("4");
  await expect(empty.locator(".value")).toHaveText("4");
  await expect(empty).toHaveClass(/entry/);
  await page.keyboard.press("Backspace");
  await expect(empty.locator(".value")).toHaveText("");
});

test("a player enters a digit with the on-screen keypad", async ({ page }) => {
  await openHydrated(page);
  const empty = page.locator('[role="gridcell"]:not(.given)').nth(3);
  await empty.click();
  await page.getByRole("button", { name: "Enter 7" }).click();
  await expect(empty.locator(".value")).toHaveText("7");
});

test("a given cannot be overwritten", async ({ page }) => {
  await openHydrated(page);
  const given = page.locator(".cell.given").first();
  const before = ((await given.textContent()) ?? "").trim();
  expect(before).toMatch(/^[1-9]$/);
  // A digit other than the given's, so the test would see an overwrite.
  const other = before === "9" ? "1" : "9";
  await given.click();
  await page.keyboard.press(other);
  // The same key on an empty cell takes effect: the keypress on the given was handled too.
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await page.keyboard.press(other);
  await expect(empty.locator(".value")).toHaveText(other);
  await expect(given).toHaveText(before);
  await expect(given).not.toHaveClass(/entry/);
});

test("the page loads with no console errors and no hydration warnings", async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page);
  // Interact once so any late panic in an event handler would surface too.
  await page.locator('[role="gridcell"]:not(.given)').first().click();
  await page.keyboard.press("1");
  await expect(problems).toEqual([]);
});

for (const path of ["/daily", "/create", "/new", "/solver", "/stats", "/daily/2026-03-01/hard"]) {
  test(`${path} loads with no console errors and no hydration warnings`, async ({ page }) => {
    const problems = watchConsole(page);
    await openLive(page, path);
    expect(problems).toEqual([]);
  });
}
