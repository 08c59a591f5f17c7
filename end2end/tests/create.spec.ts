import { test, expect, type Page } from "@playwright/test";

const UNIQUE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// Box 1 needs its 9 in r3c3, but row 3 has a 9 already: nothing repeats, nothing fits.
const NONE = "123......456......78....9.." + ".".repeat(54);
const SEVERAL = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.".replace(/^53/, "..");

async function paste(page: Page, text: string) {
  await page.goto("/create");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await page.getByLabel("Paste a puzzle or a link").fill(text);
  await page.getByRole("button", { name: "Load" }).click();
}

test("a player pastes a proper puzzle, locks it and plays it", async ({ page }) => {
  await paste(page, UNIQUE);
  await expect(page.locator('[role="gridcell"] .value').first()).toHaveText("5");
  await page.getByRole("button", { name: "Lock" }).click();
  await expect(page.locator(".verdict")).toContainText("Unique");
  await expect(page.locator(".verdict")).toContainText("An easy puzzle (rating");
  await page.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.locator(".cell.given")).toHaveCount(30);
});

test("clues without a solution are refused", async ({ page }) => {
  await paste(page, NONE);
  await page.getByRole("button", { name: "Lock" }).click();
  await expect(page.locator(".verdict")).toHaveText("These clues have no solution.");
  await expect(page.getByRole("link", { name: "Play" })).toHaveCount(0);
});

test("clues with several solutions point at where they differ", async ({ page }) => {
  await paste(page, SEVERAL);
  await page.getByRole("button", { name: "Lock" }).click();
  await expect(page.locator(".verdict")).toContainText("several solutions");
  await expect(page.locator(".cell.hint-target").first()).toBeVisible();
});

test("a player types clues into an empty 4×4 grid and clears them", async ({ page }) => {
  await page.goto("/create");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await page.getByRole("button", { name: "4×4" }).click();
  await expect(page.locator('[role="gridcell"]')).toHaveCount(16);
  await page.locator('[role="gridcell"]').first().click();
  await page.keyboard.press("3");
  await expect(page.locator('[role="gridcell"] .value').first()).toHaveText("3");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.locator('[role="gridcell"] .value').first()).toHaveText("");
});
