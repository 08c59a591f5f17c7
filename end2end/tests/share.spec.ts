import { test, expect } from "@playwright/test";
import { openHydrated, readGrid, watchConsole } from "./support";

test("a shared link with progress opens the same puzzle with the entries", async ({ page, browser }) => {
  await openHydrated(page);
  const empty = page.locator('[role="gridcell"]:not(.given)').nth(4);
  await empty.click();
  await page.keyboard.press("7");
  const givens = (await readGrid(page)).cells;
  await page.getByLabel("Include my progress").check();
  const link = await page.getByLabel("Link to this puzzle").inputValue();
  expect(link).toMatch(/^\/p\/[A-Za-z0-9_-]+$/);

  // A friend opens it in a browser of their own.
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await openHydrated(other, link);
  expect((await readGrid(other)).cells).toEqual(givens);
  const id = await empty.getAttribute("id");
  await expect(other.locator(`#${id}`)).toHaveClass(/entry/);
  await expect(other.locator(`#${id} .value`)).toHaveText("7");
  await friend.close();
});

test("a broken link explains itself with status 400", async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto("/p/1gNDWW4ULJAMyzi5MQ4-SaTQ9jtAMBpX");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This puzzle link is broken" })).toBeVisible();
  await expect(page.getByText(/check digits|cut short|not a/)).toBeVisible();
  // The page is made by the create page's chunk: it hydrates asynchronously once the chunk is
  // there, without a hydration warning (the browser's own note of the 400 aside).
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
});
