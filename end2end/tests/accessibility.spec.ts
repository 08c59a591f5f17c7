import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openHydrated, openLive, typeSolution } from "./support";

const SHARED = "/p/1gNDWW4ULJAMyzi5MQ4-SaTQ9jtAMBp3";

for (const path of ["/", SHARED, "/create", "/daily", "/new", "/solver", "/stats", "/learn", "/learn/x-wing", "/learn/innies"]) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    if (path === "/stats") {
      // The page is filled in from the browser once live.
      await openLive(page, path);
      await expect(page.locator(".stats-page .streak")).toBeVisible();
    } else if (path === "/learn") {
      await openLive(page, path);
    } else if (path === "/learn/x-wing" || path === "/learn/innies") {
      // With a practice position on the page, and a check's verdict.
      await openLive(page, path);
      await page.getByRole("button", { name: "New position" }).click();
      await page.locator(".practise-grid .pcell:has(.cand)").first().click();
      await page.locator(".cand-pad button:enabled").first().click();
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await expect(page.locator(".practise-verdict")).not.toHaveText("");
    } else if (path === "/daily" || path === "/new" || path === "/solver") {
      await page.goto(path);
    } else {
      await openHydrated(page, path);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test("axe finds no accessibility violations on a board with coloured candidates and their letters", async ({ page }) => {
  await openHydrated(page);
  const cell = page.locator('[role="gridcell"]:not(.given)').first();
  await cell.click();
  await page.getByRole("button", { name: "Centre", exact: true }).click();
  for (const key of ["1", "4", "7"]) await page.keyboard.press(key);
  await page.getByRole("button", { name: "Candidate colour" }).click();
  await page.getByRole("radio", { name: "violet" }).click();
  await page.getByRole("button", { name: "Colour candidate 4" }).click();
  await page.getByLabel("Show colours as letters too").check();
  await expect(cell.locator(".note-letter")).toHaveText("V");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("axe finds no accessibility violations on a broken plain puzzle link's page", async ({ page }) => {
  const response = await page.goto("/p/" + "530070000600195000098000060800060003400803001700020006060000280000419005000080079".slice(0, 80));
  expect(response?.status()).toBe(400);
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("axe finds no accessibility violations on the review of a finished game", async ({ page }) => {
  const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  const puzzle = [...solution].map((d, i) => (i % 7 === 3 ? "." : d)).join("");
  await openHydrated(page, `/p/${puzzle}`);
  await typeSolution(page);
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.locator("section.review .timeline li").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("the grid is one tab stop with labelled cells and visible focus", async ({ page }) => {
  await openHydrated(page);
  const grid = page.locator('[role="grid"]');
  await grid.focus();
  await page.keyboard.press("ArrowRight");
  const selected = page.locator('[role="gridcell"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAttribute("aria-label", /^row 1, column 1, /);
  await expect(grid).toHaveAttribute("aria-activedescendant", "cell-0");
});

// WCAG's enhanced target size is 44 px; 40 px keeps the rule robust to rounding and borders.
// The keypad's keys are as tall, and on a phone a 9×9's ten keys share one row, so they are at
// least 30 px wide (WCAG 2.5.8 asks 24; sudoku.com's and the NYT's digit rows are as narrow),
// which leaves the grid the screen's width.
for (const path of ["/", "/create"]) {
  test(`every button on ${path} is large enough to tap on a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openHydrated(page, path);
    const buttons = page.locator("main button:visible");
    const count = await buttons.count();
    expect(count).toBeGreaterThan(5);
    const small: string[] = [];
    for (let i = 0; i < count; i++) {
      const box = await buttons.nth(i).boundingBox();
      const key = await buttons.nth(i).evaluate((b) => b.classList.contains("key") && b.closest(".keypad") !== null);
      if (box && (box.height < 40 || box.width < (key ? 30 : 40))) {
        small.push(`${(await buttons.nth(i).textContent())?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    expect(small).toEqual([]);
  });
}
