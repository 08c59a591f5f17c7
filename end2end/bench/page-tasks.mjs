// The page's own tasks in a Chromium trace, for the start-up benchmarks.

/**
 * The tasks of the page's main thread (the one that painted it; the browser's own pages have
 * others) from the first contentful paint on. Playwright's own scripts, evaluated in the page
 * without a URL (about 10 ms each when it waits for a selector), are tasks of the harness, not
 * of the page: they are left out.
 */
export function pageTasks(events) {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const harnessAt = events
    .filter((e) => e.name === "EvaluateScript" && !e.args?.data?.url)
    .map((e) => e.ts);
  return events.filter(
    (e) =>
      e.name === "RunTask" && e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts &&
      !harnessAt.some((ts) => ts >= e.ts && ts <= e.ts + e.dur),
  );
}
