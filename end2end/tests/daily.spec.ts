import { test, expect } from "@playwright/test";
import { openHydrated, typeSolution } from "./support";

test("a player solves today's daily puzzle by typing its solution", async ({ page }) => {
  await openHydrated(page);
  await expect(page.getByRole("heading", { name: "Today's puzzle" })).toBeVisible();
  await typeSolution(page);
  const done = page.locator(".solved");
  await expect(done).toContainText("Well done!");
  await expect(done).toContainText(/Solved in \d+:\d\d with no hints\./);
  // The summary names what the puzzle took, and an easy daily takes singles only.
  await expect(done.locator(".needed")).toContainText("It was an easy puzzle");
  await expect(done.locator(".needed")).toContainText(/Single/);
  // The archive marks today's easy puzzle as solved.
  await page.goto("/daily");
  await expect(page.locator(".day.today .level.solved")).toHaveCount(1);
});

test("a player switches to today's hard puzzle and back", async ({ page }) => {
  await openHydrated(page);
  const firstEasy = await page.locator('[role="gridcell"] .value').allTextContents();
  await page.getByRole("link", { name: "Hard" }).click();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("link", { name: "Hard" })).toHaveAttribute("aria-current", "page");
  const hard = await page.locator('[role="gridcell"] .value').allTextContents();
  expect(hard).not.toEqual(firstEasy);
  await page.getByRole("link", { name: "Easy" }).click();
  await expect(page.getByRole("link", { name: "Easy" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  expect(await page.locator('[role="gridcell"] .value').allTextContents()).toEqual(firstEasy);
});

test("a past daily is played from the archive", async ({ page }) => {
  await page.goto("/daily?month=2026-03");
  await expect(page.getByRole("heading", { name: "March 2026" })).toBeVisible();
  await page.getByRole("link", { name: "Medium" }).first().click();
  await expect(page).toHaveURL(/\/daily\/2026-03-01\/medium$/);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sunday 1 March 2026" })).toBeVisible();
});

test("a future daily is a friendly 404", async ({ page }) => {
  const response = await page.goto("/daily/2999-01-01");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not out yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Play today's puzzle" })).toBeVisible();
});

test("on a desktop each day of the archive shows its three levels and its Killer on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/daily");
  const days = page.locator(".calendar .day:not(.off)");
  expect(await days.count()).toBeGreaterThan(0);
  for (const day of await days.all()) {
    const tops = await day.locator(".level").evaluateAll((badges) => badges.map((b) => b.getBoundingClientRect().top));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  }
});
