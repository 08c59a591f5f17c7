// Variant puzzles: a killer, a jigsaw and a diagonal, each opened from an f-puzzles link (the
// form f-puzzles and SudokuPad exchange) and played to the end by keyboard alone.
import { expect, test, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { keyFor, openHydrated, watchConsole } from "./support";

/** The f-puzzles link of the game on `page`, from its "Open in SudokuPad" link (the same
 * f-puzzles JSON, compressed the same way). */
async function fpuzzlesLinkOf(page: Page): Promise<string> {
  const href = await page.getByRole("link", { name: "Open in SudokuPad" }).getAttribute("href");
  expect(href).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles/);
  return "https://f-puzzles.com/?load=" + href!.slice("https://sudokupad.app/fpuzzles".length);
}

/** The digits on the page's grid, row by row (0 for an empty cell). */
async function digits(page: Page): Promise<number[]> {
  const values = await page.locator('[role="gridcell"] .value').allTextContents();
  return values.map((text) => (text.trim() === "" ? 0 : parseInt(text.trim(), 36)));
}

/** A new puzzle of `kind` made by the site, as an f-puzzles link, and its solution, which the
 * site's Solve shows (in a context of its own, so the player's game starts afresh). */
async function madePuzzle(browser: Browser, kind: string): Promise<{ link: string; solution: number[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openHydrated(page, `/new?kind=${kind}&level=easy`);
  await expect(page.locator(`.board[data-variant="${kind}"]`)).toBeVisible();
  const link = await fpuzzlesLinkOf(page);
  await page.getByRole("button", { name: "Solve" }).click();
  await page.getByRole("dialog", { name: "Show the solution?" }).getByRole("button", { name: "Show the solution" }).click();
  await expect(page.locator(".solved")).toContainText("Solution shown");
  const solution = await digits(page);
  expect(solution.filter((d) => d === 0)).toHaveLength(0);
  await context.close();
  return { link, solution };
}

/** Types `solution` into the empty cells by keyboard alone, from the first cell. */
async function typeByKeyboard(page: Page, solution: number[]) {
  const start = await digits(page);
  const n = Math.sqrt(start.length);
  await page.locator('[role="gridcell"]').first().click();
  await page.keyboard.press("z");
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (start[i] === 0) await page.keyboard.press(keyFor(solution[i]));
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("ArrowDown");
  }
}

for (const kind of ["killer", "jigsaw", "diagonal"]) {
  test(`a ${kind} opened from an f-puzzles link is played to the end by keyboard`, async ({ browser, page }) => {
    test.slow();
    const { link, solution } = await madePuzzle(browser, kind);
    const problems = watchConsole(page);
    // Pasted raw after /p/: the link's own `?load=…` is the request's query.
    const reply = await page.request.get(`/p/${link}`, { maxRedirects: 0 });
    expect(reply.status()).toBe(301);
    await openHydrated(page, `/p/${link}`);
    // The site's own link names the puzzle: the title comes along.
    await expect(page).toHaveURL(/\/p\/[^/?]+(\?title=[^/]*)?$/);
    await expect(page.locator("h1")).toContainText(`Shared ${kind} sudoku`);
    await expect(page.locator(`.board[data-variant="${kind}"]`)).toBeVisible();
    if (kind === "killer") {
      // Each cage is outlined with its total, and each cell's name says its cage.
      await expect(page.locator(".rules-overlay .cages")).toHaveCount(1);
      expect(await page.locator(".rules-overlay text").count()).toBeGreaterThan(10);
      await expect(page.locator('[role="gridcell"]').first()).toHaveAttribute("aria-label", /cage of \d+ cells?, sum \d+/);
    } else if (kind === "jigsaw") {
      await expect(page.locator('[role="gridcell"]').first()).toHaveAttribute("aria-label", /region 1/);
      expect(await page.locator(".cell.box-right").count()).toBeGreaterThan(8);
    } else {
      await expect(page.locator(".rules-overlay .diagonals")).toHaveCount(1);
      await expect(page.locator('[role="gridcell"]').first()).toHaveAttribute("aria-label", /on the main diagonal/);
    }
    await typeByKeyboard(page, solution);
    const done = page.locator(".solved");
    await expect(done).toContainText(/Solved in \d+:\d\d with no hints\./);
    // The review runs the ladder on the variant's rules: a step from every position.
    await page.getByRole("button", { name: "Review" }).click();
    await expect(page.locator(".review")).toContainText(/rating \d+/);
    await expect(page.locator(".review")).not.toContainText(/no single solution/i);
    expect(problems).toEqual([]);
  });
}

