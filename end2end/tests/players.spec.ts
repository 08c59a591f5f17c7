// What players found, each named for what the player does: hints that move the puzzle forward,
// one finishing time, SudokuPad's note keys, a /new without a size, and f-puzzles links as
// f-puzzles writes them.
import { expect, test, type Page } from "@playwright/test";
import LZString from "lz-string";
import { keyFor, openHydrated, readGrid, solve, typeSolution } from "./support";

/** Opens the hint and shows it to its last stage: the sentence the proof says. */
async function hintToTheEnd(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Hint" }).click();
  const more = page.getByRole("button", { name: "Show more" });
  const apply = page.getByRole("button", { name: "Apply", exact: true });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(apply).toBeVisible({ timeout: 500 });
  }).toPass();
  return (await page.locator(".hint-text").textContent()) ?? "";
}

test("Hint then Apply, again and again on a killer without notes, never repeats a step", async ({ page }) => {
  test.slow();
  await openHydrated(page, "/new?kind=killer&level=medium");
  await expect(page.locator('.board[data-variant="killer"]')).toBeVisible();
  const seen: string[] = [];
  for (let n = 0; n < 12; n++) {
    const said = await hintToTheEnd(page);
    expect(seen, `step ${n}: ${said}`).not.toContain(said);
    seen.push(said);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.locator(".hint-text")).toBeHidden();
  }
});

test("a hint on partial notes reads them, and its note on them is a sentence of its own", async ({ page }) => {
  await openHydrated(page, "/new?size=9&level=hard");
  const grid = await readGrid(page);
  const solution = solve(grid)!;
  const empty = grid.cells.indexOf(0);
  // A note of two digits in one cell, its own digit among them.
  const other = solution[empty] === 9 ? 1 : solution[empty] + 1;
  await page.getByRole("button", { name: "Centre", exact: true }).click();
  await page.locator('[role="gridcell"]').nth(empty).click();
  await page.keyboard.press(String(solution[empty]));
  await page.keyboard.press(String(other));
  await page.getByRole("button", { name: "Hint" }).click();
  const text = page.locator(".hint-text");
  await expect(text).toContainText("Your notes cover only some cells");
  // The hint's own sentence, then a space, then the note: never "r1c8.Your notes".
  expect(await text.textContent()).not.toMatch(/[.!?]Your notes/);
});

test("a finished daily shows one time: the panel's and the standing's agree", async ({ page }) => {
  await openHydrated(page);
  await typeSolution(page);
  const panel = page.locator(".solved");
  const finish = panel.locator(".finish-time");
  await expect(finish).toContainText(/Solved in \d+:\d\d/);
  const standing = panel.locator(".standing");
  await expect(standing).toContainText(/\d+:\d\d/);
  const time = (text: string | null) => text?.match(/(\d+:\d\d)/)?.[1];
  expect(time(await standing.textContent())).toBe(time(await finish.textContent()));
});

