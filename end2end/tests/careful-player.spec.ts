// What a demanding player found, one test per fault, each named for what the player does: a
// pause that stops play, a reset that asks, hints that teach from partial notes, labels that say
// what happened, and the smaller gaps (the sync link's copy, printing, where the player stands
// among everyone, a first sync without a console error).
import { test, expect, type Page } from "@playwright/test";
import { keyFor, openHydrated, openLive, readGrid, solve, typeSolution, watchConsole } from "./support";

const emptyCells = (page: Page) => page.locator('[role="gridcell"]:not(.given)');

/** The grid's digits and notes as text, cell by cell. */
async function boardText(page: Page): Promise<string[]> {
  return page.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((c) => c.textContent ?? ""));
}

test("a paused game takes no key, tap, tool or hint, and shows nothing of the grid", async ({ page }) => {
  await page.clock.install();
  await openHydrated(page, "/daily/2026-03-02/medium");
  const cell = emptyCells(page).first();
  await cell.click();
  await page.keyboard.press("5");
  await expect(cell.locator(".value")).toHaveText("5");
  const before = await boardText(page);
  await page.clock.fastForward("00:05");
  await page.getByRole("button", { name: "Pause" }).click();
  const time = await page.getByRole("timer").textContent();

  // The grid is gone from sight and from the accessibility tree, tints and all.
  await expect(page.locator('[role="grid"]')).toBeHidden();
  await expect(page.locator(".pause-overlay")).toBeVisible();
  // Keys, the keypad and the tools do nothing; the tools that act on the board rest.
  await page.keyboard.press("7");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Control+z");
  for (const name of ["Hint", "Fill notes", "Reset", "Solve", "First mistake", "Checkpoint", "Undo"]) {
    await expect(page.getByRole("button", { name, exact: true }), name).toBeDisabled();
  }
  await expect(page.getByRole("button", { name: /^Enter 3,/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Erase" })).toBeDisabled();
  // The clock stands.
  await page.clock.fastForward("00:30");
  await expect(page.getByRole("timer")).toHaveText(time!);

  await page.locator(".pause-overlay").getByRole("button", { name: "Resume" }).click();
  await expect(page.locator('[role="grid"]')).toBeVisible();
  expect(await boardText(page)).toEqual(before);
  await expect(page.getByRole("button", { name: "Hint" })).toBeEnabled();
});

test("resetting the board asks first, then says Undo brings it back", async ({ page }) => {
  await openHydrated(page, "/daily/2026-03-03/easy");
  page.on("dialog", () => {
    throw new Error("the browser's own dialog was opened");
  });
  const cells = emptyCells(page);
  await cells.nth(0).click();
  await page.keyboard.press("1");
  await cells.nth(1).click();
  await page.keyboard.press("2");
  const before = await boardText(page);

  await page.getByRole("button", { name: "Reset" }).click();
  const question = page.getByRole("dialog", { name: "Clear the board?" });
  await expect(question).toBeVisible();
  // The safe answer has the focus; Escape is a "no" too.
  await expect(question.getByRole("button", { name: "Keep playing" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  expect(await boardText(page)).toEqual(before);

  await page.getByRole("button", { name: "Reset" }).click();
  await question.getByRole("button", { name: "Clear the board" }).click();
  await expect(cells.nth(0).locator(".value")).toHaveText("");
  await expect(page.getByRole("status").filter({ hasText: "Board cleared — Undo brings it back." })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  expect(await boardText(page)).toEqual(before);
});

test("a hint from a few pencil marks teaches from every candidate instead of giving a digit away", async ({ page }) => {
  await openHydrated(page, "/daily/2026-03-04/easy");
  const text = page.locator(".hint-text");
  // Two notes in one cell: the player's thinking, not a candidate grid.
  await emptyCells(page).first().click();
  await page.getByRole("button", { name: "Centre", exact: true }).click();
  await page.keyboard.press("1");
  await page.keyboard.press("2");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(text).toContainText(/^Look (at|around) /);
  await expect(text).toContainText("looks at every candidate");
  await expect(text).not.toContainText("leave out");
  // Its proof marks what rules the other places out, not only the cell it fills.
  await page.getByRole("button", { name: "Show more" }).click();
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(page.locator(".cell.hint-target")).toHaveCount(1);
  expect(await page.locator(".cell.hint-proof").count()).toBeGreaterThan(1);
});

test("a full set of notes missing a digit is pointed out without naming the digit first", async ({ page }) => {
  await openHydrated(page, "/daily/2026-03-05/easy");
  await page.getByRole("button", { name: "Fill notes" }).click();
  // Take the solution's digit out of the first empty cell's notes.
  const grid = await readGrid(page);
  const solution = solve(grid)!;
  const index = grid.cells.indexOf(0);
  await page.locator('[role="gridcell"]').nth(index).click();
  await page.getByRole("button", { name: "Centre", exact: true }).click();
  await page.keyboard.press(keyFor(solution[index]));
  const text = page.locator(".hint-text");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(text).toHaveText("One of your cells' notes leaves out the digit that belongs there.");
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(text).toContainText(/^Look at the notes of row \d, column \d/);
  await expect(text).not.toContainText(String(solution[index]));
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(text).toContainText(`leave out ${solution[index]}, which belongs there`);
});

test("solving with Solve says the solution was shown, not that it was solved", async ({ page }) => {
  await openHydrated(page, "/daily/2026-03-06/easy");
  await page.getByRole("button", { name: "Solve" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Show the solution" }).click();
  const panel = page.locator(".solved");
  await expect(panel.getByRole("heading")).toHaveText("Solution shown");
  await expect(panel).toContainText(/The solution was shown after \d+:\d\d of play/);
  await expect(panel).not.toContainText("Solved in");
  // A solved board takes no more input: the keypad rests.
  await expect(page.getByRole("button", { name: "Erase" })).toBeDisabled();
});

test("a broken link and a pasted non-puzzle say what they are, once", async ({ page }) => {
  await page.goto("/p/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This puzzle link is broken");
  await expect(page.locator(".message-page")).toContainText("not a share code");
  await expect(page.locator(".message-page")).not.toContainText("newer version");

  await openLive(page, "/create");
  // Nothing is played yet on the create page: no progress to include.
  await page.locator("#paste").fill("hello there");
  await page.getByRole("button", { name: "Load" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("This is not a puzzle");
  expect((await alert.textContent())!.match(/not a puzzle/g)).toHaveLength(1);
});

test("the create page's locked puzzle offers Play as plainly as Edit, and no progress to share", async ({ page }) => {
  await openLive(page, "/create");
  await page.locator("#paste").fill(
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  );
  await page.getByRole("button", { name: "Load" }).click();
  await page.getByRole("button", { name: "Lock" }).click();
  const play = page.getByRole("link", { name: "Play" });
  const edit = page.getByRole("button", { name: "Edit" });
  const playBox = (await play.boundingBox())!;
  const editBox = (await edit.boundingBox())!;
  expect(Math.abs(playBox.width - editBox.width)).toBeLessThan(2);
  expect(Math.abs(playBox.height - editBox.height)).toBeLessThan(2);
  await expect(page.getByLabel("Include my progress")).toHaveCount(0);
});

test("a sync link can be copied, a game printed, and a first sync logs no error", async ({ page }) => {
  const problems = watchConsole(page);
  await openLive(page, "/stats");
  await page.getByRole("button", { name: "Use on another device" }).click();
  await expect(page.locator(".sync")).toContainText("Synced: 0 new games");
  const link = await page.locator("a.sync-link").innerText();
  // What the page writes to the clipboard (the site's policy lets it write, never read).
  await page.evaluate(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    navigator.clipboard.writeText = async (text: string) => {
      copied.push(text);
    };
  });
  await page.locator(".sync").getByRole("button", { name: "Copy link" }).click();
  await expect(page.locator(".sync")).toContainText("Link copied.");
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([link]);
  expect(problems).toEqual([]);

  // A game has a Print button, which opens the browser's print dialog.
  await openHydrated(page, "/daily/2026-03-07/easy");
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole("button", { name: "Print this puzzle" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test("a player who solves today's daily sees their own bar in the finishing times", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const hard = await page.getByRole("link", { name: "Hard" }).getAttribute("href");
  await openHydrated(page, hard!);
  await page.clock.fastForward("00:50");
  await typeSolution(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
  const players = page.locator(".players");
  await expect(players.locator("svg.histogram rect.yours")).toHaveCount(1);
  await expect(players.locator(".yours-note")).toContainText(/^Your time, \d+:\d\d, is in the marked bar/);
});

test("pressing an icon-only tool on a phone shows its name", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, baseURL });
  const page = await phone.newPage();
  await openHydrated(page, "/daily/2026-03-08/easy");
  const solve = page.getByRole("button", { name: "Solve" });
  const label = solve.locator(".label");
  // Hidden until pressed, then shown over the button, whole.
  expect(await label.evaluate((l) => l.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  const box = (await solve.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const shown = await label.evaluate((l) => {
    const r = l.getBoundingClientRect();
    return { width: r.width, bottom: r.bottom, text: l.textContent };
  });
  await page.mouse.up();
  expect(shown.text).toBe("Solve");
  expect(shown.width).toBeGreaterThan(20);
  expect(shown.bottom).toBeLessThanOrEqual(box.y + 1);
  await phone.close();
});

test("on a phone every game page shows its grid, digits and tools without scrolling", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, baseURL });
  const page = await phone.newPage();
  for (const path of [
    "/daily/2026-03-02/medium",
    "/",
    "/p/1rPDWW4ULJAMyDr9S1BZCmGQgSKtZO342uzuTS-ICGJ",
    "/new?size=16&level=easy",
  ]) {
    await openHydrated(page, path);
    const inside = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
      expect(box, `${path}: ${name}`).not.toBeNull();
      expect(box!.y + box!.height, `${path}: ${name}`).toBeLessThanOrEqual(640);
      expect(box!.x + box!.width, `${path}: ${name}`).toBeLessThanOrEqual(360);
    };
    await inside("grid", await page.locator('[role="grid"]').boundingBox());
    await inside("the last digit", await page.locator(".keypad .key[data-digit]").last().boundingBox());
    await inside("erase", await page.getByRole("button", { name: "Erase" }).boundingBox());
    for (const name of ["Undo", "Redo", "Reset", "Fill notes", "First mistake", "Solve", "Checkpoint"]) {
      await inside(name, await page.getByRole("button", { name, exact: true }).boundingBox());
    }
  }
  await phone.close();
});

test("a 16×16 game on a desktop keeps its keypad beside the grid and in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, "/new?size=16&level=easy");
  const grid = (await page.locator('[role="grid"]').boundingBox())!;
  const keypad = (await page.locator(".keypad").boundingBox())!;
  expect(keypad.x).toBeGreaterThan(grid.x + grid.width);
  expect(keypad.y + keypad.height).toBeLessThanOrEqual(900);
});

test("in candidate-colour mode the nine swatches stay inside the tool column", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, "/daily/2026-03-09/easy");
  await page.getByRole("button", { name: "Candidate colour" }).click();
  const side = (await page.locator(".side").boundingBox())!;
  const swatches = page.locator(".palette .swatch-key");
  await expect(swatches).toHaveCount(9);
  for (let i = 0; i < 9; i++) {
    const box = (await swatches.nth(i).boundingBox())!;
    expect(box.x + box.width, `swatch ${i + 1}`).toBeLessThanOrEqual(side.x + side.width + 0.5);
  }
});
