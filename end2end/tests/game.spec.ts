import { test, expect, type Page } from "@playwright/test";
import { openHydrated, readGrid, typeSolution } from "./support";

const emptyCells = (page: Page) => page.locator('[role="gridcell"]:not(.given)');

/** Types the first row's first given into an empty cell of the same row: a sure conflict. */
async function typeConflictInFirstRow(page: Page) {
  const firstRow = page.locator('[role="row"]').first();
  const given = (await firstRow.locator(".cell.given .value").first().textContent()) ?? "";
  const target = firstRow.locator('[role="gridcell"]:not(.given)').first();
  await target.click();
  await page.keyboard.press(given);
  return { target, given };
}

test("a player takes notes, then undoes and redoes", async ({ page }) => {
  await openHydrated(page);
  const cell = emptyCells(page).first();
  await cell.click();
  await page.getByRole("button", { name: "Centre" }).click();
  await page.keyboard.press("2");
  await page.keyboard.press("7");
  await expect(cell.locator(".centre-notes")).toHaveText("27");
  await expect(cell).toHaveAttribute("aria-label", /candidates 2 7/);
  await page.getByRole("button", { name: "Digit" }).click();
  await page.keyboard.press("7");
  await expect(cell.locator(".value")).toHaveText("7");
  await page.keyboard.press("Control+z");
  await expect(cell.locator(".value")).toHaveText("");
  await expect(cell.locator(".centre-notes")).toHaveText("27");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(cell.locator(".value")).toHaveText("7");
});

test("a conflicting digit is kept and marked at once", async ({ page }) => {
  await openHydrated(page);
  const { target, given } = await typeConflictInFirstRow(page);
  await expect(target.locator(".value")).toHaveText(given);
  await expect(target).toHaveClass(/conflict/);
});

test("pause hides the board and resume shows it again", async ({ page }) => {
  await openHydrated(page);
  const given = page.locator(".cell.given .value").first();
  await expect(given).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(given).toBeHidden();
  await expect(page.getByText("Paused")).toBeVisible();
  await page.locator(".pause-overlay").getByRole("button", { name: "Resume" }).click();
  await expect(given).toBeVisible();
});

test("a reload resumes the game where it was", async ({ page }) => {
  await openHydrated(page);
  const cell = emptyCells(page).nth(2);
  await cell.click();
  await page.keyboard.press("3");
  await expect(cell.locator(".value")).toHaveText("3");
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(emptyCells(page).nth(2).locator(".value")).toHaveText("3");
});

test("a corrupted save is set aside with a notice", async ({ page }) => {
  await openHydrated(page);
  await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith("sudoku:game:")) localStorage.setItem(key, "{not json");
    }
  });
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("status")).toContainText("could not be restored");
  // The game goes on: typing still works.
  const cell = emptyCells(page).first();
  await cell.click();
  await page.keyboard.press("5");
  await expect(cell.locator(".value")).toHaveText("5");
});

test("with checking on demand, conflicts show only after Check", async ({ page }) => {
  await openHydrated(page);
  await page.getByLabel("Mark conflicts as I type").uncheck();
  const { target, given } = await typeConflictInFirstRow(page);
  await expect(target.locator(".value")).toHaveText(given);
  await expect(target).not.toHaveClass(/conflict/);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(target).toHaveClass(/conflict/);
});

test("find my first mistake selects it, and Solve reveals the grid after confirming", async ({ page }) => {
  await openHydrated(page);
  const { target } = await typeConflictInFirstRow(page);
  await page.locator(".cell.given").last().click();
  await page.getByRole("button", { name: "First mistake" }).click();
  await expect(target).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/The first mistake is at row 1/)).toBeVisible();

  // Solve asks in the page's own dialog (never the browser's), and "Keep playing" keeps the game.
  page.on("dialog", () => {
    throw new Error("the browser's own dialog was opened");
  });
  await page.getByRole("button", { name: "Solve" }).click();
  const question = page.getByRole("dialog", { name: "Show the solution?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep playing" }).click();
  await expect(question).toBeHidden();
  await expect(page.locator(".solved")).toHaveCount(0);
  await page.getByRole("button", { name: "Solve" }).click();
  await question.getByRole("button", { name: "Show the solution" }).click();
  await expect(page.locator(".solved")).toContainText("Solution shown");
  await expect(page.locator(".solved")).toContainText(/The solution was shown after \d+:\d\d of play/);
  await expect(page.locator(".solved")).not.toContainText("Solved in");
  await expect(page.locator('[role="gridcell"] .value').filter({ hasText: /^$/ })).toHaveCount(0);
});

test("fill notes writes each empty cell's candidates, undone in one step", async ({ page }) => {
  await openHydrated(page);
  await page.getByRole("button", { name: "Fill notes" }).click();
  const empty = emptyCells(page);
  const count = await empty.count();
  for (const i of [0, Math.floor(count / 2), count - 1]) {
    await expect(empty.nth(i).locator(".centre-notes")).toHaveText(/^[1-9]+$/);
  }
  await page.keyboard.press("Control+z");
  await expect(empty.first().locator(".centre-notes")).toHaveText("");
});

test("settings carry over to the next puzzle", async ({ page }) => {
  await openHydrated(page);
  await page.getByLabel("Mark conflicts as I type").uncheck();
  await openHydrated(page, "/daily/2026-03-01/medium");
  await expect(page.getByLabel("Mark conflicts as I type")).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Check", exact: true })).toBeVisible();
});

test("a finished game stays finished: undo, reset, typing and the tools do nothing", async ({ page }) => {
  await openHydrated(page);
  await typeSolution(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
  const solved = (await readGrid(page)).cells;
  // On a wide screen the completion panel stays under the grid, and the tools beside it.
  const board = (await page.locator(".board-frame").boundingBox())!;
  const side = (await page.locator(".side").boundingBox())!;
  expect(side.x).toBeGreaterThanOrEqual(board.x + board.width);
  for (const name of ["Undo", "Reset", "Fill notes", "First mistake", "Solve", "Checkpoint", "Hint"]) {
    await expect(page.getByRole("button", { name, exact: true }), name).toBeDisabled();
  }
  // Keys do nothing either: undo, a digit over an entry, erase.
  const cell = page.locator('[role="gridcell"]:not(.given)').first();
  await cell.click();
  await page.keyboard.press("Control+z");
  await page.keyboard.press(String(((solved[0] || 1) % 9) + 1));
  await page.keyboard.press("Backspace");
  expect((await readGrid(page)).cells).toEqual(solved);
  await expect(page.locator(".solved")).toContainText("Well done!");
  // The finish survives a reload, with its review.
  await page.reload();
  await expect(page.locator(".solved")).toContainText("Well done!");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.locator(".review")).toBeInViewport();
});
