// Installable and offline: the service worker installs and controls the page, the site plays
// with the network cut, `/new` still makes puzzles, and a new build offers to reload without
// losing the game in progress.
//
// These tests start servers of their own (the release binary over a copy of the built site,
// on OFFLINE_ADDR, by default the port after BASE_URL's), because cutting the network means
// stopping the server too (Playwright's offline switch does not reach service workers in every
// version), and a new build means restarting it under the same address.
import { test, expect, type BrowserContext, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { readGrid, solve } from "./support";

const ROOT = path.resolve(__dirname, "../..");
const BINARY = path.join(ROOT, "target/release/server");
const BUILT_SITE = path.join(ROOT, "target/site");
const BUILT_HASHES = path.join(ROOT, "target/release/hash.txt");

function offlineAddress(): string {
  if (process.env.OFFLINE_ADDR) return process.env.OFFLINE_ADDR;
  const base = new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000");
  return `${base.hostname}:${Number(base.port || 80) + 1}`;
}
const ADDR = offlineAddress();
const ORIGIN = `http://${ADDR}`;

test.use({ serviceWorkers: "allow", baseURL: ORIGIN });
// One server address for all: the tests run one after the other.
test.describe.configure({ mode: "serial" });

/** A copy of the built site (and its hash file) that a test may change into a "new build". */
class Site {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "sudoku-offline-"));
  readonly root = path.join(this.dir, "site");
  readonly hashes = path.join(this.dir, "hash.txt");

  constructor() {
    fs.cpSync(BUILT_SITE, this.root, { recursive: true });
    fs.copyFileSync(BUILT_HASHES, this.hashes);
  }

  /** Makes this a new build: a changed stylesheet under a new hashed name. */
  rebuild() {
    const text = fs.readFileSync(this.hashes, "utf8");
    const old = /^css: (\S+)$/m.exec(text)![1];
    const fresh = ("rebuilt" + Date.now().toString(36) + "A".repeat(22)).slice(0, 22);
    const pkg = path.join(this.root, "pkg");
    const css = fs.readFileSync(path.join(pkg, `sudoku.${old}.css`), "utf8");
    fs.writeFileSync(path.join(pkg, `sudoku.${fresh}.css`), `${css}\n/* rebuilt */\n`);
    fs.writeFileSync(this.hashes, text.replace(`css: ${old}`, `css: ${fresh}`));
    return `/pkg/sudoku.${fresh}.css`;
  }

  remove() {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The release server over `site`, with the paths of the requests it answered. */
class Server {
  private process: ChildProcess | null = null;
  readonly requests: string[] = [];
  private data = fs.mkdtempSync(path.join(os.tmpdir(), "sudoku-offline-data-"));

  constructor(private site: Site) {}

  async start() {
    const child = spawn(BINARY, [], {
      env: {
        ...process.env,
        LEPTOS_SITE_ADDR: ADDR,
        LEPTOS_SITE_ROOT: this.site.root,
        LEPTOS_HASH_FILE_NAME: this.site.hashes,
        LEPTOS_ENV: "PROD",
        SUDOKU_DATA_DIR: this.data,
        SUDOKU_RATE_LIMIT: "0",
        RUST_LOG: "info",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.process = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        const request = /path=(\S+?)[}\s].*finished processing/.exec(line);
        if (request) this.requests.push(request[1]);
      }
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 10_000,
      })
      .toBe(200);
  }

  async stop() {
    const child = this.process;
    if (!child) return;
    this.process = null;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  remove() {
    fs.rmSync(this.data, { recursive: true, force: true });
  }
}

let site: Site;
let server: Server;

test.beforeEach(async () => {
  site = new Site();
  server = new Server(site);
  await server.start();
});

test.afterEach(async () => {
  await server.stop();
  server.remove();
  site.remove();
});

/** Opens `path`, waits until the page is live and a service worker controls it. */
async function openInstalled(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

/** The network is gone: the browser is offline and the server stopped. */
async function cutTheNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await server.stop();
}

/** Types `digit` into the first empty cell and returns the cell's index. */
async function typeADigit(page: Page): Promise<number> {
  const grid = await readGrid(page);
  const i = grid.cells.indexOf(0);
  const digit = solve(grid)![i];
  const cell = page.locator('[role="gridcell"]').nth(i);
  await cell.click();
  await page.keyboard.press(String(digit));
  await expect(cell.locator(".value")).toHaveText(String(digit));
  return i;
}

test("install: the service worker activates, controls the page and keeps the whole build", async ({ page }) => {
  await openInstalled(page, "/");
  const worker = await (await fetch(`${ORIGIN}/sw.js`)).text();
  const listed = (name: string) => JSON.parse(new RegExp(`const ${name} = (.*);`).exec(worker)![1]) as string[];
  const files = [...listed("IMMUTABLE"), ...listed("REVALIDATED")];
  // Every chunk of the split build is there, not only the main module.
  expect(files.filter((url) => /\/pkg\/(split|chunk)_.*\.wasm$/.test(url)).length).toBeGreaterThan(1);
  const kept = await page.evaluate(async (urls) => {
    const names = await caches.keys();
    const build = names.find((name) => name.startsWith("build-"))!;
    const cache = await caches.open(build);
    const missing = [];
    for (const url of urls) if (!(await cache.match(url))) missing.push(url);
    return { names, missing };
  }, files);
  expect(kept.names.filter((name) => name.startsWith("build-"))).toHaveLength(1);
  expect(kept.missing).toEqual([]);

  // Installable: the manifest's icons are there, a maskable one among them.
  const manifest = await (await fetch(`${ORIGIN}/manifest.webmanifest`)).json();
  expect(manifest.display).toBe("standalone");
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const response = await fetch(`${ORIGIN}${icon.src}`);
    expect(response.status, icon.src).toBe(200);
  }
});

