import { chromium } from "playwright";
import { chromiumOptions } from "/work/main/end2end/chromium.mjs";
const url = process.argv[2];
const browser = await chromium.launch(chromiumOptions);
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const t0 = Date.now();
const log = [];
context.on("request", (r) => log.push([Date.now() - t0, "req", r.serviceWorker() ? "SW" : "page", r.url().split("/").pop().slice(0, 40)]));
context.on("requestfinished", (r) => log.push([Date.now() - t0, "done", r.serviceWorker() ? "SW" : "page", r.url().split("/").pop().slice(0, 40)]));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (process.env.THROTTLE) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
await page.goto(url);
await page.waitForSelector("main[data-hydrated]", { timeout: 60000 });
log.push([Date.now() - t0, "HYDRATED", "", ""]);
await page.waitForTimeout(3000);
for (const l of log) console.log(l.join(" "));
await browser.close();
