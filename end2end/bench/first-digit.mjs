// The time a player on a phone waits for the first digit, and the bytes of the first load: a
// benchmark (run by scripts/first-digit), not a test.
//
// For each site and run, a fresh browser context (empty cache) with the DevTools protocol's
// slow-4G profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×
// opens the puzzle's address, clicks the first empty cell as soon as it is on screen, types a
// digit and waits until the digit shows. A click or key the page did not take (it was not
// ready) is repeated, as a player would. The time is from navigation start to the digit on
// screen; the bytes are every response's size on the wire once the page has settled. "Fully
// live" is when the whole page has hydrated (this site marks `main#content` with
// `data-hydrated`); Sudoku Exchange builds its page in the browser, so it is live when its first
// digit shows.
//
//   node bench/first-digit.mjs NAME=URL[,KIND] …
//
// KIND says how the site draws a typed digit: `ours` (this site's grid) or `se` (Sudoku
// Exchange's SVG grid). Prints one line per run, then the medians.
import { chromium } from "@playwright/test";
import { chromiumOptions } from "../chromium.mjs";
import { median } from "./median.mjs";

const RUNS = Number(process.env.FIRST_DIGIT_RUNS ?? 5);
const DIGIT = process.env.FIRST_DIGIT_KEY ?? "4";
const PROFILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: "cellular4g",
};
const CPU_SLOWDOWN = 4;
// The puzzle's first empty cell, in reading order (scripts/first-digit passes the puzzle).
const FIRST_EMPTY = Number(process.env.FIRST_DIGIT_CELL ?? 2);

// How each kind of page names its first empty cell, and whether a cell shows the digit.
const KINDS = {
  ours: {
    cell: (i) => `#cell-${i}`,
    live: "main#content[data-hydrated]",
    // The digit as the page shows it: the cell's text, or (before the WebAssembly has started)
    // what the page's start script drew for it.
    shows: (selector, digit) => {
      const cell = document.querySelector(selector);
      if (!cell) return false;
      const drawn = getComputedStyle(cell, "::after").content;
      return cell.innerText.includes(digit) || drawn === `"${digit}"`;
    },
  },
  se: {
    live: null,
    // The octagon over the cell's middle takes the clicks (the square under it is for drags).
    cell: (i) => `polygon.cell-drag-cover[data-cell-index="${i}"]`,
    shows: (_selector, digit) =>
      [...document.querySelectorAll("text.digit:not(.given)")].some((t) => t.textContent === digit),
  },
};


async function oneRun(browser, url, kind) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", PROFILE);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
    inFlight--;
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", () => {
    inFlight--;
    lastActivity = Date.now();
  });

  // The moment the page marks itself live, seen by an observer the page cannot delay.
  const live = KINDS[kind].live;
  if (live) {
    await page.addInitScript((selector) => {
      const look = () => {
        if (window.__liveAt === undefined && document.querySelector(selector)) window.__liveAt = performance.now();
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
    }, live);
  }
  await page.goto(url, { waitUntil: "commit" });
  const selector = KINDS[kind].cell(FIRST_EMPTY);
  await page.locator(selector).waitFor({ state: "visible", timeout: 60_000 });
  const visibleAt = await page.evaluate(() => performance.now());
  let attempts = 0;
  let shownAt = null;
  for (; shownAt === null && attempts < 200; attempts++) {
    await page.locator(selector).click({ timeout: 60_000 });
    await page.keyboard.press(DIGIT);
    shownAt = await page
      .waitForFunction(
        ([shows, selector, digit]) => (new Function(`return (${shows})`)()(selector, digit) ? performance.now() : false),
        [KINDS[kind].shows.toString(), selector, DIGIT],
        { timeout: 250, polling: 20 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
  }
  const liveAt = live
    ? await page
        .waitForFunction(() => window.__liveAt ?? false, null, { timeout: 60_000, polling: 50 })
        .then((handle) => handle.jsonValue())
        .catch(() => null)
    : shownAt;
  // Let the rest of the first load arrive (the page keeps loading after the first digit).
  const settleStart = Date.now();
  while (Date.now() - settleStart < 30_000 && (inFlight > 0 || Date.now() - lastActivity < 1500)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await context.close();
  return { ms: shownAt, liveAt, bytes, visibleAt, attempts };
}

async function main() {
  const sites = process.argv.slice(2).map((arg) => {
    const [name, rest] = arg.split(/=(.*)/s);
    const [url, kind = "ours"] = rest.split(",");
    if (!KINDS[kind]) throw new Error(`unknown kind ${kind} for ${name}`);
    return { name, url, kind, results: [] };
  });
  if (sites.length === 0) throw new Error("usage: first-digit.mjs NAME=URL[,KIND] …");
  const browser = await chromium.launch(chromiumOptions);
  // Runs alternate between the sites, so a busy moment of the machine affects both alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const site of sites) {
      const result = await oneRun(browser, site.url, site.kind);
      site.results.push(result);
      const ms = result.ms === null ? "never" : `${Math.round(result.ms)} ms`;
      const live = result.liveAt === null ? "never" : `${Math.round(result.liveAt)} ms`;
      console.log(
        `${site.name} run ${run}: first digit ${ms}, fully live ${live} (cell visible at ${Math.round(result.visibleAt)} ms, ` +
          `${result.attempts} tries), ${result.bytes} B on the wire`,
      );
    }
  }
  await browser.close();
  console.log(`\nMedians of ${RUNS} runs (slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU ${CPU_SLOWDOWN}× slower)`);
  for (const site of sites) {
    const times = site.results.map((r) => r.ms).filter((ms) => ms !== null);
    const missed = site.results.length - times.length;
    const time = times.length ? `${Math.round(median(times))} ms` : "never";
    const lives = site.results.map((r) => r.liveAt).filter((ms) => ms !== null);
    const live = lives.length ? `${Math.round(median(lives))} ms` : "never";
    console.log(
      `${site.name.padEnd(16)} first digit ${time.padStart(8)}   fully live ${live.padStart(8)}   first load ${String(median(site.results.map((r) => r.bytes))).padStart(7)} B` +
        (missed ? `   (${missed} runs never showed the digit)` : ""),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
