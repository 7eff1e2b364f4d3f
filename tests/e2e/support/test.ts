/**
 * The `test` every browser test imports. It runs axe on every page a test opens with page.goto and on
 * the page the test ends on (with JavaScript on), and fails a test whose page logged an error (a CSP block,
 * a hydration error).
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** Runs axe (WCAG 2.1 A and AA rules) on the page as it is now and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits until React Router has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterDataRouter" in window && document.documentElement.classList.contains("hydrated"),
  );
}

interface Fixtures {
  /** Set to false in a test that deliberately leaves a page mid-way (none do yet). */
  axeAfterEach: boolean;
  /** Console errors collected so far; a test that expects one can clear it. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  axeAfterEach: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, axeAfterEach, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // axe runs as a script in the page, so with JavaScript off it cannot run (it hangs until the time-out).
      if (javaScriptEnabled === false) return response;
      await waitForHydration(page).catch(() => {});
      await expectNoAxeViolations(page);
      return response;
    };
    await use(page);
    if (axeAfterEach && javaScriptEnabled !== false && !page.isClosed() && page.url().startsWith("http")) {
      await expectNoAxeViolations(page);
    }
  },
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, "errors in the browser console").toEqual([]);
});
