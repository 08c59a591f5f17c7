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
