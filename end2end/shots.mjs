// Screenshots at 360×640 for looking at a layout (not a test): BASE, OUT directory, then pages.
import { chromium } from "@playwright/test";
import { chromiumOptions } from "./chromium.mjs";

const base = process.env.BASE ?? "http://127.0.0.1:3000";
const out = process.env.OUT ?? "/tmp";
const pages = process.argv.slice(2);
const browser = await chromium.launch(chromiumOptions);
for (const spec of pages) {
  const [name, path, locale] = spec.split("=");
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  if (locale) await context.addCookies([{ name: "sudoku-locale", value: locale, url: base }]);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForSelector('[data-hydrated="true"]', { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(800);
  const box = async (sel) => page.locator(sel).first().boundingBox().catch(() => null);
  const grid = await box('[role="grid"]');
  const undo = await box('button:has-text("Undo"), button[title*="Undo"]');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, JSON.stringify({ grid, undoBottom: undo && undo.y + undo.height, scrollWidth: width }));
  await page.screenshot({ path: `${out}/${name}.png` });
  await context.close();
}
await browser.close();
