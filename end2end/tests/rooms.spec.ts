// Play together: two browser contexts (two players) in one room, on the suite's server (SQLite)
// and on two instances of one PostgreSQL cluster that this spec starts itself, one player on
// each. A digit typed in one shows in the other, two notes in one cell both stay, a player's
// selection shows in the other's page in their colour, and a page whose instance stops plays on
// alone and meets the other's changes once the instance is back.
import { test, expect, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openHydrated, readGrid, solve, watchConsole } from "./support";

const ROOT = path.resolve(__dirname, "..", "..");

/** The ids of `count` cells without a given, in reading order. */
async function emptyCells(page: Page, count: number): Promise<string[]> {
  const ids = await page
    .locator('[role="gridcell"]')
    .evaluateAll((cells) => cells.filter((c) => !c.classList.contains("given")).map((c) => c.id));
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** Makes a room from the puzzle at `base` + `/` with the share box's button: the room's address. */
async function makeRoom(page: Page, base: string): Promise<string> {
  await openHydrated(page, `${base}/`);
  await page.getByRole("button", { name: "Play together" }).click();
  await page.waitForURL(/\/r\/[0-9a-f]{32}$/);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect(online(page)).toBeVisible();
  return page.url();
}

/** The status line once the page is in the room. */
function online(page: Page) {
  return page.getByRole("status").filter({ hasText: "Everyone's moves show here" });
}

/** Joins the room at `url` in a new context of `browser`, as `name`. */
async function join(browser: Browser, url: string, name?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openHydrated(page, url);
  await expect(online(page)).toBeVisible();
  if (name) {
    await page.getByLabel("Your name here").fill(name);
    await page.getByRole("button", { name: "Use this name" }).click();
    await expect(online(page)).toBeVisible();
  }
  return page;
}

/** Types `key` into cell `id` of `page` in input mode `mode`. */
async function typeInto(page: Page, id: string, key: string, mode = "Digit") {
  await page.getByRole("button", { name: mode, exact: true }).click();
  await page.locator(`#${id}`).click();
  await page.keyboard.press(key);
}

test("two players in one room on one instance see each other's moves", async ({ page, browser }) => {
  const problems = watchConsole(page);
  const url = await makeRoom(page, "");
  const other = await join(browser, url, "Bo");
  await expect(page.locator(".people")).toContainText("Bo");
  const [digitCell, noteCell, selected] = await emptyCells(page, 3);

  // A digit typed in one shows in the other.
  await typeInto(page, digitCell, "4");
  await expect(other.locator(`#${digitCell} .value`)).toHaveText("4");

  // Two different notes in one cell, one from each player: both stay, on both pages.
  await typeInto(page, noteCell, "2", "Corner");
  await typeInto(other, noteCell, "6", "Corner");
  for (const p of [page, other]) await expect(p.locator(`#${noteCell} .corner-notes`)).toHaveText("26");

  // Undo takes back the player's own note only.
  await page.getByRole("button", { name: "Undo" }).click();
  for (const p of [page, other]) await expect(p.locator(`#${noteCell} .corner-notes`)).toHaveText("6");

  // The other's selection shows on this page, outlined in their colour with their initial.
  await other.locator(`#${selected}`).click();
  const outlined = page.locator(`#${selected}`);
  await expect(outlined).toHaveAttribute("data-peer-name", "B");
  await expect(page.locator("[data-peer]")).toHaveCount(1);
  const colour = await outlined.evaluate((el) => getComputedStyle(el, "::before").borderTopColor);
  const swatch = await page
    .locator(".person", { hasText: "Bo" })
    .locator(".swatch")
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).toBe(swatch);

  // A page opened afresh shows the room's board in the server's HTML.
  const response = await page.request.get(url);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`id="${digitCell}"[^]*?>4<`));

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  expect(problems).toEqual([]);
  await other.context().close();
});

