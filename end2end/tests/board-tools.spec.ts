// The board tools: selecting several cells, colours and checkpoints, each as a player uses them.
import { test, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { openHydrated, readGrid, watchConsole } from "./support";

/** The centre of `cell` on the page. */
async function centre(cell: Locator) {
  const box = await cell.boundingBox();
  if (!box) throw new Error("the cell is not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Three empty cells side by side in one row (their ids), with the first's locator. */
async function threeEmptyInARow(page: Page): Promise<string[]> {
  const ids = await page.locator('[role="row"]').evaluateAll((rows) => {
    for (const row of rows) {
      const cells = [...row.querySelectorAll('[role="gridcell"]')];
      for (let i = 0; i + 2 < cells.length; i++) {
        const run = cells.slice(i, i + 3);
        if (run.every((c) => !c.classList.contains("given"))) return run.map((c) => c.id);
      }
    }
    return [];
  });
  expect(ids).toHaveLength(3);
  return ids;
}

test("drag-select three cells and type a note", async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page);
  const ids = await threeEmptyInARow(page);
  const cells = ids.map((id) => page.locator(`#${id}`));
  const [from, , to] = await Promise.all(cells.map(centre));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  for (const cell of cells) await expect(cell).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Corner" }).click();
  await page.keyboard.press("3");
  for (const cell of cells) await expect(cell.locator(".corner-notes")).toHaveText("3");
  // The three notes are one step: one undo takes them all.
  await page.getByRole("button", { name: "Undo" }).click();
  for (const cell of cells) await expect(cell.locator(".corner-notes")).toHaveText("");
  // Shift+arrows extend the selection from the keyboard too.
  await cells[0].click();
  await page.keyboard.press("Shift+ArrowRight");
  await expect(cells[1]).toHaveAttribute("aria-selected", "true");
  await expect(cells[0]).toHaveAttribute("aria-selected", "true");
  expect(problems).toEqual([]);
});

test("colour a cell", async ({ page }) => {
  await openHydrated(page);
  const given = page.locator(".cell.given").first();
  await given.click();
  await page.getByRole("button", { name: "Colour", exact: true }).click();
  await page.getByRole("button", { name: "Colour 1, red" }).click();
  await page.getByRole("button", { name: "Colour 7, blue" }).click();
  await expect(given.locator(".paint")).toHaveCount(1);
  await expect(given).toHaveAttribute("aria-label", /coloured red and blue$/);
  // The colour-blind setting adds the colours' letters.
  await page.getByLabel("Show colours as letters too").check();
  await expect(given.locator(".paint")).toHaveText("RB");
  // Undo takes the last colour off; a reload keeps the rest.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(given).toHaveAttribute("aria-label", /coloured red$/);
  const id = await given.getAttribute("id");
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.locator(`#${id}`)).toHaveAttribute("aria-label", /coloured red$/);
  // A shared link with progress carries the colour to a friend.
  const { other, friend } = await friendOpensTheLink(page);
  await expect(other.locator(`#${id}`)).toHaveAttribute("aria-label", /coloured red$/);
  await friend.close();
});

/** Shares the puzzle with progress, and opens the link in a friend's fresh browser context. */
async function friendOpensTheLink(page: Page): Promise<{ other: Page; friend: BrowserContext }> {
  await page.getByLabel("Include my progress").check();
  const link = await page.getByLabel("Link to this puzzle").inputValue();
  expect(link).toMatch(/^\/p\/2/);
  const friend = await page.context().browser()!.newContext();
  const other = await friend.newPage();
  await openHydrated(other, link);
  return { other, friend };
}

/** Places 4 in the first empty cell, makes a checkpoint, then guesses 8 in the second. */
async function guessPastACheckpoint(page: Page): Promise<{ sure: Locator; guess: Locator }> {
  await openHydrated(page);
  const empties = page.locator('[role="gridcell"]:not(.given)');
  const sure = empties.nth(0);
  const guess = empties.nth(1);
  await sure.click();
  await page.keyboard.press("4");
  await page.getByRole("button", { name: "Checkpoint" }).click();
  await guess.click();
  await page.keyboard.press("8");
  await expect(guess.locator(".value")).toHaveText("8");
  return { sure, guess };
}

