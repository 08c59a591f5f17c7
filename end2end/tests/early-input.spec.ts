// Input while the page loads: a player who taps a cell and types as soon as the grid is on
// screen sees the digit at once, and the game keeps it once the WebAssembly is live.
import { test, expect, type Page } from "@playwright/test";
import { watchConsole } from "./support";

/** Holds every WebAssembly request until `release` is called, so the test acts before the game is live. */
async function holdWebAssembly(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the cell shows: its digit, or the digit the start script drew while the page loads. */
async function shown(page: Page, cellId: string): Promise<string> {
  return page.locator(`#${cellId}`).evaluate((cell) => {
    const drawn = getComputedStyle(cell, "::after").content;
    const early = drawn && drawn !== "none" ? drawn.replace(/"/g, "") : "";
    return early || (cell.querySelector(".value")?.textContent ?? "");
  });
}

test("a digit typed as soon as the grid shows lands, and stays once the game is live", async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdWebAssembly(page);
  await page.goto("/", { waitUntil: "commit" });
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.waitFor({ state: "visible" });
  const id = (await empty.getAttribute("id"))!;
  await expect(page.locator("main[data-hydrated]")).toHaveCount(0);

  await empty.click();
  await page.keyboard.press("4");
  // Shown at once, before any WebAssembly has arrived.
  await expect.poll(() => shown(page, id)).toBe("4");
  await expect(empty).toHaveAttribute("data-pre-selected", "");

  release();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  // Now the game's own entry: the script's marks are gone and the model holds the digit.
  await expect(empty.locator(".value")).toHaveText("4");
  await expect(empty).toHaveClass(/entry/);
  await expect(empty).toHaveAttribute("aria-selected", "true");
  await expect(empty).not.toHaveAttribute("data-pre-digit", /.*/);
  // It is an ordinary move: Undo takes it back.
  await page.keyboard.press("Control+z");
  await expect(empty.locator(".value")).toHaveText("");
  expect(problems).toEqual([]);
});

test("taps on the keypad and erase before the game is live are kept in order", async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdWebAssembly(page);
  await page.goto("/", { waitUntil: "commit" });
  const empties = page.locator('[role="gridcell"]:not(.given)');
  await empties.nth(1).waitFor({ state: "visible" });
  const first = empties.nth(0);
  const second = empties.nth(1);

  await first.click();
  await page.locator('.keypad .key[data-digit="7"]').click();
  await second.click();
  await page.keyboard.press("2");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("5");

  release();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await expect(first.locator(".value")).toHaveText("7");
  await expect(second.locator(".value")).toHaveText("5");
  await expect(second).toHaveAttribute("aria-selected", "true");
  expect(problems).toEqual([]);
});
