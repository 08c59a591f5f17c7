import { test, expect } from "@playwright/test";

test("a visitor solves a pasted puzzle and sees the statistics", async ({ page }) => {
  await page.goto("/solver");
  await expect(page.locator("textarea")).toHaveValue(/^53\.\.7/);
  // Hydration is complete once the button reacts; retry the click until the report shows.
  await expect(async () => {
    await page.getByRole("button", { name: "Solve" }).click();
    await expect(page.locator(".report")).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.locator(".verdict")).toHaveText("One solution.");
  await expect(page.locator(".report .stats")).toContainText("Guesses");
  await expect(page.locator(".report .cell")).toHaveCount(81);
  await expect(page.locator(".report .cell .value").filter({ hasText: /^$/ })).toHaveCount(0);
});

test("a broken puzzle gets a clear message", async ({ page }) => {
  await page.goto("/solver");
  // Hydration sets the text box to the page's sample (the page's code loads as a chunk of its
  // own, after the page): type again until the button reacts to what was typed.
  await expect(async () => {
    await page.locator("textarea").fill("12x");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect(page.getByRole("alert")).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole("alert")).toContainText("not a puzzle");
});

test("a visitor watches the textbook backtracking solve the puzzle", async ({ page }) => {
  await page.goto("/solver");
  await expect(async () => {
    await page.getByRole("button", { name: "Watch" }).click();
    await expect(page.locator(".watch")).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.getByLabel("Steps per second").fill("5000");
  await expect(page.locator(".watch-status")).toContainText("Solved.", { timeout: 20_000 });
  await expect(page.locator(".watch-status")).toContainText("backtracks");
  await expect(page.locator(".watch .cell .value").filter({ hasText: /^$/ })).toHaveCount(0);
});
