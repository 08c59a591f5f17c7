import { test, expect, type Page } from "@playwright/test";
import { watchConsole } from "./support";

/** `watchConsole`'s problems, and also requests that failed (a lazy page's chunk, say). */
function watchProblems(page: Page): string[] {
  const problems = watchConsole(page);
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  return problems;
}

test("the home page loads no lazy page's code", async ({ page }) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(wasm).toEqual([expect.stringMatching(/^\/pkg\/sudoku\.[^/]+\.wasm$/)]);
});

test("a visitor opens each page directly with no console errors", async ({ page }) => {
  const problems = watchProblems(page);
  for (const [path, heading] of [
    ["/daily", "Daily puzzles"],
    ["/new", "A new puzzle"],
    ["/create", "Create a puzzle"],
    ["/solver", "Solver"],
    ["/stats", "Your statistics"],
  ]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toHaveText(heading);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("a visitor goes from page to page through the menu with no console errors", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto("/");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const [link, heading] of [
    ["Create", "Create a puzzle"],
    ["Solver", "Solver"],
    ["Archive", "Daily puzzles"],
    ["New", "A new puzzle"],
    ["Create", "Create a puzzle"],
  ]) {
    await menu.getByRole("link", { name: link, exact: true }).click();
    await expect(page.locator("h1").first()).toHaveText(heading);
    // Each page is a document of its own, which comes live once its code has loaded.
    await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  }
  // The page reached through the menu works: the solver's sample solves.
  await menu.getByRole("link", { name: "Solver", exact: true }).click();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await page.getByRole("button", { name: "Solve" }).click();
  await expect(page.locator(".verdict")).toHaveText("One solution.");
  expect(problems).toEqual([]);
});
