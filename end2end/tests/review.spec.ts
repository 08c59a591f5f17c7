import { test, expect, type Page } from "@playwright/test";
import { openHydrated, readGrid, solve, keyFor } from "./support";

// A solved grid with ten cells emptied: a short game whose every step the ladder knows.
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const EMPTIED = [2, 3, 10, 20, 30, 40, 50, 60, 70, 78];
const PUZZLE = [...SOLUTION].map((d, i) => (EMPTIED.includes(i) ? "." : d)).join("");

/** Plays the puzzle to the end: a wrong digit first (undone), then the solution, cell by cell. */
async function finishWithAMistake(page: Page) {
  const grid = await readGrid(page);
  const solution = solve(grid)!;
  const cells = page.locator('[role="gridcell"]');
  const first = grid.cells.indexOf(0);
  await cells.nth(first).click();
  await page.keyboard.press(keyFor(solution[first] === 9 ? 8 : 9));
  await page.keyboard.press("Control+z");
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] === 0) {
      await cells.nth(i).click();
      await page.keyboard.press(keyFor(solution[i]));
    }
  }
  await expect(page.locator(".solved")).toContainText("Well done!");
}

test("finishing a game and opening Review shows the timeline of moves with times and techniques", async ({ page }) => {
  await openHydrated(page, `/p/${PUZZLE}`);
  await finishWithAMistake(page);

  await page.getByRole("button", { name: "Review" }).click();
  const review = page.locator("section.review");
  await expect(review.getByRole("heading", { name: "Review" })).toBeVisible();
  // The wrong digit, its undo and the ten digits.
  const moves = review.locator(".timeline li");
  await expect(moves).toHaveCount(12);
  await expect(moves.nth(0)).toContainText(/^1\. \d in r\dc\d/);
  await expect(moves.nth(1)).toContainText("2. undo: r");
  for (let i = 0; i < 12; i++) {
    await expect(moves.nth(i).locator(".t-took")).toHaveText(/^\d+\.\d s$|^\d+ min \d+ s$/);
  }
  // Before the first move the ladder had a step; before the undo, the board held the wrong digit.
  await expect(moves.nth(0).locator(".t-next")).toHaveText(/Full House|Hidden Single|Naked Single/);
  await expect(moves.nth(1).locator(".t-next")).toHaveText(/^wrong digit in r\dc\d$/);
  await expect(review).toContainText("You were stuck longest before move");
  await expect(review).toContainText("The puzzle's hardest step:");
  await expect(review.locator(".longest")).toHaveCount(1);

  // Stepping through: the end first, then back one move, a jump to the first, the start.
  const caption = review.locator(".review-now");
  await expect(caption).toContainText("Move 12 of 12");
  const board = review.locator(".review-grid .rcell");
  const last = EMPTIED[EMPTIED.length - 1];
  await expect(board.nth(last)).toHaveText(SOLUTION[last]);
  await review.getByRole("button", { name: "Previous" }).click();
  await expect(caption).toContainText("Move 11 of 12");
  await expect(board.nth(last)).toHaveText("");
  await expect(moves.nth(10).getByRole("button")).toHaveAttribute("aria-current", "step");
  await moves.nth(0).getByRole("button").click();
  await expect(caption).toContainText("Move 1 of 12");
  await expect(review.locator(".review-grid .rcell.changed")).toHaveCount(1);
  await review.getByRole("slider", { name: "Move shown" }).fill("0");
  await expect(caption).toContainText("The start:");
  await expect(review.getByRole("button", { name: "Previous" })).toBeDisabled();
  await review.getByRole("button", { name: "Next" }).click();
  await expect(caption).toContainText("Move 1 of 12");

  // The moves are in the save: after a reload the finished game can be reviewed again.
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.locator(".solved")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.locator("section.review .timeline li")).toHaveCount(12);
});
