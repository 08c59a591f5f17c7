// The time the browser takes to make a practice position: a benchmark (run by
// scripts/practise-bench), not a test.
//
// For each technique, its page is opened once it is live, and "New position" clicked RUNS
// times; after each click the page's own measure is read from the practice panel's
// data-made-ms: performance.now() around the lazy call that makes the position. The first
// click of each page also loads the practice chunk; it is printed apart and left out of the
// medians. Prints each technique's median, then the median of every later click.
//
//   node bench/practise.mjs BASE_URL SLUG …
import { chromium } from "@playwright/test";
import { chromiumOptions } from "../chromium.mjs";

const RUNS = Number(process.env.PRACTISE_BENCH_RUNS ?? 15);
const [base, ...slugs] = process.argv.slice(2);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

const browser = await chromium.launch(chromiumOptions);
const all = [];
for (const slug of slugs) {
  const page = await browser.newPage();
  await page.goto(`${base}/learn/${slug}`);
  await page.locator('main[data-hydrated="true"]').waitFor();
  const panel = page.locator(".practise");
  const button = page.getByRole("button", { name: "New position" });
  const times = [];
  for (let i = 0; i <= RUNS; i++) {
    const before = Number(await panel.getAttribute("data-made"));
    await button.click();
    // The page counts the positions it made: wait for this one.
    await page.waitForFunction(
      (previous) => Number(document.querySelector(".practise")?.getAttribute("data-made")) > previous,
      before,
    );
    times.push(Number(await panel.getAttribute("data-made-ms")));
  }
  const [first, ...rest] = times;
  all.push(...rest);
  console.log(
    `  ${slug.padEnd(28)} first (chunk load) ${first.toFixed(1).padStart(7)} ms, median of ${rest.length} ${median(rest).toFixed(2).padStart(7)} ms, max ${Math.max(...rest).toFixed(2)} ms`,
  );
  await page.close();
}
await browser.close();
console.log(`browser: median of ${all.length} positions ${median(all).toFixed(2)} ms (target <= 200 ms)`);
