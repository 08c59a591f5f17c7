// The long tasks of a page's start-up on a phone (CPU slowed 4x): a sampled CPU profile until
// the page is hydrated, cut into tasks at the idle samples, and for each task over 50 ms the
// app's functions on its stacks (inclusive time) and the time outside any script ("(program)":
// mostly compiling WebAssembly, style and layout). A diagnosis tool, not a test.
//
//   node bench/profile-tasks.mjs http://127.0.0.1:3000/ [runs]
import { chromium } from "playwright";
import { chromiumOptions } from "../chromium.mjs";

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const filter = process.env.FILTER ?? "app";
const browser = await chromium.launch(chromiumOptions);
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForSelector("main[data-hydrated]", { timeout: 30000 });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send("Profiler.stop");
  await context.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const short = (f) => f.functionName.replace(/17h[0-9a-f]{16}E$/, "").replace(/^_ZN/, "").slice(0, 90);
  let task = null;
  const tasks = [];
  // Milliseconds since the profile started (its times are in microseconds).
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i]);
    if (leaf.callFrame.functionName === "(idle)") { task = null; continue; }
    if (!task) { task = { start: t, ms: 0, program: 0, fns: new Map() }; tasks.push(task); }
    task.ms += dt;
    if (leaf.callFrame.functionName === "(program)") task.program += dt;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (!f.functionName.includes(filter)) continue;
      const k = short(f);
      if (seen.has(k)) continue;
      seen.add(k);
      task.fns.set(k, (task.fns.get(k) ?? 0) + dt);
    }
  }
  console.log(`run ${run + 1}`);
  for (const k of tasks.filter((k) => k.ms > 50)) {
    console.log(`  task at ${k.start.toFixed(0)} ms: ${k.ms.toFixed(0)} ms, (program) ${k.program.toFixed(0)} ms`);
    for (const [f, ms] of [...k.fns].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8)))
      console.log(`      ${ms.toFixed(0).padStart(4)} ms  ${f}`);
  }
}
await browser.close();