test("make a checkpoint, guess, go back", async ({ page }) => {
  const { sure, guess } = await guessPastACheckpoint(page);
  await page.getByRole("button", { name: "Back to 1" }).click();
  await expect(guess.locator(".value")).toHaveText("");
  await expect(sure.locator(".value")).toHaveText("4");
  // Going back is one step of the history: undo brings the guess back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(guess.locator(".value")).toHaveText("8");
});

test("make a checkpoint, reload, go back to it", async ({ page }) => {
  const { sure, guess } = await guessPastACheckpoint(page);
  // The mark is kept with the game: after a reload it is still there to go back to.
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(guess.locator(".value")).toHaveText("8");
  await page.getByRole("button", { name: "Back to 1" }).click();
  await expect(guess.locator(".value")).toHaveText("");
  await expect(sure.locator(".value")).toHaveText("4");
  await expect(page.getByRole("button", { name: "Back to 1" })).toBeDisabled();
});

test("mark more checkpoints than a game keeps", async ({ page }) => {
  await openHydrated(page);
  const mark = page.getByRole("button", { name: "Checkpoint" });
  const empties = page.locator('[role="gridcell"]:not(.given)');
  for (let i = 0; i < 16; i++) {
    // A different position for each mark: a note in the first empty cell.
    await empties.first().click();
    await page.getByRole("button", { name: "Centre", exact: true }).click();
    await page.keyboard.press(String((i % 9) + 1));
    await mark.click();
    await expect(page.getByRole("status").filter({ hasText: `Checkpoint ${i + 1} marked.` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "oldest" })).toHaveCount(0);
  }
  // One more mark lets the oldest go: still sixteen to go back to, the newest the last.
  await page.keyboard.press("5");
  const notes = await empties.first().locator(".centre-notes").textContent();
  await mark.click();
  await expect(page.getByRole("status").filter({ hasText: "Checkpoint 16 marked." })).toContainText(
    "the oldest was let go",
  );
  const marks = page.getByRole("group", { name: "Checkpoints" }).getByRole("button");
  await expect(marks).toHaveCount(16);
  await expect(page.getByRole("button", { name: "Back to 16" })).toBeDisabled();
  await page.getByRole("button", { name: "Back to 15" }).click();
  await expect(empties.first().locator(".centre-notes")).not.toHaveText(notes ?? "");
});

