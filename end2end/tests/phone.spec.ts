// The game on a 360×640 phone: everything needed to play is on one screen, without scrolling.
import { test, expect } from "@playwright/test";
import { openHydrated } from "./support";

test("at 360x640 the grid, digits 1-9, undo, erase and hint have bounding boxes inside the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHydrated(page);
  const inside = async (name: string, locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.y, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(640);
  };
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await inside("grid", page.locator('[role="grid"]'));
  for (let d = 1; d <= 9; d++) {
    await inside(`digit ${d}`, page.getByRole("button", { name: new RegExp(`^Enter ${d},`) }));
  }
  for (const mode of ["Digit", "Corner", "Centre"]) {
    await inside(mode, page.getByRole("button", { name: mode, exact: true }));
  }
  await inside("undo", page.getByRole("button", { name: "Undo" }));
  await inside("erase", page.getByRole("button", { name: "Erase" }));
  await inside("hint", page.getByRole("button", { name: "Hint" }));
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
