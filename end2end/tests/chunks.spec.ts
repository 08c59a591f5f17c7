// Code that arrives later (the split build's chunks) may not arrive: the connection drops, or
// the site was updated while the page stayed open and the old chunks are gone. The page says
// what is missing and everything already loaded keeps working; asking again retries.
import { test, expect, type Page } from "@playwright/test";
import { openHydrated, openLive, typeSolution, watchConsole } from "./support";

// The service worker keeps a copy of every chunk once installed, and a page's routes do not see
// its requests: these visits have none, as on a first visit before it installs.
test.use({ serviceWorkers: "block" });

/** Makes every request for a chunk fail, as a dropped connection would. */
async function blockChunks(page: Page) {
  await page.route(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/, (route) => route.abort("internetdisconnected"));
}

/**
 * A WebAssembly panic shows as an `unreachable` trap (the release build aborts on panic). The
 * chunk loader's own failed fetches are reported too, and are not crashes.
 */
function crashes(problems: string[]) {
  return problems.filter((p) => /panicked|unreachable/i.test(p));
}

test("a tool whose code cannot be loaded says so, and the game goes on", async ({ page }) => {
  const problems = watchConsole(page);
  await blockChunks(page);
  await openHydrated(page);

  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).toContainText("could not be loaded");

  // The game itself still answers.
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await page.keyboard.press("5");
  await expect(empty.locator(".value")).toHaveText("5");

  // Once the connection is back, the same button works.
  await page.unroute(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/);
  await page.keyboard.press("Backspace");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).not.toHaveText("");
  await expect(page.locator(".hint-text")).not.toContainText("could not be loaded");
  expect(crashes(problems)).toEqual([]);
});

test("the shortcuts list whose code cannot be loaded says so, then opens", async ({ page }) => {
  const problems = watchConsole(page);
  await blockChunks(page);
  await openHydrated(page);

  await page.locator('[role="grid"]').focus();
  await page.keyboard.press("?");
  await expect(page.getByRole("status").filter({ hasText: "could not be loaded" })).toBeVisible();

  // Once the connection is back, closing and opening it again shows the list.
  await page.unroute(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/);
  await page.keyboard.press("?");
  await expect(page.getByRole("status").filter({ hasText: "could not be loaded" })).toHaveCount(0);
  await page.keyboard.press("?");
  await expect(page.getByRole("heading", { name: "Keyboard shortcuts" })).toBeVisible();
  expect(crashes(problems)).toEqual([]);
});

test("a page whose code cannot be loaded keeps its content, says so and offers a reload", async ({ page }) => {
  const problems = watchConsole(page);
  await blockChunks(page);
  await page.goto("/stats");
  const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  await expect(alert).toBeVisible();
  // The server's page is still there to read, and the site's navigation works.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(crashes(problems)).toEqual([]);

  await page.unroute(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/);
  await alert.getByRole("link", { name: "reload the page" }).click();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/stats$/);
});

test("a solved game whose completion panel cannot be loaded still says it is solved", async ({ page }) => {
  const problems = watchConsole(page);
  await blockChunks(page);
  await openHydrated(page);
  await typeSolution(page);
  await expect(page.locator(".notice[role=status]")).toContainText("Solved!");
  await expect(page.locator(".notice[role=status]")).toContainText("could not be loaded");
  expect(crashes(problems)).toEqual([]);
});

test("a chunk gone after a deploy (404) is reported like a dropped connection", async ({ page }) => {
  const problems = watchConsole(page);
  await page.route(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
  );
  await openHydrated(page);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-text")).toContainText("could not be loaded");
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await page.keyboard.press("3");
  await expect(empty.locator(".value")).toHaveText("3");
  expect(crashes(problems)).toEqual([]);
});

test("data files whose code cannot be loaded are refused with a message, then work", async ({ page }) => {
  const problems = watchConsole(page);
  await openLive(page, "/stats");
  // The page's own code has loaded; the code for data files comes only when asked for.
  await blockChunks(page);
  await page.getByRole("button", { name: "Download my data" }).click();
  const status = page.locator(".your-data [role=alert]");
  await expect(status).toContainText("could not be loaded");

  await page.locator('.your-data input[type="file"]').setInputFiles({
    name: "sudoku-data.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"sudoku-player-data","version":1,"games":[]}'),
  });
  await expect(status).toHaveText(/^Nothing was imported\. .*could not be loaded/);
  expect(crashes(problems)).toEqual([]);

  await page.unroute(/\/pkg\/(split_|chunk_)[^/]*\.wasm$/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  expect((await download).suggestedFilename()).toBe("sudoku-data.json");
});