test("the service worker installs once the page is live, not while the page's bundle loads", async ({ page, context }) => {
  // When each request of the worker (its install downloads the whole build) started, and when
  // the page became live, on the same clock.
  const fromWorker: number[] = [];
  context.on("request", (request) => {
    if (request.serviceWorker()) fromWorker.push(Date.now());
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("main[data-hydrated]")) {
        (window as unknown as { liveAt: number }).liveAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributeFilter: ["data-hydrated"] });
  });
  await openInstalled(page, "/");
  const { liveAt, scriptAt } = await page.evaluate(() => {
    const script = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/pwa.js"));
    return {
      liveAt: (window as unknown as { liveAt?: number }).liveAt ?? null,
      scriptAt: script ? performance.timeOrigin + script.startTime : null,
    };
  });
  expect(liveAt).not.toBeNull();
  // The script that registers the worker is asked for after the page is live, and so is
  // everything the worker fetches.
  expect(scriptAt).toBeGreaterThanOrEqual(liveAt!);
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(Math.min(...fromWorker)).toBeGreaterThanOrEqual(liveAt!);
});

test("a repeat visit takes only the page from the network", async ({ page }) => {
  await openInstalled(page, "/");
  // The worker fetches the week's dailies once it is active; let it finish first.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("dailies")).keys()).length))
    .toBe(24);
  const before = server.requests.length;
  await page.reload();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const requests = server.requests.slice(before);
  console.log(`repeat visit of /: the server answered ${JSON.stringify(requests)}`);
  expect(requests).toContain("/");
  expect(requests.filter((url) => url.startsWith("/pkg/"))).toEqual([]);
});

test("the worker keeps the pages opened last, the oldest forgotten first", async ({ page, context }) => {
  const opened = ["/daily/2026-03-01/easy", "/daily/2026-03-02/easy", "/daily/2026-03-03/easy", "/stats"];
  for (const url of opened) await openInstalled(page, url);
  // Opened again, the first page counts as the newest.
  await openInstalled(page, opened[0]);
  const keptPages = () =>
    page.evaluate(async () =>
      (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname),
    );
  await expect.poll(keptPages).toEqual([...opened.slice(1), opened[0]]);
  // The worker's own trimming (run here with a smaller bound than the real one).
  const [worker] = context.serviceWorkers();
  await worker.evaluate(() => (self as unknown as { trimPages: (most: number) => Promise<void> }).trimPages(2));
  expect(await keptPages()).toEqual([opened[3], opened[0]]);
});

