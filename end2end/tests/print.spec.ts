// Printing: a game prints as its grid alone, and the booklet page makes sheets of puzzles with
// the solutions on the last sheet.
import { test, expect } from "@playwright/test";
import { openHydrated, openLive } from "./support";

test("a printed game shows the grid large, without the controls", async ({ page }) => {
  await openHydrated(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".keypad")).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  const box = await page.locator('[role="grid"]').boundingBox();
  // 170 mm at 96 px per inch is about 642 px: a grid that fills an A4 or Letter page's width.
  expect(box!.width).toBeGreaterThan(600);
});

test("print a booklet of four puzzles per sheet with the solutions last", async ({ page }) => {
  await openLive(page, "/print?level=medium&per=4&sheets=2");
  await expect(page.getByRole("heading", { name: "Print a booklet" })).toBeVisible();
  const sheets = page.locator(".sheet");
  const count = await sheets.count();
  // Two sheets of puzzles unless the dailies started fewer than eight days ago.
  expect(count).toBeGreaterThanOrEqual(2);
  const puzzles = await page.locator(".sheet:not(.solutions) .print-grid").count();
  await expect(sheets.last()).toHaveClass(/solutions/);
  await expect(sheets.last().locator(".print-grid")).toHaveCount(puzzles);
  expect(puzzles).toBeGreaterThan(0);
  expect(puzzles).toBeLessThanOrEqual(8);
  for (let i = 0; i < count - 1; i++) {
    expect(await sheets.nth(i).locator(".print-grid").count()).toBeLessThanOrEqual(4);
  }
  // A solution has every cell filled.
  const cells = await sheets.last().locator(".print-grid").first().locator("td").allTextContents();
  expect(cells).toHaveLength(81);
  expect(cells.every((c) => /^[1-9]$/.test(c.trim()))).toBe(true);
  // The form asks for another booklet.
  await page.getByLabel("Puzzles per sheet").selectOption("1");
  await page.getByRole("button", { name: "Make the booklet" }).click();
  await expect(page).toHaveURL(/per=1/);
  await expect(page.locator(".sheet.per-1").first().locator(".print-grid")).toHaveCount(1);
});

test("a booklet of daily Killers prints their cages and totals, and a Killer game prints its cages", async ({ page }) => {
  await openLive(page, "/print");
  await page.getByLabel("Level").selectOption("killer");
  await page.getByLabel("Puzzles per sheet").selectOption("1");
  await page.getByLabel("Sheets").selectOption("1");
  await page.getByRole("button", { name: "Make the booklet" }).click();
  await expect(page).toHaveURL(/level=killer/);
  const grid = page.locator(".sheet.per-1 .print-grid").first();
  await expect(grid.locator("caption")).toHaveText(/^1\. Killer, \d{4}-\d\d-\d\d$/);
  expect(await grid.locator("td.cage").count()).toBeGreaterThan(60);
  expect(await grid.locator(".sum").count()).toBeGreaterThan(10);
  await page.emulateMedia({ media: "print" });
  // Printed, a cage's dashed line is drawn inside its cells (the variants' stylesheet is there).
  const style = () =>
    grid.locator("td.ct").first().evaluate((td) => {
      const before = getComputedStyle(td, "::before");
      return [before.borderTopStyle, before.borderTopWidth];
    });
  // Once the variants' stylesheet, which the page links as it renders, has come.
  await expect.poll(style).toEqual(["dashed", "1px"]);
  await page.locator(".sheet.per-1").first().screenshot({ path: test.info().outputPath("killer-booklet.png") });

  // A daily Killer's game prints with its cages over the grid.
  await openHydrated(page, "/daily/" + new Date().toISOString().slice(0, 10) + "/killer");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".keypad")).toBeHidden();
  await expect(page.locator(".rules-overlay .cages")).toBeVisible();
});
