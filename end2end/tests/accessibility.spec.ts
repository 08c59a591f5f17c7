import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openHydrated } from "./support";

const SHARED = "/p/1gNDWW4ULJAMyzi5MQ4-SaTQ9jtAMBp3";

for (const path of ["/", SHARED, "/create", "/daily", "/new", "/solver"]) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    if (path === "/daily" || path === "/new" || path === "/solver") {
      await page.goto(path);
    } else {
      await openHydrated(page, path);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

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