test("cut the network, reload /, type a digit", async ({ page, context }) => {
  await openInstalled(page, "/");
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("dailies")).keys()).length))
    .toBe(24);
  await cutTheNetwork(context);
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const i = await typeADigit(page);

  // Reloaded again offline, the move is kept.
  await page.reload();
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect.poll(async () => (await readGrid(page)).cells[i]).not.toBe(0);

  // A daily of last week the player never opened plays too.
  const weekAgo = new Date(Date.now() - 7 * 86400000).toISOString().slice(0, 10);
  await page.goto(`/daily/${weekAgo}/hard`);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await typeADigit(page);
});

test("offline on a new day, / shows today's daily rather than the kept copy of an earlier day", async ({ page, context }) => {
  await openInstalled(page, "/");
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("dailies")).keys()).length))
    .toBe(24);
  // The copies of / kept so far become yesterday's, as if the player had not been online today.
  await page.evaluate(async () => {
    const yesterday = new Date(Date.now() - 86400000).toUTCString();
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const kept = await cache.match("/");
      if (!kept) continue;
      const headers = new Headers(kept.headers);
      headers.set("date", yesterday);
      await cache.put("/", new Response(await kept.blob(), { status: kept.status, headers }));
    }
  });
  await cutTheNetwork(context);
  await page.reload();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page).toHaveURL(new RegExp(`/daily/${today}/easy$`));
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await typeADigit(page);
});

test("offline, /new gives a fresh puzzle that plays", async ({ page, context }) => {
  await openInstalled(page, "/new");
  await cutTheNetwork(context);
  const row = page.getByRole("list", { name: "Classic sudoku" }).locator("li", { hasText: "9×9" });
  await row.getByRole("link", { name: "Easy" }).click();
  await expect(page).toHaveURL(/\/p\/[A-Za-z0-9_-]+\?new=easy$/);
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  const grid = await readGrid(page);
  expect(grid.size).toBe(9);
  expect(solve(grid)).not.toBeNull();
  const i = await typeADigit(page);

  // Its address is its own link: a reload, still offline, finds the puzzle and the move.
  const address = page.url();
  await page.reload();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  expect(page.url()).toBe(address);
  await expect.poll(async () => (await readGrid(page)).cells[i]).not.toBe(0);
  const again = await readGrid(page);
  expect(again.cells.filter((d, k) => k !== i)).toEqual(grid.cells.filter((d, k) => k !== i));
});

test("a new build shows the update banner and keeps the game in progress", async ({ page }) => {
  await openInstalled(page, "/");
  const oldVersion = await page.evaluate(async () => (await caches.keys()).find((n) => n.startsWith("build-")));
  const i = await typeADigit(page);
  const digit = (await readGrid(page)).cells[i];

  await server.stop();
  const stylesheet = site.rebuild();
  await server.start();

  // The next visit finds the new worker, which installs and waits for the player.
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "A new version of the site is ready." });
  await expect(banner).toBeVisible();
  await expect.poll(async () => (await readGrid(page)).cells[i]).toBe(digit);

  await banner.getByRole("button", { name: "Reload" }).click();
  await expect(page.locator(`link[rel="stylesheet"][href="${stylesheet}"]`)).toHaveCount(1);
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  await expect.poll(async () => (await readGrid(page)).cells[i]).toBe(digit);
  await expect(banner).toHaveCount(0);
  // Only the new build's cache is left.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("build-"))))
    .toEqual([expect.not.stringMatching(oldVersion!)]);
});

test("offline, /new gives a fresh killer whose cages are drawn, and it plays", async ({ page, context }) => {
  await openInstalled(page, "/new");
  await cutTheNetwork(context);
  const row = page.getByRole("list", { name: "Variants" }).locator("li", { hasText: "Killer" });
  await row.getByRole("link", { name: "Easy" }).click();
  await expect(page).toHaveURL(/\/p\/[A-Za-z0-9_-]+\?new=easy$/);
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  // Built in the browser, the board draws its cages and totals as the server would.
  await expect(page.locator('.board[data-variant="killer"] .rules-overlay .cages')).toHaveCount(1);
  expect(await page.locator(".rules-overlay text").count()).toBeGreaterThan(10);
  await expect(page.locator('[role="gridcell"]').first()).toHaveAttribute("aria-label", /cage of \d+ cells?, sum \d+/);
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await page.keyboard.press("5");
  await expect(empty.locator(".value")).toHaveText("5");
});