test("colour a candidate and see it after a reload and in a link with progress", async ({ page }) => {
  await openHydrated(page);
  const cell = page.locator('[role="gridcell"]:not(.given)').first();
  const id = await cell.getAttribute("id");
  await cell.click();
  await page.getByRole("button", { name: "Centre", exact: true }).click();
  for (const key of ["1", "2", "5", "7", "9"]) await page.keyboard.press(key);
  await expect(cell.locator(".centre-notes")).toHaveText("12579");
  await page.getByRole("button", { name: "Candidate colour" }).click();
  await page.getByRole("radio", { name: "blue" }).click();
  await page.getByRole("button", { name: "Colour candidate 5" }).click();
  await page.getByRole("radio", { name: "red" }).click();
  await page.getByRole("button", { name: "Colour candidate 1" }).click();
  const coloured = (p: Page) => p.locator(`#${id} .centre-notes .note-c7`);
  await expect(coloured(page)).toHaveText("5");
  await expect(page.locator(`#${id} .centre-notes .note-c1`)).toHaveText("1");
  await expect(page.locator(`#${id} .centre-notes [class^="note-c"]`)).toHaveCount(2);
  // The colour-blind setting writes the colour's letter after each coloured candidate.
  await page.getByLabel("Show colours as letters too").check();
  await expect(coloured(page)).toHaveText("5B");
  await expect(page.locator(`#${id} .centre-notes`)).toHaveText("1R25B79");
  await expect(coloured(page).locator(".note-letter")).toBeVisible();
  // On a 360 px phone the notes and their letters stay inside their cell.
  await page.setViewportSize({ width: 360, height: 640 });
  const box = await page.locator(`#${id}`).boundingBox();
  const notes = await page.locator(`#${id} .centre-notes`).boundingBox();
  expect(box && notes).toBeTruthy();
  expect(notes!.x).toBeGreaterThanOrEqual(box!.x);
  expect(notes!.x + notes!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel("Show colours as letters too").uncheck();
  await expect(coloured(page)).toHaveText("5");
  // A reload keeps the candidates' colours.
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(coloured(page)).toHaveText("5");
  // A shared link with progress carries them to a friend.
  const { other, friend } = await friendOpensTheLink(page);
  await expect(coloured(other)).toHaveText("5");
  await expect(other.locator(`#${id} .centre-notes .note-c1`)).toHaveText("1");
  await expect(other.locator(`#${id} .centre-notes`)).toHaveText("12579");
  await friend.close();
});

/** The ids of the cells that have `class`. */
async function marked(page: Page, name: string): Promise<string[]> {
  return page.locator(`[role="gridcell"].${name}`).evaluateAll((cells) => cells.map((c) => c.id).sort());
}

test("each highlight setting switched on and off changes which cells are marked", async ({ page }) => {
  await openHydrated(page);
  const grid = await readGrid(page);
  const n = grid.size;
  // A given whose digit shows elsewhere too.
  const index = grid.cells.findIndex((d, i) => d !== 0 && grid.cells.some((e, j) => j !== i && e === d));
  expect(index).toBeGreaterThanOrEqual(0);
  const digit = grid.cells[index];
  await page.locator(`#cell-${index}`).click();
  const [row, col] = [Math.floor(index / n), index % n];
  const sees = (i: number) => {
    const [r, c] = [Math.floor(i / n), i % n];
    const sameBox =
      Math.floor(r / grid.boxRows) === Math.floor(row / grid.boxRows) &&
      Math.floor(c / grid.boxCols) === Math.floor(col / grid.boxCols);
    return i !== index && (r === row || c === col || sameBox);
  };
  const ids = (pick: (d: number, i: number) => boolean) =>
    grid.cells.flatMap((d, i) => (pick(d, i) ? [`cell-${i}`] : [])).sort();
  const sameDigit = ids((d, i) => i !== index && d === digit);
  const peers = ids((_, i) => sees(i));
  // Where the digit can still go: empty cells that see no cell showing it.
  const canGo = ids((d, i) => {
    if (d !== 0) return false;
    const [r, c] = [Math.floor(i / n), i % n];
    return !grid.cells.some((e, j) => {
      if (e !== digit || j === i) return false;
      const [rr, cc] = [Math.floor(j / n), j % n];
      return (
        rr === r ||
        cc === c ||
        (Math.floor(rr / grid.boxRows) === Math.floor(r / grid.boxRows) &&
          Math.floor(cc / grid.boxCols) === Math.floor(c / grid.boxCols))
      );
    });
  });
  expect(canGo.length).toBeGreaterThan(0);

  const settings = [
    { label: "Highlight the selected digit", name: "same-digit", cells: sameDigit, on: true },
    { label: "Highlight row, column and box", name: "peer", cells: peers, on: true },
    { label: "Highlight where the digit can still go", name: "can-go", cells: canGo, on: false },
  ];
  for (const setting of settings) {
    const box = page.getByLabel(setting.label);
    // As it starts, then switched the other way, then back.
    for (const on of [setting.on, !setting.on, setting.on]) {
      if (on) await box.check();
      else await box.uncheck();
      await expect.poll(() => marked(page, setting.name), setting.label).toEqual(on ? setting.cells : []);
    }
  }
});

test("the question mark shows the keyboard shortcuts", async ({ page }) => {
  await openHydrated(page);
  await page.locator('[role="grid"]').focus();
  await page.keyboard.press("?");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();
  await expect(page.locator(".shortcuts dt")).toHaveCount(13);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toHaveCount(0);

  // Again (its code, a chunk of its own, is there now), and closed with its own button.
  await page.locator('[role="grid"]').focus();
  await page.keyboard.press("?");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.locator(".shortcuts").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toHaveCount(0);
});
