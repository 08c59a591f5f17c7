// How much a page moves while it loads (cumulative layout shift): a benchmark (run by
// scripts/layout-shift), not a test. Lighthouse reports the same measure once per run; a shift
// that only some loads show (the HTML parsed in two steps, say) needs many loads to be seen.
//
// For each address and run, a fresh browser context (empty cache) at a desktop's size
// (1350×940, Lighthouse's desktop) with the CPU slowed 4× by the DevTools protocol opens the
// page and waits until it has settled; the layout-shift entries without recent input are
// summed, as CLS counts them.
//
//   node bench/layout-shift.mjs URL …
//
// Prints one line per load (with the moved elements when a load shifted), then per address the
// median and largest CLS and how many loads shifted by more than 0.01.
import { chromium } from "@playwright/test";
import { chromiumOptions } from "../chromium.mjs";

const RUNS = Number(process.env.LAYOUT_SHIFT_RUNS ?? 20);
const CPU_SLOWDOWN = Number(process.env.LAYOUT_SHIFT_CPU ?? 4);
const SETTLE_MS = 2500;

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: node bench/layout-shift.mjs URL …");
  process.exit(2);
}

const browser = await chromium.launch(chromiumOptions);
const results = new Map(urls.map((url) => [url, []]));
// Runs alternate between the addresses, so a slower moment of the machine falls on each alike.
for (let run = 1; run <= RUNS; run++) {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const node = source.node;
            return node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${node.getAttribute("class") ?? ""}` : "?";
          });
          window.__shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => window.__shifts);
    await context.close();
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    results.get(url).push(cls);
    const moved = [...new Set(shifts.flatMap((shift) => shift.moved))].join(", ");
    console.log(`${url} run ${run}: CLS ${cls.toFixed(3)}${moved ? ` (moved: ${moved})` : ""}`);
  }
}
await browser.close();

console.log(`\n${RUNS} loads per address (desktop 1350×940, CPU ${CPU_SLOWDOWN}× slower)`);
for (const [url, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const over = values.filter((value) => value > 0.01).length;
  console.log(
    `${url}  median CLS ${median.toFixed(3)}  largest ${sorted[sorted.length - 1].toFixed(3)}  ` +
      `loads over 0.01: ${over}`,
  );
}