test("on a killer a wrong last digit is marked and not solved, and a hint teaches a step", async ({ browser, page }) => {
  test.slow();
  const { link, solution } = await madePuzzle(browser, "killer");
  await openHydrated(page, `/p/${link}`);
  const start = await digits(page);
  const last = start.lastIndexOf(0);
  // Every empty cell but the last from the solution, then a wrong digit in the last.
  for (let k = 0; k < start.length; k++) {
    if (start[k] !== 0 || k === last) continue;
    await page.locator('[role="gridcell"]').nth(k).click();
    await page.keyboard.press(keyFor(solution[k]));
  }
  const cell = page.locator('[role="gridcell"]').nth(last);
  await cell.click();
  await page.keyboard.press(String(solution[last] === 9 ? 1 : solution[last] + 1));
  await expect(cell).toHaveClass(/conflict/);
  await expect(cell).toHaveAttribute("aria-label", /cage of \d+ cells?, sum \d+, .*conflict/);
  await expect(page.locator(".solved")).toHaveCount(0);
  // The hint finds the mistake first.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).not.toBeEmpty();
});

test("a killer page is axe clean, and the variants are offered on /new", async ({ page }) => {
  await openHydrated(page, "/new?kind=killer&level=medium");
  await expect(page.locator("h1")).toContainText("New medium killer sudoku");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await page.goto("/new");
  for (const name of ["Killer", "Jigsaw", "Diagonal"]) {
    await expect(page.getByRole("list", { name: "Variants" })).toContainText(name);
  }
  await page.getByRole("list", { name: "Variants" }).getByRole("link", { name: "Hard" }).first().click();
  await expect(page.locator('.board[data-variant="killer"]')).toBeVisible();
});

