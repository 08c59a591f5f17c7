// The game on a 360×640 phone: everything needed to play is on one screen, without scrolling.
import { test, expect, type Page } from "@playwright/test";
import { openHydrated } from "./support";

test("at 360x640 the grid, digits 1-9, undo, erase and hint have bounding boxes inside the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await inScreen(page.locator('[role="grid"]'), "grid");
  for (let d = 1; d <= 9; d++) {
    await inScreen(page.getByRole("button", { name: new RegExp(`^Enter ${d},`) }), `digit ${d}`);
  }
  for (const mode of ["Digit", "Corner", "Centre"]) {
    await inScreen(page.getByRole("button", { name: mode, exact: true }), mode);
  }
  await inScreen(page.getByRole("button", { name: "Undo" }), "undo");
  await inScreen(page.getByRole("button", { name: "Erase" }), "erase");
  await inScreen(page.getByRole("button", { name: "Hint" }), "hint");
  // The tools are icons with names: each icon is drawn, and the name is what a reader hears.
  await expect(page.getByRole("button", { name: "Undo" }).locator("svg")).toBeVisible();
});

test("at 360x640 an open hint's Apply and Close fit beside the modes, their words whole", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page);
  await page.getByRole("button", { name: "Hint" }).click();
  // To the hint's last stage, where Apply and Close remain.
  const more = page.getByRole("button", { name: "Show more" });
  const apply = page.getByRole("button", { name: "Apply", exact: true });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(apply).toBeVisible({ timeout: 500 });
  }).toPass();
  const digitMode = (await page.getByRole("button", { name: "Digit", exact: true }).boundingBox())!;
  for (const name of ["Apply", "Close"]) {
    const button = page.getByRole("button", { name, exact: true });
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(360);
    // On the modes' row, and the word not squeezed against the button's edges.
    expect(Math.abs(box.y - digitMode.y), name).toBeLessThan(2);
    expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth), name).toBe(true);
    expect(await button.evaluate((b) => parseFloat(getComputedStyle(b).paddingLeft)), name).toBeGreaterThanOrEqual(6);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

/** Whether `locator`'s box is inside a 360×640 screen. */
async function inScreen(locator: ReturnType<Page["locator"]>, name: string) {
  const box = await locator.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.y, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
  expect(box!.y + box!.height, name).toBeLessThanOrEqual(640);
}

test("a killer on a 360x640 phone takes the screen's width, its rules behind a button before the grid, its keys in one row", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page, "/new?kind=killer&level=easy");
  const grid = (await page.locator('[role="grid"]').boundingBox())!;
  expect(grid.width).toBeGreaterThanOrEqual(340);
  const rules = page.locator(".variant-rules > summary");
  await expect(rules).toBeVisible();
  expect((await rules.boundingBox())!.y).toBeLessThan(grid.y);
  await rules.click();
  await expect(page.locator(".variant-rules")).toContainText("dashed cage");
  await rules.click();
  const ys = new Set<number>();
  for (let d = 1; d <= 9; d++) {
    const key = page.getByRole("button", { name: new RegExp(`^Enter ${d},`) });
    await inScreen(key, `digit ${d}`);
    ys.add(Math.round((await key.boundingBox())!.y));
  }
  expect(ys.size, "one row of digits").toBe(1);
  for (const name of ["Undo", "Erase", "Hint"]) await inScreen(page.getByRole("button", { name }), name);
  // Corner and Centre are told apart at a glance: each shows its word.
  for (const mode of ["Corner", "Centre"]) {
    await expect(page.getByRole("button", { name: mode, exact: true }).locator(".label")).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/phone-killer.png" });
});

test("a 12×12 on a 360x640 phone keeps its keys in two rows and its tools in view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page, "/new?size=12&level=easy");
  const ys = new Set<number>();
  for (const key of await page.locator(".keypad .key").all()) ys.add(Math.round((await key.boundingBox())!.y));
  expect(ys.size).toBeLessThanOrEqual(2);
  for (const name of ["Undo", "Erase", "Hint"]) await inScreen(page.getByRole("button", { name }), name);
  await page.screenshot({ path: "test-results/phone-twelve.png" });
});

test("a past daily on a 360x640 phone keeps its grid and every tool on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  await openHydrated(page, `/daily/${past}`);
  await inScreen(page.locator('[role="grid"]'), "grid");
  for (const name of ["Undo", "Erase", "Hint"]) await inScreen(page.getByRole("button", { name }), name);
  await page.screenshot({ path: "test-results/phone-past-daily.png" });
});
