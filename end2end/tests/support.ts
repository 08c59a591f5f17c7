// Helpers the specs share: opening a page once the WebAssembly has hydrated it, reading the
// puzzle off the grid, and solving it (singles, then guesses: enough for every size the site makes).
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

/** The one solution of a grid read by `readGrid` (or null): naked and hidden singles first,
 * then a guess on the empty cell with the fewest candidates (so a 25×25 puzzle solves in
 * moments). A Latin square reads with boxes of 1×n: its "box" is its row. */
export function solve(grid: { size: number; boxRows: number; boxCols: number; cells: number[] }): number[] | null {
  const { size: n, boxRows, boxCols } = grid;
  const cells = [...grid.cells];
  // Every unit (rows, columns, boxes) as its cells' indices.
  const units: number[][] = [];
  for (let k = 0; k < n; k++) {
    units.push([...Array(n).keys()].map((j) => k * n + j));
    units.push([...Array(n).keys()].map((j) => j * n + k));
    const br = Math.floor(k / (n / boxCols)) * boxRows;
    const bc = (k % (n / boxCols)) * boxCols;
    units.push([...Array(n).keys()].map((j) => (br + Math.floor(j / boxCols)) * n + bc + (j % boxCols)));
  }
  const unitsOf: number[][][] = cells.map(() => []);
  for (const unit of units) for (const i of unit) unitsOf[i].push(unit);
  const all = 2 ** n - 1;
  const candidates = (i: number) => {
    let used = 0;
    for (const unit of unitsOf[i]) for (const j of unit) if (cells[j] !== 0) used |= 1 << (cells[j] - 1);
    return all & ~used;
  };
  const digitsOf = (mask: number) => [...Array(n).keys()].filter((d) => mask & (1 << d)).map((d) => d + 1);
  // The forced placement [cell, digit], "none" when nothing is forced, or null on a contradiction.
  const forced = (masks: number[]): [number, number] | "none" | null => {
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== 0) continue;
      if (masks[i] === 0) return null;
      if ((masks[i] & (masks[i] - 1)) === 0) return [i, Math.log2(masks[i]) + 1];
    }
    for (const unit of units) {
      for (let d = 0; d < n; d++) {
        if (unit.some((i) => cells[i] === d + 1)) continue;
        const places = unit.filter((i) => cells[i] === 0 && masks[i] & (1 << d));
        if (places.length === 0) return null;
        if (places.length === 1) return [places[0], d + 1];
      }
    }
    return "none";
  };
  const search = (): boolean => {
    const masks = cells.map((v, i) => (v === 0 ? candidates(i) : 0));
    const step = forced(masks);
    if (step === null) return false;
    if (step !== "none") {
      cells[step[0]] = step[1];
      if (search()) return true;
      cells[step[0]] = 0;
      return false;
    }
    let best = -1;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] === 0 && (best < 0 || digitsOf(masks[i]).length < digitsOf(masks[best]).length)) best = i;
    }
    if (best < 0) return true;
    for (const d of digitsOf(masks[best])) {
      cells[best] = d;
      if (search()) return true;
    }
    cells[best] = 0;
    return false;
  };
  return search() ? cells : null;
}

/** The key that types digit `d`: 1–9, then letters. */
export const keyFor = (d: number) => d.toString(36).toUpperCase();

/** Types the solution by keyboard alone, from the first cell: each missing digit (letters for
 * 10 and up), then the arrow to the next cell, row by row. */
export async function typeSolutionByKeyboard(page: Page) {
  const grid = await readGrid(page);
  const solution = solve(grid);
  expect(solution, "the puzzle on the page has a solution").not.toBeNull();
  const n = grid.size;
  await page.locator('[role="gridcell"]').first().click();
  // Z: digits (every grid starts in them; a spec may have changed the mode).
  await page.keyboard.press("z");
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (grid.cells[i] === 0) await page.keyboard.press(keyFor(solution![i]));
      // Right wraps round to the row's first cell; then down to the next row.
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("ArrowDown");
  }
}

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