test("today's daily Killer is played to the end, beside the three classic dailies", async ({ browser, page }) => {
  test.slow();
  // The solution, from Solve in a context of its own.
  const other = await browser.newContext();
  const peek = await other.newPage();
  await openHydrated(peek, "/");
  await peek.getByRole("navigation", { name: "Level" }).getByRole("link", { name: "Killer" }).click();
  await expect(peek.locator('.board[data-variant="killer"][data-hydrated="true"]')).toBeVisible();
  const address = new URL(peek.url()).pathname;
  expect(address).toMatch(/^\/daily\/\d{4}-\d\d-\d\d\/killer$/);
  await peek.getByRole("button", { name: "Solve" }).click();
  await peek.getByRole("dialog", { name: "Show the solution?" }).getByRole("button", { name: "Show the solution" }).click();
  await expect(peek.locator(".solved")).toContainText("Solution shown");
  const solution = await digits(peek);
  expect(solution.filter((d) => d === 0)).toHaveLength(0);
  await other.close();

  const problems = watchConsole(page);
  // A believable time (the page's clock is Playwright's), so the result counts.
  await page.clock.install();
  await openHydrated(page, address);
  await expect(page).toHaveTitle(/Daily Killer/);
  await expect(page.getByRole("navigation", { name: "Level" }).getByRole("link", { name: "Killer" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Players" })).toBeVisible();
  await page.clock.fastForward("00:40");
  await typeByKeyboard(page, solution);
  await expect(page.locator(".solved")).toContainText(/Solved in \d+:\d\d with no hints\./);
  // A daily like the others: the result is counted among the Killer's players.
  await expect(page.locator(".solved .standing")).toHaveText(/^You finished in \d+:\d\d, .* today/);
  await expect(page.locator(".players")).toContainText(/[\d,]+ players? solved it/);
  // A reload keeps the finished game.
  await page.reload();
  await expect(page.locator(".solved")).toContainText(/Solved in/);
  expect(problems).toEqual([]);
  // The archive links each day's Killer.
  await page.goto("/daily");
  await expect(page.locator(`.calendar a[href="${address}"]`)).toHaveText("K");
});

test("the cage-sum aid is off by default and, turned on, lists the sets of the selected cage", async ({ page }) => {
  await openHydrated(page, "/new?kind=killer&level=easy");
  await page.locator('[role="gridcell"]').first().click();
  await expect(page.locator(".cage-aid")).toHaveCount(0);
  await page.getByLabel("Cage-sum aid", { exact: false }).check();
  await page.locator('[role="gridcell"]').first().click();
  await expect(page.locator(".cage-aid")).toContainText(/^Cage of \d+ cells?, total \d+: /);
  // A jigsaw has no cages, and no such setting.
  await openHydrated(page, "/new?kind=jigsaw&level=easy");
  await expect(page.getByLabel("Cage-sum aid", { exact: false })).toHaveCount(0);
});

test("killer notes sit as SudokuPad's do: corner notes in the corners clear of the total, centre notes inside the cage line", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page, "/new?kind=killer&level=easy");
  // The first cell of a cage (it holds the total) that is empty.
  const cell = page.locator(".cell.has-sum:not(.given)").first();
  await cell.click();
  // Four corner notes and six centre notes in one cell.
  for (const d of ["1", "2", "3", "4"]) await page.keyboard.press(`Shift+${d}`);
  for (const d of ["1", "2", "3", "4", "5", "6"]) await page.keyboard.press(`Control+${d}`);
  const box = (await cell.boundingBox())!;
  const corners = cell.locator(".corner-notes > *");
  await expect(corners).toHaveCount(4);
  const spots = [];
  for (let i = 0; i < 4; i++) spots.push((await corners.nth(i).boundingBox())!);
  // None in the top-left quarter, where the total is; they spread over the cell, not one row.
  for (const s of spots) expect(s.x < box.x + box.width * 0.35 && s.y < box.y + box.height * 0.35).toBe(false);
  expect(new Set(spots.map((s) => Math.round(s.y))).size).toBeGreaterThan(1);
  const centre = (await cell.locator(".centre-notes").boundingBox())!;
  expect(centre.x).toBeGreaterThan(box.x + box.width * 0.1);
  expect(centre.x + centre.width).toBeLessThan(box.x + box.width * 0.9);
  // The two kinds of notes do not overprint each other.
  for (const s of spots) {
    const overlap = s.x < centre.x + centre.width && centre.x < s.x + s.width && s.y < centre.y + centre.height && centre.y < s.y + s.height;
    expect(overlap).toBe(false);
  }
  await page.screenshot({ path: "test-results/phone-killer-notes.png" });
});

test("a diagonal's lines pass under the digits: a given on a diagonal is what the eye and a tap find", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page, "/new?kind=diagonal&level=easy");
  const n = 9;
  let found = false;
  // The cells of both diagonals: an easy puzzle has a given on one of them.
  const diagonal = [...Array(n).keys()].flatMap((i) => [i * n + i, i * n + (n - 1 - i)]);
  for (const index of diagonal) {
    if (found) break;
    const cell = page.locator('[role="gridcell"]').nth(index);
    if (!(await cell.evaluate((c) => c.classList.contains("given")))) continue;
    const value = cell.locator(".value");
    const b = (await value.boundingBox())!;
    const top = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest(".value") !== null, [b.x + b.width / 2, b.y + b.height / 2]);
    expect(top, `the digit of cell ${index} is on top`).toBe(true);
    const z = await page.evaluate(() => {
      const value = document.querySelector(".cell.given .value")!;
      const overlay = document.querySelector(".rules-overlay")!;
      return [Number(getComputedStyle(value).zIndex), Number(getComputedStyle(overlay).zIndex)];
    });
    expect(z[0]).toBeGreaterThan(z[1]);
    found = true;
  }
  expect(found, "a given on a diagonal").toBe(true);
  await page.screenshot({ path: "test-results/phone-diagonal.png" });
});
