import { test, expect, type Browser, type Page } from "@playwright/test";
import { openHydrated, openLive, typeSolution } from "./support";

// Sync without accounts: two browsers (two contexts, nothing shared) merge their games
// through the server's document, with the token in a link's fragment.

async function device(browser: Browser, baseURL: string | undefined, time: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(time) });
  return page;
}

async function solveDaily(page: Page, path: string) {
  await openHydrated(page, path);
  await page.clock.fastForward("02:30");
  await typeSolution(page);
  await expect(page.locator(".solved")).toContainText("Well done!");
}

async function playedGames(page: Page): Promise<string[]> {
  return page.locator(".stats-table tbody tr th").allInnerTexts();
}

test("sync between two browsers merges both ways, then forget and delete", async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const phone = await device(browser, baseURL, "2026-03-10T08:00:00+01:00");
  const laptop = await device(browser, baseURL, "2026-03-10T20:00:00+01:00");
  await solveDaily(phone, "/daily/2026-03-10/easy");
  await solveDaily(laptop, "/daily/2026-03-10/medium");

  // The phone makes the link.
  await openLive(phone, "/stats");
  await phone.getByRole("button", { name: "Use on another device" }).click();
  await expect(phone.locator(".sync [role=status]")).toHaveText("Synced: 0 new games from your other devices.");
  const link = await phone.locator("a.sync-link").innerText();
  expect(link).toMatch(/\/stats#sync=[0-9a-f]{32}$/);
  await expect(phone.locator(".qr svg")).toBeVisible();

  // The laptop opens it: it gets the phone's game, and the server gets the laptop's.
  await openLive(laptop, link);
  await expect(laptop.locator(".sync [role=status]")).toHaveText("Synced: 1 new game from your other devices.");
  await expect.poll(() => playedGames(laptop)).toEqual(["9×9 Easy", "9×9 Medium"]);
  // The token left the address bar.
  expect(laptop.url()).not.toContain("#sync");

  // The phone syncs when its page opens again: both ways merged.
  await openLive(phone, "/stats");
  await expect(phone.locator(".sync [role=status]")).toHaveText("Synced: 1 new game from your other devices.");
  await expect.poll(() => playedGames(phone)).toEqual(["9×9 Easy", "9×9 Medium"]);

  // The laptop forgets: its data stays, it syncs no more.
  await laptop.getByRole("button", { name: "Forget this device" }).click();
  await expect(laptop.locator(".sync [role=status]")).toHaveText("This device no longer syncs. Its data stays here.");
  await openLive(laptop, "/stats");
  await expect(laptop.getByRole("button", { name: "Use on another device" })).toBeVisible();
  expect(await playedGames(laptop)).toEqual(["9×9 Easy", "9×9 Medium"]);

  // The phone deletes the server's copy: the token no longer reads anything.
  const token = link.split("#sync=")[1];
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get("/api/sync", { headers: auth })).status()).toBe(200);
  await phone.getByRole("button", { name: "Delete my data on the server" }).click();
  await expect(phone.locator(".sync [role=status]")).toHaveText(
    "Your data was deleted from the server. This browser keeps its own copy.",
  );
  expect((await request.get("/api/sync", { headers: auth })).status()).toBe(204);
  expect(await playedGames(phone)).toEqual(["9×9 Easy", "9×9 Medium"]);
});

test("a damaged sync link is refused with a message and changes nothing", async ({ page }) => {
  await openLive(page, "/stats#sync=12345");
  await expect(page.locator(".sync [role=alert]")).toHaveText(
    "Nothing was synced: this sync link is damaged: its code is not 32 hexadecimal digits. Ask for a new link on your other device.",
  );
  await expect(page.getByRole("button", { name: "Use on another device" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sudoku:sync"))).toBeNull();
});