test("a room solved together shows everyone the finish, with who placed what", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const url = await makeRoom(page, "");
  const other = await join(browser, url, "Bo");
  const grid = await readGrid(page);
  const solution = solve(grid);
  expect(solution).not.toBeNull();
  const empty = grid.cells.flatMap((v, i) => (v === 0 ? [i] : []));
  // Each types half of the missing digits, by keyboard.
  for (const [n, index] of empty.entries()) {
    const who = n % 2 === 0 ? page : other;
    await who.locator(`#cell-${index}`).click();
    await who.keyboard.press(String(solution![index]));
  }
  const half = Math.ceil(empty.length / 2);
  // One finish, at the top of the finish panel, the same on both pages (the server's time of
  // the solving, not each page's clock), with who placed what.
  const finishes: string[] = [];
  for (const p of [page, other]) {
    const finish = p.locator(".solved .finish-time");
    await expect(finish).toContainText(/Solved together in \d+:\d\d!/);
    await expect(finish).toContainText(`Bo ${empty.length - half}`);
    await expect(finish).toContainText(`Fox ${half}`);
    await expect(p.locator(".solved")).not.toContainText("Solved in");
    finishes.push(((await finish.textContent()) ?? "").match(/in (\d+:\d\d)!/)![1]);
  }
  expect(finishes[1]).toBe(finishes[0]);
  // A reload shows the same time.
  await other.reload();
  const again = other.locator(".solved .finish-time");
  await expect(again).toContainText(`Solved together in ${finishes[0]}!`);
  await other.context().close();
});

