// Each page's figures over its Lighthouse runs, for scripts/lighthouse: the median and lowest
// performance, and the median total blocking time. Reads the script's summary file, a line per
// run: page, mode, performance, TBT in ms (tab-separated).
//
//   node bench/lighthouse-summary.mjs SUMMARY_FILE
import { readFileSync } from "node:fs";
import { median } from "./median.mjs";

const rows = readFileSync(process.argv[2], "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => line.split("\t"));
const groups = new Map();
for (const [page, mode, perf, tbt] of rows) {
  const key = `${page} ${mode}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push([Number(perf), Number(tbt)]);
}
for (const [key, runs] of groups) {
  const perf = runs.map((r) => r[0]);
  console.log(
    `${key}: performance median ${median(perf)}, lowest ${Math.min(...perf)}; ` +
      `TBT median ${median(runs.map((r) => r[1]))} ms (${runs.length} runs)`,
  );
}
