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
