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
    await expect(moves.nth(i).locator(".t-took")).toHaveText(/^\d+\.\d\ss$|^\d+\smin\s\d+\ss$/);
  }
  // Before the first move the ladder had a step; before the undo, the board held the wrong digit.
  await expect(moves.nth(0).locator(".t-next")).toHaveText(/Full House|Hidden Single|Naked Single/);
  await expect(moves.nth(1).locator(".t-next")).toHaveText(/^wrong digit in r\dc\d$/);
  await expect(review).toContainText("You were stuck longest before move");
  // Ten cells of a solved grid need singles only: the summary names no dramatic "hardest step".
  const available = await moves.locator(".t-next").allTextContents();
  expect(available.filter((t) => !t.startsWith("wrong digit")).every((t) => /^(Full House|Hidden Single|Naked Single)$/.test(t))).toBe(true);
  await expect(review).toContainText(/Every step of this puzzle is a Full House|Singles are all this puzzle needs; the toughest is a (Full House|Hidden Single|Naked Single)/);
  expect((await review.locator("p").allTextContents()).join(" ")).not.toContain("hardest");
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


/** "rRcC" of a cell index of the 9×9 grid. */
const nameOf = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

test("a game finished with a hint and a return to a checkpoint shows both on Review's timeline", async ({ page }) => {
  await openHydrated(page, `/p/${PUZZLE}`);
  const start = await readGrid(page);
  const solution = solve(start)!;
  const cells = page.locator('[role="gridcell"]');
  const empty = start.cells.flatMap((d, i) => (d === 0 ? [i] : []));

  // A sure digit, a checkpoint, a wrong guess, and back to the checkpoint.
  const sure = empty[0];
  await cells.nth(sure).click();
  await page.keyboard.press(keyFor(solution[sure]));
  await page.getByRole("button", { name: "Checkpoint" }).click();
  const guessed = empty[1];
  const guess = solution[guessed] === 9 ? 8 : 9;
  await cells.nth(guessed).click();
  await page.keyboard.press(keyFor(guess));
  await expect(cells.nth(guessed).locator(".value")).toHaveText(String(guess));
  await page.getByRole("button", { name: "Back to 1" }).click();
  await expect(cells.nth(guessed).locator(".value")).toHaveText("");

  // A hint, shown to its end and applied: the cell it filled is read off the board.
  const before = (await readGrid(page)).cells;
  const text = page.locator(".hint-text");
  const apply = page.getByRole("button", { name: "Apply" });
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(text).not.toHaveText("");
  // Each "Show more" says more (the text changes) until Apply is offered.
  for (let stage = 0; stage < 5 && !(await apply.isVisible()); stage++) {
    const said = (await text.textContent()) ?? "";
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(text).not.toHaveText(said);
  }
  await apply.click();
  await expect(page.locator(".hint-text")).toBeHidden();
  const after = (await readGrid(page)).cells;
  const hinted = after.flatMap((d, i) => (d !== before[i] ? [i] : []));
  expect(hinted).toHaveLength(1);
  const [hint] = hinted;
  expect(after[hint]).toBe(solution[hint]);

  // The rest, cell by cell.
  const rest = empty.filter((i) => after[i] === 0);
  for (const i of rest) {
    await cells.nth(i).click();
    await page.keyboard.press(keyFor(solution[i]));
  }
  await expect(page.locator(".solved")).toContainText("Well done!");

  await page.getByRole("button", { name: "Review" }).click();
  const review = page.locator("section.review");
  const moves = review.locator(".timeline li");
  // The sure digit, the guess, the way back, the hint and the rest.
  const total = 4 + rest.length;
  await expect(moves).toHaveCount(total);
  await expect(moves.nth(0).locator(".t-move")).toHaveText(`1. ${solution[sure]} in ${nameOf(sure)}`);
  await expect(moves.nth(1).locator(".t-move")).toHaveText(`2. ${guess} in ${nameOf(guessed)}`);
  await expect(moves.nth(2).locator(".t-move")).toHaveText(`3. back to a checkpoint: ${nameOf(guessed)} emptied`);
  await expect(moves.nth(3).locator(".t-move")).toHaveText(`4. hint: ${solution[hint]} in ${nameOf(hint)}`);
  for (const [k, i] of rest.entries()) {
    await expect(moves.nth(4 + k).locator(".t-move")).toHaveText(`${5 + k}. ${solution[i]} in ${nameOf(i)}`);
  }
  // Before the way back the board held the wrong guess; before the hint, a step of the ladder.
  await expect(moves.nth(2).locator(".t-next")).toHaveText(`wrong digit in ${nameOf(guessed)}`);
  await expect(moves.nth(3).locator(".t-next")).toHaveText(/^(Full House|Hidden Single|Naked Single)$/);

  // On the board: after the guess it is there, after the way back it is gone, after the hint
  // its digit is in.
  const board = review.locator(".review-grid .rcell");
  const caption = review.locator(".review-now");
  await moves.nth(1).getByRole("button").click();
  await expect(caption).toContainText(`Move 2 of ${total}`);
  await expect(board.nth(guessed)).toHaveText(String(guess));
  await moves.nth(2).getByRole("button").click();
  await expect(caption).toContainText(`Move 3 of ${total}, at `);
  await expect(caption).toContainText(`back to a checkpoint: ${nameOf(guessed)} emptied`);
  await expect(board.nth(guessed)).toHaveText("");
  await expect(board.nth(sure)).toHaveText(String(solution[sure]));
  await expect(review.locator(".review-grid .rcell.changed")).toHaveCount(1);
  await moves.nth(3).getByRole("button").click();
  await expect(board.nth(hint)).toHaveText(String(solution[hint]));
  await expect(board.nth(guessed)).toHaveText(after[guessed] ? String(after[guessed]) : "");
});