test("Reset in a room takes back my own digits and notes, and the other player's stay", async ({ page, browser }) => {
  const url = await makeRoom(page, "");
  const other = await join(browser, url, "Bo");
  const [mine, theirs, note] = await emptyCells(page, 3);
  await typeInto(page, mine, "4");
  await typeInto(page, note, "2", "Corner");
  await typeInto(other, theirs, "7");
  for (const p of [page, other]) await expect(p.locator(`#${theirs} .value`)).toHaveText("7");
  await page.getByRole("button", { name: "Reset" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("what the others placed stays");
  await dialog.getByRole("button", { name: "Take back mine" }).click();
  for (const p of [page, other]) {
    await expect(p.locator(`#${mine} .value`)).toHaveText("");
    await expect(p.locator(`#${note} .corner-notes`)).toHaveText("");
    await expect(p.locator(`#${theirs} .value`)).toHaveText("7");
  }
  // The other player's Undo still has their digit to take back.
  await other.getByRole("button", { name: "Undo" }).click();
  for (const p of [page, other]) await expect(p.locator(`#${theirs} .value`)).toHaveText("");
  // And the presser's Undo brings theirs back.
  await page.getByRole("button", { name: "Undo" }).click();
  for (const p of [page, other]) await expect(p.locator(`#${mine} .value`)).toHaveText("4");
  await other.context().close();
});

test("a room on a 360x640 phone keeps the grid, keypad and tools in view, without sideways scrolling", async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const url = await makeRoom(page, "");
  const other = await join(browser, url);
  await expect(page.locator(".person")).toHaveCount(2);
  const inside = async (name: string, locator: ReturnType<typeof page.locator>) => {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(640);
  };
  await inside("grid", page.locator('[role="grid"]'));
  for (let d = 1; d <= 9; d++) {
    await inside(`digit ${d}`, page.getByRole("button", { name: new RegExp(`^Enter ${d},`) }));
  }
  for (const name of ["Undo", "Erase", "Hint"]) await inside(name, page.getByRole("button", { name }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/phone-room.png" });
  await other.context().close();
});

test("guests in a room have names of their own, and a player's own name stays when the socket comes back", async ({ page, browser }) => {
  const url = await makeRoom(page, "");
  const other = await join(browser, url);
  const names = page.locator(".person");
  await expect(names).toHaveCount(2);
  const texts = await names.allTextContents();
  // Two guests: two names, with two initials.
  const initials = new Set(texts.map((t) => t.trim()[0]));
  expect(initials.size, texts.join(" / ")).toBe(2);
  const you = other.locator(".person", { hasText: "(you)" });
  const colour = await you.getAttribute("class");
  // A new name opens the page's socket again: the player stays the same person (their colour,
  // so their selection's mark), and nobody else's name changes.
  await other.getByLabel("Your name here").fill("Bo");
  await other.getByRole("button", { name: "Use this name" }).click();
  await expect(online(other)).toBeVisible();
  await expect(you).toHaveText("Bo (you)");
  expect(await you.getAttribute("class")).toBe(colour);
  await expect(page.locator(".person", { hasText: "(you)" })).toHaveText(texts.find((t) => t.includes("(you)"))!.trim());
  await other.context().close();
});

test("a killer puzzle is played together with its cages", async ({ page, browser }) => {
  await openHydrated(page, "/new?kind=killer&level=easy");
  await page.getByRole("button", { name: "Play together" }).click();
  await page.waitForURL(/\/r\/[0-9a-f]{32}$/);
  await expect(online(page)).toBeVisible();
  const other = await join(browser, page.url());
  for (const p of [page, other]) {
    await expect(p.locator(".rules-overlay .cages")).toHaveCount(1);
    await expect(p.locator(".variant-rules")).toContainText("dashed cage");
  }
  const [cell] = await emptyCells(page, 1);
  await typeInto(page, cell, "5", "Centre");
  await expect(other.locator(`#${cell} .centre-notes`)).toHaveText("5");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await other.context().close();
});

/** A server instance of the release build on `port`, over the PostgreSQL at `database`. */
function startInstance(port: number, database: string): ChildProcess {
  return spawn(path.join(ROOT, "target/release/server"), [], {
    cwd: ROOT,
    env: {
      ...process.env,
      LEPTOS_SITE_ADDR: `127.0.0.1:${port}`,
      LEPTOS_SITE_ROOT: "target/site",
      LEPTOS_ENV: "PROD",
      RUST_LOG: "warn",
      SUDOKU_DATABASE_URL: database,
      SUDOKU_DATA_DIR: mkdtempSync(path.join(tmpdir(), "sudoku-room-")),
    },
    stdio: "ignore",
  });
}

/** Waits until the instance on `port` answers. */
async function ready(port: number) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the instance on ${port} did not start`);
}

/** Stops `instance` and waits for it to exit. */
async function stop(instance: ChildProcess) {
  const exited = new Promise((r) => instance.once("exit", r));
  instance.kill("SIGKILL");
  await exited;
}

test("two instances on one PostgreSQL share a room, and a stopped one catches up", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const cluster = mkdtempSync(path.join(tmpdir(), "sudoku-rooms-pg-"));
  const database = execFileSync(
    path.join(ROOT, "scripts/pg-cluster"),
    ["start", cluster, "--owner", String(process.pid), "--", "-c", "fsync=off"],
    { encoding: "utf8" },
  ).trim();
  const [portA, portB] = [3401, 3402];
  const a = startInstance(portA, database);
  let b = startInstance(portB, database);
  try {
    await Promise.all([ready(portA), ready(portB)]);
    const url = await makeRoom(page, `http://127.0.0.1:${portA}`);
    const other = await join(browser, url.replace(`:${portA}/`, `:${portB}/`));
    const [first, mine, theirs] = await emptyCells(page, 3);

    await typeInto(page, first, "4");
    await expect(other.locator(`#${first} .value`)).toHaveText("4");
    await typeInto(other, first, "Backspace");
    await expect(page.locator(`#${first} .value`)).toHaveText("");

    // The second instance stops: its page says so and plays on alone.
    await stop(b);
    await expect(other.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
    await typeInto(other, theirs, "7");
    await expect(other.locator(`#${theirs} .value`)).toHaveText("7");
    await typeInto(page, mine, "3");
    await expect(other.locator(`#${mine} .value`)).toHaveText("");

    // Back again: the changes made on both sides meet.
    b = startInstance(portB, database);
    await ready(portB);
    await expect(online(other)).toBeVisible({ timeout: 30_000 });
    await expect(other.locator(`#${mine} .value`)).toHaveText("3");
    await expect(page.locator(`#${theirs} .value`)).toHaveText("7");
    await other.context().close();
  } finally {
    a.kill("SIGKILL");
    b.kill("SIGKILL");
    execFileSync(path.join(ROOT, "scripts/pg-cluster"), ["stop", cluster]);
  }
});
