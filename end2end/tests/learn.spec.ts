// Learning a technique: the index lists the ladder, a technique's page explains it on a worked
// example, and practice makes a position whose answer the site checks.
import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openLive } from "./support";

test("the index lists every technique in order and leads to each page", async ({ page }) => {
  await openLive(page, "/learn");
  await expect(page.getByRole("heading", { name: "Learn the techniques" })).toBeVisible();
  const links = page.locator(".techniques:not(.variant-techniques) li a");
  const names = await links.allTextContents();
  expect(names[0]).toBe("Full House");
  expect(names.at(-1)).toBe("Forcing Chain");
  expect(names).toContain("Alternating Inference Chain");
  // Harder further down: the ratings of each level are shown beside the names.
  const levels = await page.locator(".techniques:not(.variant-techniques) .level").allTextContents();
  const order = ["Easy", "Medium", "Hard", "Expert", "Master"];
  const ranks = levels.map((l) => order.indexOf(l));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  await page.getByRole("link", { name: "X-Wing", exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/x-wing$/);
  await expect(page.getByRole("heading", { name: "X-Wing", level: 1 })).toBeVisible();
});

test("a technique page explains it on an example grid", async ({ page }) => {
  await openLive(page, "/learn/x-wing");
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  const grid = page.locator("svg.learn-grid");
  await expect(grid).toBeVisible();
  // The example's sentence names the technique and is also the grid's label.
  const caption = (await page.locator(".learn-example figcaption").textContent()) ?? "";
  expect(caption).toMatch(/^X-Wing: .* so remove /);
  await expect(grid).toHaveAttribute("aria-label", caption);
  expect(await grid.locator(".strike").count()).toBeGreaterThan(0);
  expect(await grid.locator(".sq.pattern-cell").count()).toBe(4);
});

test("the killer techniques: listed apart, explained on a killer grid, practised on cages", async ({ page }) => {
  await openLive(page, "/learn");
  const variants = page.locator(".variant-techniques li a");
  expect(await variants.allTextContents()).toEqual(
    expect.arrayContaining(["Cage Combinations", "Cage Overlap", "Innies", "Outies", "Locked Candidates"]),
  );
  // The classic list keeps to the classic techniques.
  expect(await page.locator(".techniques:not(.variant-techniques) li a").allTextContents()).not.toContain("Innies");
  await variants.getByText("Cage Combinations", { exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/cage-combinations$/);
  // The worked example is a killer grid: its cages and totals drawn, the sentence names a cage.
  const example = page.locator("svg.learn-grid");
  await expect(example.locator(".learn-overlay .cages")).toHaveCount(1);
  expect(await example.locator(".learn-overlay text").count()).toBeGreaterThan(10);
  await expect(page.locator(".learn-example figcaption")).toContainText("cage");
  // Its neighbours are the other variant techniques.
  await expect(page.getByRole("link", { name: /^Locked Candidates →$/ })).toBeVisible();
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);

  await openLive(page, "/learn/innies");
  await page.getByRole("button", { name: "New position" }).click();
  await expect(page.locator(".practise-grid")).toBeVisible();
  // The practice grid is a killer's: cages over it, each cell named with its cage.
  await expect(page.locator(".practise-frame .rules-overlay .cages")).toHaveCount(1);
  const first = page.locator(".practise-grid .pcell").first();
  await expect(first).toHaveAttribute("aria-label", /^r1c1, cage of \d cells?, sum \d+: /);
  expect(await page.locator(".practise-grid .pcell.has-sum").count()).toBeGreaterThan(10);
  // A total is not covered by the cell's candidates: the total's text ends above them.
  const sumCell = page.locator(".practise-grid .pcell.has-sum:has(.cand)").first();
  if ((await sumCell.count()) > 0) {
    const cellBox = (await sumCell.boundingBox())!;
    const firstCand = (await sumCell.locator(".cand, .slot").first().boundingBox())!;
    expect(firstCand.y - cellBox.y).toBeGreaterThan(cellBox.height * 0.18);
  }
  // The proof is the 45 rule on the cages inside a unit, and shows the answer.
  await page.getByRole("button", { name: "Show proof" }).click();
  await expect(page.locator(".practise .proof")).toContainText(/The cages wholly inside .* add up to \d+, and .* adds up to 45/);
  expect(await page.locator(".practise-grid .cand.missed").count()).toBeGreaterThan(0);
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: 0 of 1 right.");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("an unknown technique is the 404 page", async ({ page }) => {
  const response = await page.goto("/learn/x-ray");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

type Cand = { digit: number; row: number; col: number; label: string };

/** The position's candidates as the grid shows them, cell by cell in reading order, each with
 *  its "digit in rRcC" name (the name of its key on the pad). */
async function candidates(page: Page): Promise<Cand[]> {
  const cells = await page
    .locator(".practise-grid .pcell")
    .evaluateAll((cells) => cells.map((cell) => [...cell.querySelectorAll(".cand")].map((c) => c.textContent ?? "")));
  expect(cells).toHaveLength(81);
  return cells.flatMap((digits, i) =>
    digits.map((d) => {
      const [row, col] = [Math.floor(i / 9) + 1, (i % 9) + 1];
      return { digit: Number(d), row, col, label: `${d} in r${row}c${col}` };
    }),
  );
}

/** The grid's cell of a candidate. */
function cellOf(page: Page, c: { row: number; col: number }) {
  return page.locator(".practise-grid .pcell").nth((c.row - 1) * 9 + c.col - 1);
}

/** Every X-Wing of the position, each as the labels of the candidates it removes. */
function xWings(cands: Cand[]): string[][] {
  const found: string[][] = [];
  for (let d = 1; d <= 9; d++) {
    const of = cands.filter((c) => c.digit === d);
    for (const rows of [true, false]) {
      const line = (c: { row: number; col: number }) => (rows ? c.row : c.col);
      const place = (c: { row: number; col: number }) => (rows ? c.col : c.row);
      const places = new Map<number, number[]>();
      for (const c of of) places.set(line(c), [...(places.get(line(c)) ?? []), place(c)]);
      const bases = [...places.entries()].filter(([, p]) => p.length === 2);
      for (let i = 0; i < bases.length; i++) {
        for (let j = i + 1; j < bases.length; j++) {
          const [a, pa] = bases[i];
          const [b, pb] = bases[j];
          if (pa.join() !== pb.join()) continue;
          const removed = of
            .filter((c) => pa.includes(place(c)) && line(c) !== a && line(c) !== b)
            .map((c) => c.label);
          if (removed.length > 0) found.push(removed);
        }
      }
    }
  }
  return found;
}

/** Marks candidates as a player does: a tap on the cell, then on the candidate's key of the pad. */
async function mark(page: Page, labels: string[]) {
  for (const label of labels) {
    const [, row, col] = /^\d in r(\d)c(\d)$/.exec(label)!;
    await cellOf(page, { row: Number(row), col: Number(col) }).click();
    await page.locator(".cand-pad").getByRole("button", { name: label, exact: true }).click();
  }
}

test("practise an X-Wing: a wrong answer, then the right one", async ({ page }) => {
  await openLive(page, "/learn/x-wing");
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: Not practised yet.");
  await page.getByRole("button", { name: "New position" }).click();
  await expect(page.locator(".practise-grid")).toBeVisible();
  await expect(page.locator(".practise")).toContainText("strike that candidate out on the pad");
  const cands = await candidates(page);
  const answers = xWings(cands);
  expect(answers.length).toBeGreaterThan(0);
  const verdict = page.locator(".practise-verdict");

  // Wrong: a candidate no X-Wing removes.
  const stray = cands.find((c) => !answers.some((a) => a.includes(c.label)))!;
  await mark(page, [stray.label]);
  await expect(page.getByRole("button", { name: stray.label, exact: true })).toHaveAttribute("aria-pressed", "true");
  // The grid shows the mark too: struck out in its cell, and said in the cell's name.
  await expect(cellOf(page, stray).locator(".cand.struck")).toHaveText(String(stray.digit));
  await expect(cellOf(page, stray)).toHaveAttribute("aria-label", new RegExp(`, ${stray.digit} struck out$`));
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(verdict).toContainText(`${stray.label} is not removed by this X-Wing`);
  await expect(verdict).toContainText("still to find");
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: 0 of 1 right.");
  await mark(page, [stray.label]);

  // Right: any X-Wing of the position is (the ladder's or another).
  let right = false;
  for (const answer of answers) {
    await mark(page, answer);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(verdict).not.toHaveText("");
    if ((await verdict.textContent())?.startsWith("Right")) {
      right = true;
      break;
    }
    await mark(page, answer);
  }
  expect(right).toBe(true);
  await expect(verdict).toHaveText(/^Right: that is (the|another) X-Wing\./);
  // Only a first answer counts: right after wrong is no success.
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: 0 of 1 right.");

  // The proof: the sentence, and the pattern's four cells marked.
  await page.getByRole("button", { name: "Show proof" }).click();
  await expect(page.locator(".practise .proof")).toContainText(/X-Wing: in (row|column)/);
  await expect(page.locator(".practise-grid .pcell.pattern-cell")).toHaveCount(4);

  // A second position, answered right at once with its X-Wing that removes the most (the
  // ladder's, or another one: both are right).
  await expect(page.locator(".practise")).toHaveAttribute("data-made", "1");
  await page.getByRole("button", { name: "New position" }).click();
  await expect(page.locator(".practise")).toHaveAttribute("data-made", "2");
  await expect(page.locator(".practise .proof")).toHaveCount(0);
  const next = xWings(await candidates(page)).sort((a, b) => b.length - a.length)[0];
  await mark(page, next);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(verdict).toHaveText(/^Right: that is (the|another) X-Wing\./);
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: 1 of 2 right.");

  // The counts are kept in the browser: on the page again and on the index.
  await openLive(page, "/learn/x-wing");
  await expect(page.locator(".practise .tally")).toHaveText("Your practice: 1 of 2 right.");
  await openLive(page, "/learn");
  const row = page.locator(".techniques li", { has: page.getByRole("link", { name: "X-Wing", exact: true }) });
  await expect(row.locator(".tally")).toHaveText("1 of 2 right");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test("practise on a phone: a cell is tapped, its candidates are marked on large keys, and the keyboard works too", async ({ page }) => {
    await openLive(page, "/learn/x-wing");
    await page.getByRole("button", { name: "New position" }).click();
    await expect(page.locator(".practise-grid")).toBeVisible();
    const cands = await candidates(page);
    const pad = page.locator(".cand-pad");
    const keys = pad.getByRole("button");
    await expect(keys).toHaveCount(9);
    // Nothing selected yet: every key waits for a cell.
    for (let i = 0; i < 9; i++) await expect(keys.nth(i)).toBeDisabled();

    // A tap on an empty cell: its candidates' keys, and only those, come alive.
    const first = cands[0];
    await cellOf(page, first).tap();
    await expect(cellOf(page, first)).toHaveAttribute("aria-pressed", "true");
    const mine = cands.filter((c) => c.row === first.row && c.col === first.col).map((c) => c.digit);
    for (let d = 1; d <= 9; d++) {
      const key = keys.nth(d - 1);
      if (mine.includes(d)) {
        await expect(key).toBeEnabled();
        await expect(key).toHaveAccessibleName(`${d} in r${first.row}c${first.col}`);
      } else {
        await expect(key).toBeDisabled();
      }
    }
    // Targets a finger can hit (WCAG 2.2 target size: at least 24 by 24 CSS pixels): the keys
    // and the grid's cells, and the pad fits the screen.
    for (const target of [...(await keys.all()), cellOf(page, first)]) {
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    const key = pad.getByRole("button", { name: first.label, exact: true });
    await key.tap();
    await expect(key).toHaveAttribute("aria-pressed", "true");
    await expect(cellOf(page, first).locator(".cand.struck")).toHaveText(String(first.digit));
    await key.tap();
    await expect(key).toHaveAttribute("aria-pressed", "false");

    // The keyboard: the grid is one tab stop, arrows move the selection, a digit marks.
    await cellOf(page, first).focus();
    const index = (first.row - 1) * 9 + first.col - 1;
    await page.keyboard.press("ArrowRight");
    const right = index % 9 === 8 ? index - 8 : index + 1;
    await expect(page.locator(".practise-grid .pcell").nth(right)).toBeFocused();
    await expect(page.locator(".practise-grid .pcell").nth(right)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('.practise-grid .pcell[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("ArrowLeft");
    await expect(cellOf(page, first)).toBeFocused();
    await page.keyboard.press(String(first.digit));
    await expect(key).toHaveAttribute("aria-pressed", "true");
    await expect(cellOf(page, first)).toHaveAttribute("aria-label", new RegExp(`, ${first.digit} struck out$`));
  });
});
