// Every size /new makes, played as a player would: a 12×12 and a 25×25 with boxes, and a 5×5
// Latin square (rows and columns only), each to the end by keyboard, letters for 10 and up.
import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readGrid, typeSolutionByKeyboard } from "./support";

/** Asks /new for a puzzle from the chooser: the row `size` of the group `group`, then `level`. */
async function choose(page: Page, group: "classic" | "latin", size: string, level: string) {
  await page.goto("/new");
  const list = group === "latin" ? page.getByRole("list", { name: "Latin squares" }) : page.getByRole("list", { name: "Classic sudoku" });
  await list.locator("li", { hasText: size }).getByRole("link", { name: level }).click();
  await expect(page).toHaveURL(/\/p\/[A-Za-z0-9_-]+\?new=/);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
}

/** No violations axe can find on the page as it is. */
async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test("a 12×12 puzzle from /new is played to the end by keyboard", async ({ page }) => {
  await choose(page, "classic", "12×12", "Easy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New easy 12×12 puzzle");
  const grid = await readGrid(page);
  expect([grid.size, grid.boxRows, grid.boxCols]).toEqual([12, 3, 4]);
  await axeClean(page);
  await typeSolutionByKeyboard(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
  await axeClean(page);
});

test("a 25×25 puzzle from /new is played to the end by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await choose(page, "classic", "25×25", "Easy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New easy 25×25 puzzle");
  const grid = await readGrid(page);
  expect([grid.size, grid.boxRows, grid.boxCols]).toEqual([25, 5, 5]);
  // The keypad has every digit, P last.
  await expect(page.locator(".keypad .key[data-digit]")).toHaveCount(25);
  await expect(page.locator(".keypad .key[data-digit]").last()).toContainText("P");
  await axeClean(page);
  await typeSolutionByKeyboard(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
});

test("a 5×5 Latin square from /new is played to the end by keyboard, with no box anywhere", async ({ page }) => {
  await choose(page, "latin", "5×5", "Easy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New easy 5×5 Latin square");
  const grid = await readGrid(page);
  // One box row, as wide as the grid: no box lines are drawn.
  expect([grid.size, grid.boxRows, grid.boxCols]).toEqual([5, 1, 5]);
  await expect(page.locator(".cell.box-right, .cell.box-bottom")).toHaveCount(0);
  // A hint names rows and columns only.
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(page.locator(".hint-text")).not.toBeEmpty();
  await expect(page.locator(".hint-text")).not.toContainText(/box/i);
  await page.getByRole("button", { name: "Close" }).click();
  await axeClean(page);
  await typeSolutionByKeyboard(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
  await axeClean(page);
});

test("a 25×25 grid fits a 1280×800 desktop and pans on a 360×640 phone, keeping the selection", async ({ browser, baseURL }) => {
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await desktop.newPage();
  await page.goto("/new?size=25&level=easy");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const box = (await page.locator('[role="grid"]').boundingBox())!;
  // The whole grid in the window, no page scrolling for it, and cells a mouse can hit.
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(box.width / 25).toBeGreaterThanOrEqual(20);
  const keypad = (await page.locator(".keypad").boundingBox())!;
  expect(keypad.x).toBeGreaterThan(box.x + box.width);
  await page.screenshot({ path: test.info().outputPath("25x25-desktop-1280x800.png") });
  // Printed, it is the 170 mm grid every size prints as (A4 or Letter), nothing cut off.
  await page.emulateMedia({ media: "print" });
  const printed = (await page.locator('[role="grid"]').boundingBox())!;
  expect(printed.width).toBeGreaterThan(600);
  expect(printed.width).toBeLessThanOrEqual(650);
  const corner = (await page.locator('[role="gridcell"]').last().boundingBox())!;
  expect(corner.x + corner.width).toBeLessThanOrEqual(printed.x + printed.width);
  await desktop.close();

  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, baseURL, hasTouch: true, isMobile: true });
  const small = await phone.newPage();
  await small.goto("/new?size=25&level=easy");
  await expect(small.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const area = small.locator(".board-frame");
  const cells = small.locator('[role="gridcell"]');
  // Cells stay large enough to tap; the area pans to reach the far corner.
  const first = (await cells.first().boundingBox())!;
  expect(first.width).toBeGreaterThanOrEqual(24);
  const empty = small.locator('[role="gridcell"]:not(.given)').first();
  await empty.tap();
  await expect(empty).toHaveAttribute("aria-selected", "true");
  await area.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
  const last = (await cells.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(360);
  expect(last.y + last.height).toBeLessThanOrEqual(640);
  await expect(empty).toHaveAttribute("aria-selected", "true");
  // The keypad and the tools are in view below the grid's frame.
  const lastKey = (await small.locator(".keypad .key[data-digit]").last().boundingBox())!;
  expect(lastKey.y + lastKey.height).toBeLessThanOrEqual(640);
  for (const name of ["Erase", "Undo", "Redo", "Reset", "Fill notes", "First mistake", "Solve", "Checkpoint"]) {
    const tool = (await small.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(tool.y + tool.height, name).toBeLessThanOrEqual(640);
    expect(tool.x + tool.width, name).toBeLessThanOrEqual(360);
  }
  await small.screenshot({ path: test.info().outputPath("25x25-phone-360x640.png") });
  await phone.close();
});

test("a Latin square is typed and locked on /create, and plays from its link", async ({ page }) => {
  await page.goto("/create");
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await page.getByRole("button", { name: "4×4" }).click();
  await page.getByLabel("Latin square: rows and columns only, no boxes").check();
  await expect(page.locator(".cell.box-right, .cell.box-bottom")).toHaveCount(0);
  // 5×5 has no boxes: the switch is on and cannot be turned off.
  await page.getByRole("button", { name: "5×5" }).click();
  const latin = page.getByLabel("Latin square: rows and columns only, no boxes");
  await expect(latin).toBeChecked();
  await expect(latin).toBeDisabled();
  // Twenty-five pasted digits are a 5×5 Latin square.
  const square = "12345" + "23451" + "34512" + "45123" + "51234";
  const puzzle = [...square].map((d, i) => (i % 3 === 0 ? "." : d)).join("");
  await page.getByLabel("Paste a puzzle or a link").fill(puzzle);
  await page.getByRole("button", { name: "Load" }).click();
  await expect(page.locator('[role="gridcell"]')).toHaveCount(25);
  await page.getByRole("button", { name: "Lock" }).click();
  await expect(page.locator(".verdict")).toHaveClass(/good/);
  await page.getByRole("link", { name: "Play" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shared 5×5 Latin square");
  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-size", "5");
});

test("on a phone, /create's size buttons all fit the screen's width, and a 25×25 grid pans", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, baseURL, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto("/create");
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  const sizes = page.getByRole("group", { name: "Grid size" }).getByRole("button");
  await expect(sizes).toHaveCount(10);
  for (const name of ["3×3", "9×9", "12×12", "16×16", "25×25"]) {
    const box = (await sizes.filter({ hasText: name }).first().boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // A 25×25 grid being typed pans in its frame, as a game's does: the page stays as wide as the screen.
  await sizes.filter({ hasText: "25×25" }).click();
  await expect(page.locator('[role="gridcell"]')).toHaveCount(625);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const frame = (await page.locator(".board-frame").boundingBox())!;
  expect(frame.x + frame.width).toBeLessThanOrEqual(360);
  await phone.close();
});
