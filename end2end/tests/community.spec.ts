import { test, expect } from "@playwright/test";
import { openHydrated, typeSolution, watchConsole } from "./support";

// The server counts results and shows the figures (SQLite in a temporary directory, from
// scripts/test). Today's medium daily is solved only here, so its count is this spec's.

/** How many players the daily page says solved it (0 for "Nobody has solved it yet"). */
async function solversOnPage(page: import("@playwright/test").Page): Promise<number> {
  const text = (await page.locator(".players").textContent()) ?? "";
  const count = /([\d,]+) players? solved it/.exec(text);
  if (count) return Number(count[1].replace(/,/g, ""));
  expect(text).toContain("Nobody has solved it yet");
  return 0;
}

test("a player who solves today's daily sees how they compare with everyone", async ({ page }) => {
  const problems = watchConsole(page);
  // The page's clock is Playwright's, so the solve can take a believable time: within the
  // minute the server allows beyond what it has known of the game (its start token is asked
  // for when the page opens), so the time counts.
  await page.clock.install();
  await page.goto("/");
  const medium = await page.getByRole("link", { name: "Medium" }).getAttribute("href");
  await openHydrated(page, medium!);
  await expect(page.getByRole("heading", { name: "Players" })).toBeVisible();
  const before = await solversOnPage(page);

  await page.clock.fastForward("00:40");
  await typeSolution(page);
  const done = page.locator(".solved");
  await expect(done).toContainText("Well done!");
  await expect(done.locator(".standing")).toHaveText(
    /^You finished in \d+:\d\d, ((faster than \d+% of the [\d,]+ other players|(no )?faster than the other player) today; .* a hint|the first player to solve it today)\.$/,
  );

  // The "Players" section counts the player at once, without a reload.
  const counted = before + 1 === 1 ? "1 player solved it" : `${(before + 1).toLocaleString("en-US")} players solved it`;
  await expect(page.locator(".players")).toContainText(counted);
  await expect(page.locator(".players")).toContainText("the median time is");

  // The daily page counts the new player once the figures are read again (every few seconds),
  // and showing the solved puzzle again does not count them twice.
  await expect(async () => {
    await page.reload();
    await expect(page.locator(".players")).toContainText(
      before + 1 === 1 ? "1 player solved it" : `${(before + 1).toLocaleString("en-US")} players solved it`,
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.locator(".players")).toContainText("the median time is");
  await expect(page.locator(".players svg.histogram")).toBeVisible();
  await expect(page.locator(".solved .standing")).toContainText("You finished in");
  await page.waitForTimeout(6_000);
  await page.reload();
  expect(await solversOnPage(page)).toBe(before + 1);

  // The archive shows today's solvers.
  await page.goto("/daily");
  await expect(page.locator(".day.today .solvers")).toContainText(/\d/);
  expect(problems).toEqual([]);
});

test("the daily page says so when the figures cannot be had, and the game plays", async ({ page }) => {
  // The server answers results with 503 when its database is down; the page keeps playing.
  await page.route("**/api/daily/results", (route) =>
    route.fulfill({ status: 503, body: "Statistics unavailable; please try again later." }),
  );
  await page.clock.install();
  await page.goto("/");
  const hard = await page.getByRole("link", { name: "Hard" }).getAttribute("href");
  await openHydrated(page, hard!);
  await page.clock.fastForward("09:00");
  await typeSolution(page);
  await expect(page.locator(".solved .standing")).toContainText(
    "Statistics are unavailable right now; your time will be counted when you come back to this puzzle.",
  );
});
