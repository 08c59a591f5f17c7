// Helpers the specs share: opening a page once the WebAssembly has hydrated it, reading the
// puzzle off the grid, and solving it (a plain backtracking search, enough for test puzzles).
import { expect, type Page } from "@playwright/test";

/** Opens `path` and waits until the WebAssembly has hydrated the grid. */
export async function openHydrated(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
}

/**
 * Opens `path` and waits until the whole page is live: the shell marks `<main>` once the last
 * part has hydrated, a lazy page's chunk included.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
}

/** The grid as the page shows it: one entry per cell, 0 for empty, row by row. */
export async function readGrid(page: Page): Promise<{ size: number; boxRows: number; boxCols: number; cells: number[] }> {
  const grid = page.locator('[role="grid"]');
  const size = Number(await grid.getAttribute("data-size"));
  const style = (await grid.getAttribute("style")) ?? "";
  const boxRows = Number(/--box-rows:\s*(\d+)/.exec(style)?.[1] ?? size);
  const boxCols = Number(/--box-cols:\s*(\d+)/.exec(style)?.[1] ?? size);
  const values = await page.locator('[role="gridcell"] .value').allTextContents();
  const cells = values.map((text) => (text.trim() === "" ? 0 : parseInt(text.trim(), 36)));
  return { size, boxRows, boxCols, cells };
}

/** The one solution of a grid read by `readGrid` (or null), by backtracking. */
export function solve(grid: { size: number; boxRows: number; boxCols: number; cells: number[] }): number[] | null {
  const { size: n, boxRows, boxCols } = grid;
  const cells = [...grid.cells];
  const fits = (i: number, d: number) => {
    const r = Math.floor(i / n);
    const c = i % n;
    const br = r - (r % boxRows);
    const bc = c - (c % boxCols);
    for (let k = 0; k < n; k++) {
      if (cells[r * n + k] === d || cells[k * n + c] === d) return false;
      const rr = br + Math.floor(k / boxCols);
      const cc = bc + (k % boxCols);
      if (cells[rr * n + cc] === d) return false;
    }
    return true;
  };
  const search = (): boolean => {
    const i = cells.indexOf(0);
    if (i < 0) return true;
    for (let d = 1; d <= n; d++) {
      if (fits(i, d)) {
        cells[i] = d;
        if (search()) return true;
        cells[i] = 0;
      }
    }
    return false;
  };
  return search() ? cells : null;
}

/** The key that types digit `d`: 1–9, then letters. */
export const keyFor = (d: number) => d.toString(36).toUpperCase();

/** Types the solution into every empty cell. */
export async function typeSolution(page: Page) {
  const grid = await readGrid(page);
  const solution = solve(grid);
  expect(solution, "the puzzle on the page has a solution").not.toBeNull();
  const cells = page.locator('[role="gridcell"]');
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] === 0) {
      await cells.nth(i).click();
      await page.keyboard.press(keyFor(solution![i]));
    }
  }
}

/** Collects console errors, warnings and hydration messages, and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || message.type() === "warning" || /hydrat/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
