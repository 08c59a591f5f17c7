import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openHydrated, openLive, typeSolution, watchConsole } from "./support";

// The player's statistics are kept in the browser (crates/app/src/player.rs); these specs play
// dailies on a controlled clock and read /stats.

// New York: a solve at 23:30 there is already the next day in UTC, so the streak must use the
// player's calendar to count it.
test.use({ timezoneId: "America/New_York" });

/** Plays the easy daily of `date` to the end. */
async function solveDaily(page: Page, date: string) {
  await openHydrated(page, `/daily/${date}/easy`);
  await page.clock.fastForward("03:00");
  await typeSolution(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
}

/** The statistics table as text, row by row. */
async function table(page: Page): Promise<string[]> {
  return page.locator(".stats-table tbody tr").allInnerTexts();
}

test("two dailies finished on consecutive days show a streak of 2 on /stats", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.clock.install({ time: new Date("2026-03-01T23:30:00-05:00") });
  await solveDaily(page, "2026-03-01");
  await expect(page.locator(".solved .history")).toContainText("Daily streak: 1 day.");

  await page.clock.setSystemTime(new Date("2026-03-02T19:00:00-05:00"));
  await solveDaily(page, "2026-03-02");
  // The completion panel compares the time with the first and counts the streak.
  const history = page.locator(".solved .history");
  await expect(history).toContainText("Daily streak: 2 days, your longest yet.");
  await expect(history).toContainText(
    /(New personal best: \d+:\d\d, your fastest of 2|Your 2nd fastest of 2|\d+:\d\d equals your best of 2) Easy puzzles\./,
  );

  await openLive(page, "/stats");
  await expect(page.locator('[data-streak="current"]')).toHaveText("2 days");
  await expect(page.locator('[data-streak="longest"]')).toHaveText("2 days");
  const rows = await table(page);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(/^9×9 Easy\s+2\s+2\s+100%/);
  await expect(page.locator("svg.heatmap")).toHaveAttribute("aria-label", "2 puzzles solved on 2 days in the last year");
  await expect(page.locator("svg.heatmap rect.shade1")).toHaveCount(2);

  // A day later with no daily played, the streak still stands; two days later it is over.
  await page.clock.setSystemTime(new Date("2026-03-03T12:00:00-05:00"));
  await openLive(page, "/stats");
  await expect(page.locator('[data-streak="current"]')).toHaveText("2 days");
  await page.clock.setSystemTime(new Date("2026-03-04T12:00:00-05:00"));
  await openLive(page, "/stats");
  await expect(page.locator('[data-streak="current"]')).toHaveText("0 days");
  await expect(page.locator('[data-streak="longest"]')).toHaveText("2 days");
  expect(problems).toEqual([]);
});

test("export, clear storage, import restores the statistics", async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: new Date("2026-03-05T09:00:00-05:00") });
  await solveDaily(page, "2026-03-05");
  await openLive(page, "/stats");
  await expect(page.locator('[data-streak="current"]')).toHaveText("1 day");
  const before = await table(page);
  expect(before).toHaveLength(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe("sudoku-data.json");

  await page.evaluate(() => localStorage.clear());
  await openLive(page, "/stats");
  await expect(page.locator(".stats-page")).toContainText("No games yet");
  await expect(page.locator('[data-streak="current"]')).toHaveText("0 days");

  await page.locator('.your-data input[type="file"]').setInputFiles(file);
  await expect(page.locator(".your-data [role=status]")).toHaveText("Imported: 1 new game, and the rest merged.");
  expect(await table(page)).toEqual(before);
  await expect(page.locator('[data-streak="current"]')).toHaveText("1 day");
  // The save came back too: the daily shows solved.
  await openHydrated(page, "/daily/2026-03-05/easy");
  await expect(page.locator(".solved")).toContainText("Well done!");
});

test("a damaged import file is refused with a message", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-03-06T09:00:00-05:00") });
  await solveDaily(page, "2026-03-06");
  await openLive(page, "/stats");
  const before = await table(page);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));

  const input = page.locator('.your-data input[type="file"]');
  const alert = page.locator(".your-data [role=alert]");
  const damaged = JSON.stringify({
    format: "sudoku-player-data",
    version: 1,
    games: [{ id: "daily/2026-02-30/easy", status: "solved", seconds: 5, hints: 0, finished: null, level: "easy" }],
  });
  await input.setInputFiles({ name: "damaged.json", mimeType: "application/json", buffer: Buffer.from(damaged) });
  await expect(alert).toHaveText(/^Nothing was imported\. Game 1 of the file is damaged: .*\.$/);

  await input.setInputFiles({ name: "photo.json", mimeType: "application/json", buffer: Buffer.from('{"kind":"photo"}') });
  await expect(alert).toHaveText("Nothing was imported. This file is not a Sudoku data file (its format is \"missing\").");

  await input.setInputFiles({ name: "cut.json", mimeType: "application/json", buffer: Buffer.from('{"format":"sudoku-player') });
  await expect(alert).toHaveText("Nothing was imported. This file is not a Sudoku data file, or it is damaged (it is not JSON).");

  // Nothing changed.
  expect(await table(page)).toEqual(before);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(storage);
});

test("/stats fills in its figures without moving the page on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openLive(page, "/stats");
  await expect(page.locator('[data-streak="current"]')).toHaveText("0 days");
  await expect(page.locator(".by-level")).toContainText("No games yet");
  // Lighthouse's "good" cumulative layout shift is under 0.1; the server's layout is the page's.
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});

test("on a phone the table shows every figure of a row, each under its name, without scrolling sideways", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date("2026-03-01T12:00:00-05:00") });
  await solveDaily(page, "2026-03-01");
  await page.setViewportSize({ width: 360, height: 640 });
  await openLive(page, "/stats");
  const row = page.locator(".stats-table tbody tr").first();
  await expect(row.locator("th")).toHaveText("9×9 Easy");
  const names = ["Played", "Solved", "Rate", "Best", "Median", "Mean", "Hints"];
  const cells = row.locator("td");
  await expect(cells).toHaveCount(names.length);
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const [i, name] of names.entries()) {
    const cell = cells.nth(i);
    // Each figure is on screen, with its column's name drawn above it.
    const box = (await cell.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(pageWidth);
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content), name).toContain(name);
  }
  await expect(cells.nth(2)).toHaveText("100%");
  // Nothing scrolls sideways: not the table's box, not the page.
  expect(await page.locator(".table-scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // Screen readers still meet a table with its column headers.
  await expect(page.getByRole("table", { name: "Games by size and level" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Median" })).toHaveCount(1);
  await expect(page.getByRole("cell", { name: "100%" })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
