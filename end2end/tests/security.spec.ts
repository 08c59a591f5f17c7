import { test, expect, type Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation on `page`: the `securitypolicyviolation`
 * events (listened for before any page script runs) and the browser's console reports.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/content security policy|refused to (load|execute|apply|compile|connect)/i.test(text)) {
      console.push(`${message.type()}: ${text}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...events, ...console];
  };
}

test("a player plays under the Content-Security-Policy with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("'nonce-");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // Hydration ran (the inline loader carried the nonce, the WASM compiled), so the grid reacts.
  await expect(page.locator('[role="grid"][data-hydrated="true"]')).toBeVisible();
  const empty = page.locator('[role="gridcell"]:not(.given)').first();
  await empty.click();
  await page.keyboard.press("6");
  await expect(empty.locator(".value")).toHaveText("6");

  // The grid's size comes from an inline style attribute, which the policy allows (only those).
  const size = await page
    .locator('[role="grid"]')
    .evaluate((grid) => getComputedStyle(grid).getPropertyValue("--n").trim());
  expect(size).toBe("9");

  expect(await violations()).toEqual([]);
});

test("the solver page loads under the Content-Security-Policy with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/solver");
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("every page and file comes with the security headers", async ({ request }) => {
  for (const path of ["/", "/solver", "/favicon.svg", "/healthz"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("same-origin");
  }
});
