// Puzzle links in every form the create page imports lead, by a permanent redirect, to the same
// canonical `/p/<code>`; a broken one keeps its 400 page with the importer's reason.
import { test, expect } from "@playwright/test";
import { openHydrated, readGrid } from "./support";

const CLASSIC = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

test("each link form redirects to the same canonical code", async ({ page, request }) => {
  const forms = [
    `/p/${CLASSIC}`,
    `/p/${CLASSIC.replaceAll("0", ".")}`,
    `/p/https://sudokuexchange.com/play/?s=${CLASSIC}`,
    `/p/https://www.sudokuwiki.org/sudoku.htm?bd=${CLASSIC}`,
  ];
  const locations = new Set<string>();
  for (const form of forms) {
    const response = await request.get(form, { maxRedirects: 0 });
    expect(response.status(), form).toBe(301);
    const location = response.headers()["location"];
    expect(location, form).toMatch(/^\/p\/[A-Za-z0-9_-]+$/);
    locations.add(location);
  }
  expect([...locations]).toHaveLength(1);
  const [canonical] = locations;
  // The canonical code is itself a link that plays, without a further redirect.
  const direct = await request.get(canonical, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);

  // A browser following the plain form lands on the canonical address with the puzzle.
  await openHydrated(page, forms[0]);
  expect(new URL(page.url()).pathname).toBe(canonical);
  const cells = (await readGrid(page)).cells;
  expect(cells.join("")).toBe(CLASSIC);
});

test("a plain puzzle link that is cut short keeps its 400 page with the reason", async ({ page }) => {
  const response = await page.goto(`/p/${CLASSIC.slice(0, 80)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This puzzle link is broken" })).toBeVisible();
  await expect(page.getByText("We could not read the puzzle in this link")).toBeVisible();
  // The reason is the importer's (the text is taken for a grid), not the share-code decoder's.
  const reason = page.locator(".message-page p").first();
  await expect(reason).toContainText("this looks like a puzzle grid, but 80 cells");
  await expect(reason).not.toContainText("unknown version");
});

test("a share link with a slash added on the way gets the broken-link page, not 'not found'", async ({ page }) => {
  const response = await page.goto("/p/1gNDWW4ULJAMyzi5MQ4-SaTQ9jtAMBp3/extra");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This puzzle link is broken" })).toBeVisible();
  await expect(page.locator(".message-page p").first()).not.toBeEmpty();
});
