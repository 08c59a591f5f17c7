import { test, expect } from "@playwright/test";
import { keyFor, openHydrated, readGrid, solve } from "./support";

test("a player asks for a new hard puzzle and gets its own link", async ({ page }) => {
  await page.goto("/new");
  const row = page.getByRole("list", { name: "Classic sudoku" }).locator("li", { hasText: "9×9" });
  await row.getByRole("link", { name: "Hard" }).click();
  await expect(page).toHaveURL(/\/p\/[A-Za-z0-9_-]+\?new=hard$/);
  // The page says what the puzzle is: new, and its level.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New hard 9×9 puzzle");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const grid = await readGrid(page);
  expect(grid.size).toBe(9);
  expect(solve(grid)).not.toBeNull();
});

test("a 16×16 puzzle takes letters for digits above 9", async ({ page }) => {
  await page.goto("/new?size=16&level=easy");
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const grid = await readGrid(page);
  expect(grid.size).toBe(16);
  // Any entry is kept (a wrong one is only marked), so the digit need not be the solution's;
  // a 16×16 grid is too big for the test's plain backtracking solver.
  const i = grid.cells.indexOf(0);
  const cell = page.locator('[role="gridcell"]').nth(i);
  await cell.click();
  // Every grid starts in digits, even a large one on Easy: the first letter typed is placed.
  await expect(page.getByRole("button", { name: "Digit", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("G");
  await expect(cell.locator(".value")).toHaveText("G");
  await page.keyboard.press("Backspace");
  await expect(cell.locator(".value")).toHaveText("");
  await page.getByRole("button", { name: /^Enter F,/ }).click();
  await expect(cell.locator(".value")).toHaveText("F");
});

test("a 4×4 puzzle is played to the end", async ({ page }) => {
  await openHydrated(page, "/new?size=4&level=easy");
  const grid = await readGrid(page);
  const solution = solve(grid)!;
  for (let i = 0; i < 16; i++) {
    if (grid.cells[i] === 0) {
      await page.locator('[role="gridcell"]').nth(i).click();
      await page.keyboard.press(keyFor(solution[i]));
    }
  }
  await expect(page.locator(".solved")).toContainText("Well done!");
});

test("a size the site does not make is explained", async ({ page }) => {
  const response = await page.goto("/new?size=4&level=master");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("easy only");
});
