// Total blocking time of a page's start-up as Lighthouse's mobile preset simulates it: the
// main thread's tasks after the first contentful paint, each task's CPU time (thread time, so a
// busy machine's other work does not count) multiplied by 4 (the phone's slower CPU), counting
// what each takes over 50 ms. Prints each run's long tasks and the median over the runs.
// A benchmark, not a test.
//
//   node bench/tbt-cpu.mjs http://127.0.0.1:3000/ [runs]
import { chromium } from "playwright";
import { chromiumOptions } from "../chromium.mjs";
import { pageTasks } from "./page-tasks.mjs";

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 7);
const slowdown = 4;
const browser = await chromium.launch(chromiumOptions);
const tbts = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "toplevel", "disabled-by-default-devtools.timeline"] });
  await page.goto(url);
  await page.waitForSelector("main[data-hydrated]", { timeout: 30000 });
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const tasks = pageTasks(events);
  const long = tasks
    .map((e) => Math.round(((e.tdur ?? e.dur) / 1000) * slowdown))
    .filter((ms) => ms > 50);
  const tbt = long.reduce((sum, ms) => sum + ms - 50, 0);
  tbts.push(tbt);
  console.log(`run ${run + 1}: TBT ${tbt} ms, long tasks (ms, x${slowdown}) ${JSON.stringify(long)}`);
}
await browser.close();
tbts.sort((a, b) => a - b);
console.log(`median TBT ${tbts[Math.floor(tbts.length / 2)]} ms over ${runs} runs`);
