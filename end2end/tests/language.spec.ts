import { test, expect, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { openHydrated } from "./support";

// The expected words come from the translation files themselves, so a translator's change
// does not break these tests; what they check is that the page speaks the right locale.
const LOCALES = join(__dirname, "..", "..", "crates", "i18n", "locales");

/** The one-line messages of `tag` (`id = text`), by id. */
function messages(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, tag))) {
    if (!file.endsWith(".ftl")) continue;
    for (const line of readFileSync(join(LOCALES, tag, file), "utf8").split("\n")) {
      const match = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
      if (match) found.set(match[1], match[2].trim());
    }
  }
  return found;
}

function message(tag: string, id: string): string {
  const text = messages(tag).get(id);
  if (text === undefined) throw new Error(`${tag} has no one-line message ${id}`);
  return text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function live(page: Page) {
  await expect(page.locator("main[data-hydrated=true]")).toBeVisible();
}

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("gets the German page from the server's first byte, and it stays German once live", async ({ page }) => {
    const today = message("de", "nav-today");
    expect(today).not.toEqual(message("en", "nav-today"));
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(`<a href="/">${today}<`);
    await live(page);
    await expect(page.locator(".site-header nav a").first()).toHaveText(today);
    await expect(page.getByRole("button", { name: message("de", "hint-hint") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test("choosing Japanese keeps it across pages and a reload", async ({ page }) => {
  await openHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("#language").selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await live(page);
  const learn = message("ja", "nav-learn");
  await expect(page.locator(".site-header nav")).toContainText(learn);
  await page.locator(".site-header nav a", { hasText: learn }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator("#language")).toHaveValue("ja");
  await expect(page.locator(".site-header nav a").first()).toHaveText(message("ja", "nav-today"));
});

test("Arabic is right to left with the grid unchanged, and axe finds nothing", async ({ page }) => {
  await openHydrated(page);
  await page.locator("#language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await live(page);
  await expect(page.locator(".site-header nav a").first()).toHaveText(message("ar", "nav-today"));
  // The page flips: the header's brand is at the right.
  const brand = await page.locator(".brand").boundingBox();
  const viewport = page.viewportSize();
  expect(brand!.x).toBeGreaterThan(viewport!.width / 2);
  // The grid does not: row 1, column 1 is still at the left of column 2, and the keypad's 1
  // before its 2.
  const cells = page.locator('[role="gridcell"]');
  const first = await cells.nth(0).boundingBox();
  const second = await cells.nth(1).boundingBox();
  expect(first!.x).toBeLessThan(second!.x);
  await expect(page.locator(".board")).toHaveCSS("direction", "ltr");
  const one = await page.locator('.key[data-digit="1"]').boundingBox();
  const two = await page.locator('.key[data-digit="2"]').boundingBox();
  expect(one!.x).toBeLessThan(two!.x);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test.describe("a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("a hint names the technique in French", async ({ page }) => {
    await openHydrated(page);
    const fr = messages("fr");
    const text = page.locator(".hint-text");
    await page.getByRole("button", { name: message("fr", "hint-hint") }).click();
    await expect(text).not.toBeEmpty();
    await page.getByRole("button", { name: message("fr", "hint-show-more") }).click();
    const names = [...fr].filter(([id]) => id.startsWith("technique-")).map(([, name]) => escape(name));
    const [before, after] = message("fr", "hint-technique").split("{ $technique }");
    await expect(text).toHaveText(new RegExp(`^${escape(before)}(${names.join("|")})${escape(after)}$`));
    // Not the English of the same stage.
    await expect(text).not.toContainText(message("en", "hint-technique").split("{")[0]);
  });
});

test("Arabic on a phone and a desktop: digits run 1 to 9 left to right, the share link starts with its slash, lists take the Arabic comma, and the year's calendar runs from the right", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "sudoku-locale", value: "ar", url: baseURL! }]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await openHydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const xs: number[] = [];
    for (let d = 1; d <= 9; d++) xs.push((await page.locator(`.key[data-digit="${d}"]`).boundingBox())!.x);
    // Row by row on a desktop (three to a row), all in one row on a phone: never right to left.
    for (let d = 1; d < 9; d++) {
      if (width === 360 || d % 3 !== 0) expect(xs[d], `${d + 1} after ${d} at ${width}`).toBeGreaterThan(xs[d - 1]);
    }
  }
  const link = page.locator(".share .share-link").first();
  await expect(link).toHaveValue(/^\/p\//);
  await expect(link).toHaveCSS("direction", "ltr");
  // A list of sizes: "4، 6، 9، 12، 16 أو 25".
  const reply = await page.request.get("/new?size=7&level=easy");
  expect(await reply.text()).toContain("4، 6، 9");
  await page.goto("/stats");
  const squares = page.locator(".heatmap rect");
  await expect(squares.first()).toBeAttached();
  const oldest = Number(await squares.first().getAttribute("x"));
  const newest = Number(await squares.last().getAttribute("x"));
  expect(newest).toBeLessThan(oldest);
});