test("Shift with a digit notes it in the corner and Ctrl with a digit in the centre, in digit mode", async ({ page }) => {
  await openHydrated(page);
  const grid = await readGrid(page);
  const empty = grid.cells.indexOf(0);
  const cell = page.locator('[role="gridcell"]').nth(empty);
  await cell.click();
  await expect(page.getByRole("button", { name: "Digit", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Shift+3");
  await expect(cell.locator(".corner-notes")).toHaveText("3");
  await expect(cell.locator(".value")).toHaveText("");
  await page.keyboard.press("Control+5");
  await expect(cell.locator(".centre-notes")).toHaveText("5");
  // The mode did not change: a plain digit is placed.
  await expect(page.getByRole("button", { name: "Digit", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("7");
  await expect(cell.locator(".value")).toHaveText("7");
});

test("/new with a level and no size gives a 9×9 puzzle of that level", async ({ page }) => {
  const reply = await page.request.get("/new?level=hard", { maxRedirects: 0 });
  expect(reply.status()).toBe(303);
  await openHydrated(page, "/new?level=hard");
  await expect(page.locator("h1")).toContainText("hard");
  expect((await readGrid(page)).size).toBe(9);
});

test("an f-puzzles link as f-puzzles writes it (title, author, rules, its chosen tool) opens", async ({ page }) => {
  await openHydrated(page, "/new?kind=killer&level=easy");
  const href = await page.getByRole("link", { name: "Open in SudokuPad" }).getAttribute("href");
  const data = href!.slice("https://sudokupad.app/fpuzzles".length);
  const json = JSON.parse(LZString.decompressFromBase64(data)!);
  Object.assign(json, {
    title: "A killer for a friend",
    author: "Ada",
    ruleset: "Normal sudoku rules apply. Digits in cages sum to the total.",
    activeConstraints: ["Killer Cage"],
    highlightConflicts: true,
  });
  const load = LZString.compressToBase64(JSON.stringify(json));
  const reply = await page.request.get(`/p/https://f-puzzles.com/?load=${load}`, { maxRedirects: 0 });
  expect(reply.status(), await reply.text()).toBe(301);
  await openHydrated(page, `/p/https://f-puzzles.com/?load=${load}`);
  await expect(page.locator('.board[data-variant="killer"]')).toBeVisible();
  // The setter's title, name and rules show on the page.
  await expect(page.locator(".puzzle-credit")).toHaveText("“A killer for a friend” by Ada");
  await expect(page.locator(".variant-rules")).toContainText("Digits in cages sum to the total.");
  // A link that does have a constraint the site does not play says so, with the site's name.
  json.thermometer = [{ lines: [["R1C1", "R1C2"]] }];
  const thermo = LZString.compressToBase64(JSON.stringify(json));
  const refused = await page.request.get(`/p/https://f-puzzles.com/?load=${thermo}`);
  expect(refused.status()).toBe(400);
  const body = await refused.text();
  expect(body).toContain("a puzzle from f-puzzles");
  expect(body).toContain("thermometer");
  expect(body).not.toContain("activeConstraints");
});

test("every grid starts in digit mode: the first key typed on a 16×16 is placed", async ({ page }) => {
  await openHydrated(page, "/new?size=16&level=easy");
  const grid = await readGrid(page);
  const empty = grid.cells.indexOf(0);
  const cell = page.locator('[role="gridcell"]').nth(empty);
  await cell.click();
  await page.keyboard.press(keyFor(11));
  await expect(cell.locator(".value")).toHaveText("B");
});

test("with number-first input, a digit chosen on the keypad goes into each cell tapped", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page);
  await page.getByRole("checkbox", { name: "Choose a digit first, then tap the cells it goes in" }).check();
  const grid = await readGrid(page);
  const empty = grid.cells.flatMap((v, i) => (v === 0 ? [i] : [])).slice(0, 2);
  const key = page.getByRole("button", { name: /^Enter 5,/ });
  await key.click();
  await expect(key).toHaveAttribute("aria-pressed", "true");
  for (const i of empty) await page.locator('[role="gridcell"]').nth(i).click();
  for (const i of empty) await expect(page.locator('[role="gridcell"]').nth(i).locator(".value")).toHaveText("5");
  // A second tap takes a slip back; the same key again lets the digit go.
  await page.locator('[role="gridcell"]').nth(empty[1]).click();
  await expect(page.locator('[role="gridcell"]').nth(empty[1]).locator(".value")).toHaveText("");
  await key.click();
  await expect(key).toHaveAttribute("aria-pressed", "false");
  await page.locator('[role="gridcell"]').nth(empty[1]).click();
  await expect(page.locator('[role="gridcell"]').nth(empty[1]).locator(".value")).toHaveText("");
});

test("a cage hint says why: the sets of digits that still fill the cage, and that none of them puts the removed digit there", async ({ page }) => {
  test.slow();
  await openHydrated(page, "/new?kind=killer&level=medium");
  let sentence = "";
  for (let n = 0; n < 30 && !sentence; n++) {
    const said = await hintToTheEnd(page);
    if (/open cells must make/.test(said)) sentence = said;
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.locator(".hint-text")).toBeHidden();
  }
  expect(sentence, "a cage combination on the way").not.toBe("");
  // "…with their candidates only 1279 or 1378 can; none of those puts 4 in r2c5, so remove 4 from r2c5."
  expect(sentence).toMatch(/only \d+( or \d+|, \d+)*( or \d+)? can; none of those puts .+ in r\dc\d/);
  expect(sentence).not.toMatch(/\d from (r\dc\d) and \d from \1/);
});
