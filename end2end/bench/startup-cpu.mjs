// Start-up work of two builds of the page side by side: the main thread's CPU time (thread
// time, so other processes on the machine count less) in the tasks after the first paint,
// until the page is live, for each URL in turn, alternating, then the medians. Prints the
// longest task, the two longest together and all of them. A benchmark, not a test.
//
// Serve the two builds on two addresses (each server with its own site root and hash.txt),
// then:
//   node bench/startup-cpu.mjs http://127.0.0.1:3211/ http://127.0.0.1:3212/ [runs]
import { chromium } from "playwright";
import { chromiumOptions } from "../chromium.mjs";
import { pageTasks } from "./page-tasks.mjs";

const urls = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 6);
const browser = await chromium.launch(chromiumOptions);
const res = urls.map(() => ({ top: [], sum: [], hyd: [] }));
for (let run = 0; run < runs; run++) {
  for (const [i, url] of urls.entries()) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline"] });
    await page.goto(url);
    await page.waitForSelector("main[data-hydrated]", { timeout: 30000 });
    await page.waitForTimeout(500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await context.close();
    const tasks = pageTasks(events)
      .map((e) => (e.tdur ?? e.dur) / 1000).sort((a, b) => b - a);
    res[i].top.push(tasks[0]); res[i].sum.push(tasks[0] + tasks[1]); res[i].hyd.push(tasks.reduce((s, t) => s + t, 0));
  }
}
await browser.close();
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)].toFixed(1); };
for (const [i, url] of urls.entries()) console.log(`${url}: longest task ${med(res[i].top)} ms, two longest ${med(res[i].sum)} ms, all tasks after FCP ${med(res[i].hyd)} ms (thread time, medians of ${runs})`);
