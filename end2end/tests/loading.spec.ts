// How the page starts: the game is readable before any script, the bundle is asked for only
// after the first paint (its files side by side, each once), and every part of the game
// hydrates (in steps) before the page says it is live.
import { test, expect } from "@playwright/test";
import { openHydrated, openLive, watchConsole } from "./support";

test("the page paints before it asks for the bundle, then asks for each file once", async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page);
  // A preload the page did not use would show as a warning a few seconds after load.
  await page.waitForTimeout(3500);
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const bundle = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/pkg\/.*\.(js|wasm)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return { paint: paint?.startTime, bundle };
  });
  expect(timings.paint).toBeDefined();
  // The WebAssembly, the JavaScript and the split build's chunk loader.
  const names = timings.bundle.map((file) => file.name);
  expect(names.filter((name) => /\/sudoku\.[^/]*\.wasm$/.test(name)), names.join()).toHaveLength(1);
  expect(names.filter((name) => /\/sudoku\.[^/]*\.js$/.test(name)), names.join()).toHaveLength(1);
  expect(names.filter((name) => /\/__wasm_split\.[^/]*\.js$/.test(name)), names.join()).toHaveLength(1);
  for (const file of timings.bundle) {
    expect(file.start, file.name).toBeGreaterThanOrEqual(timings.paint!);
  }
  expect(problems.filter((problem) => /preload/i.test(problem))).toEqual([]);
});

test("a lazy page paints before it asks for its chunks, and each chunk loads once", async ({ page }) => {
  const problems = watchConsole(page);
  await openLive(page, "/stats");
  // A preload the chunk loader did not use would show as a warning a few seconds after load.
  await page.waitForTimeout(3500);
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const named = [...document.querySelectorAll('meta[name="sudoku-chunk"]')].map(
      (meta) => new URL((meta as HTMLMetaElement).content, location.href).href,
    );
    const bundle = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/pkg\/.*\.(js|wasm)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime }));
    return { paint: paint?.startTime, named, bundle };
  });
  expect(timings.paint).toBeDefined();
  expect(timings.named.some((name) => /\/split_page_stats\./.test(name)), timings.named.join()).toBe(true);
  for (const file of timings.bundle) {
    expect(file.start, file.name).toBeGreaterThanOrEqual(timings.paint!);
  }
  // The start script's preload and the chunk loader's fetch are one request per file.
  for (const name of timings.named) {
    expect(timings.bundle.filter((file) => file.name === name), name).toHaveLength(1);
  }
  expect(problems.filter((problem) => /preload/i.test(problem))).toEqual([]);
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

test("nothing the page shows moves while its HTML is still arriving", async ({ page }) => {
  // A desktop's width, where the side panel sits beside the grid.
  await page.setViewportSize({ width: 1350, height: 940 });
  await openHydrated(page);
  // The browser paints nothing until the page's content is parsed (where it knows `rel=expect`):
  // the link names the page's `main`.
  const expected = await page.evaluate(() => {
    const link = document.querySelector('link[rel="expect"][blocking="render"]');
    const target = link && document.querySelector(link.getAttribute("href")!);
    return target?.tagName ?? null;
  });
  expect(expected).toBe("MAIN");
  // Elsewhere a page may be laid out with the grid parsed and the side panel not yet, or with
  // the grid not parsed either: the board area must already be where it stays. Taking the
  // parts out shows those layouts.
  const area = page.locator(".board-area");
  const whole = await area.boundingBox();
  await page.evaluate(() => document.querySelector(".play > .side")!.remove());
  expect(await area.boundingBox()).toEqual(whole);
  await page.evaluate(() => document.querySelector(".board-frame")!.remove());
  // Shorter without its grid, but in the same place and as wide.
  expect(await area.boundingBox()).toEqual({ ...whole!, height: expect.any(Number) });
});
