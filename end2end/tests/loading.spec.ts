// How the page starts: the game is readable before any script, the bundle is asked for only
// after the first paint, and every part of the game hydrates (in steps) before the page says
// it is live.
import { test, expect } from "@playwright/test";
import { openHydrated } from "./support";

test("the page paints before it asks for the WebAssembly", async ({ page }) => {
  await openHydrated(page);
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const bundle = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/pkg\/.*\.(js|wasm)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return { paint: paint?.startTime, bundle };
  });
  expect(timings.paint).toBeDefined();
  expect(timings.bundle.length).toBeGreaterThan(0);
  for (const file of timings.bundle) {
    expect(file.start, file.name).toBeGreaterThanOrEqual(timings.paint!);
  }
});

test("once the page is live, every part of the game answers", async ({ page }) => {
  await openHydrated(page);
  // The last row of the grid, the keypad and the hint panel hydrate after the rest; each must
  // work as soon as the page says it is live.
  const lastEmpty = page.locator('[role="row"]').last().locator('[role="gridcell"]:not(.given)').last();
  await lastEmpty.click();
  await expect(lastEmpty).toHaveAttribute("aria-selected", "true");
  await page.locator(".keypad button").first().click();
  await expect(lastEmpty.locator(".value")).not.toHaveText("");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(lastEmpty.locator(".value")).toHaveText("");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).not.toHaveText("");
});

test("the tools come from a chunk of their own, asked for only after the main module", async ({ page }) => {
  await openHydrated(page);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\/pkg\/.*\.wasm$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
  );
  const main = files.find((file) => /\/pkg\/sudoku\.[^/]*\.wasm$/.test(file.name));
  const tools = files.find((file) => /\/pkg\/split_play_tools\.[^/]*\.wasm$/.test(file.name));
  expect(main, JSON.stringify(files)).toBeDefined();
  expect(tools, JSON.stringify(files)).toBeDefined();
  expect(tools!.start).toBeGreaterThanOrEqual(main!.end);
  // In place and working: the hint panel answers, the share box has the link.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).not.toHaveText("");
});

test("when the tools' chunk cannot be loaded, the game still plays and says what is missing", async ({ page }) => {
  await page.route(/\/pkg\/split_play_tools\.[^/]*\.wasm$/, (route) => route.abort("internetdisconnected"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  const notice = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("reload the page");
  // The grid and keypad are the main module's: a digit still lands.
  const cell = page.locator('[role="gridcell"]:not(.given)').first();
  await cell.click();
  await page.locator(".keypad button").first().click();
  await expect(cell.locator(".value")).not.toHaveText("");
  // The split build's loader reports the failed fetch itself ("Failed to fetch"); nothing else
  // fails (a panic of the WebAssembly would show here as a RuntimeError).
  expect(errors.filter((message) => !/Failed to fetch/.test(message))).toEqual([]);
});
