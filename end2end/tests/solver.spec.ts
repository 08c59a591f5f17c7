import { test, expect } from "@playwright/test";
import { openLive } from "./support";

// Each test waits for the page to be live (its code is a chunk of its own, loaded after the
// page) before it acts, so every click and keystroke reaches the page's handlers.

test("a visitor solves a pasted puzzle and sees the statistics", async ({ page }) => {
  await openLive(page, "/solver");
  await expect(page.locator("textarea")).toHaveValue(/^53\.\.7/);
  await page.getByRole("button", { name: "Solve" }).click();
  await expect(page.locator(".report")).toBeVisible();
  await expect(page.locator(".verdict")).toHaveText("One solution.");
  await expect(page.locator(".report .stats")).toContainText("Guesses");
  await expect(page.locator(".report .cell")).toHaveCount(81);
  await expect(page.locator(".report .cell .value").filter({ hasText: /^$/ })).toHaveCount(0);
});

test("a broken puzzle gets a clear message", async ({ page }) => {
  await openLive(page, "/solver");
  await page.locator("textarea").fill("12x");
  await page.getByRole("button", { name: "Solve" }).click();
  await expect(page.getByRole("alert")).toContainText("not a puzzle");
});

test("a visitor watches the textbook backtracking solve the puzzle", async ({ page }) => {
  await openLive(page, "/solver");
  await page.getByRole("button", { name: "Watch" }).click();
  await expect(page.locator(".watch")).toBeVisible();
  await page.getByLabel("Steps per second").fill("5000");
  await expect(page.locator(".watch-status")).toContainText("Solved.", { timeout: 20_000 });
  await expect(page.locator(".watch-status")).toContainText("backtracks");
  await expect(page.locator(".watch .cell .value").filter({ hasText: /^$/ })).toHaveCount(0);
});
