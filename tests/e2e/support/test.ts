/**
 * The `test` every browser test imports. It runs axe on every page a test opens: on each page.goto, on the
 * page the test ends on, and afterwards on every other page the test reached by clicking (full loads and
 * React Router's client-side navigations alike), each visited again and checked once. It also fails a test
 * whose page logged an error (a hydration error, or anything the CSP refused, caught or not). Pages are only
 * checked with JavaScript on.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { type OfficeApi, officeApiFixture } from "./office-api.ts";
import { scaled } from "./time-scale.ts";

export { expect, scaled };

/**
 * What an axe verdict depends on: the viewport, the title and language, and the rendered body (hashed).
 * Not the address: axe judges the document, so the 404 page reached from ten bad links is one check.
 * Scripts are left out: they render nothing, and React Router's hydration scripts are not always still
 * in the document after a load. Styles that only :hover or :focus change are not in it either.
 */
async function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.outerHTML.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    let hash = 0;
    for (let i = 0; i < body.length; i++) hash = (Math.imul(hash, 31) + body.charCodeAt(i)) | 0;
    const { lang } = document.documentElement;
    return `${innerWidth}x${innerHeight} ${lang} ${document.title} ${body.length}:${hash}`;
  });
}

/** Each page's state at its last passing axe check, so the end-of-test check can skip an unchanged page. */
const lastPassedState = new WeakMap<Page, string>();

/**
 * Every state that has passed in this worker. Many tests open the same page in the same state (the home
 * page, the contact form); axe would give the same verdict, so it runs once per state, and the suite stays
 * within CI's time on a two-core machine.
 */
const passedStates = new Set<string>();

/** Runs axe (WCAG 2.1 A and AA rules) on the page once nothing is loading, and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A list that is loading is dimmed on purpose (aria-busy); judge the page once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const state = await pageState(page);
  if (passedStates.has(state)) {
    lastPassedState.set(page, state);
    return;
  }
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  lastPassedState.set(page, state);
  passedStates.add(state);
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
  /** Things made through the office's API for the test, deleted after it (support/office-api.ts). */
  officeApi: OfficeApi;
}

/** Chromium's console line for a reply with a 4xx status. */
const CLIENT_ERROR_REPLY = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** A page's address for "already checked": the hash only scrolls, so it names the same page. */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

/** Time each page checked after the test may take (load, hydration, axe), added to the test's own budget. */
const CHECK_BUDGET_MS = scaled(15_000);

/**
 * A visitor address of the test's own (10.x.y.z from its id), sent as X-Forwarded-For to the test server, which
 * trusts the loopback as its proxy. The per-address limits (twenty sign-ins, five form posts in ten minutes)
 * then count each test alone, as they count separate families, instead of the whole suite as one visitor.
 */
function addressOf(testId: string, workerIndex: number): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `10.${workerIndex % 250}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": addressOf(testInfo.testId, testInfo.workerIndex) });
  },
  axeAfterEach: [true, { option: true }],
  // Automatic, and checked in its own teardown: a file-level afterEach in this shared module would be registered
  // only for the first spec file each worker loads (the module is evaluated once per worker).
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser's own line for a 4xx answer (a page not found, a refused form, a wrong password) is the
        // server's reply, which each test asserts itself, not a fault of the page's code; a 5xx is kept.
        if (message.type() === "error" && !CLIENT_ERROR_REPLY.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // A failed test has already said what is wrong.
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  officeApi: officeApiFixture,
  page: async ({ page, axeAfterEach, javaScriptEnabled, baseURL }, use, testInfo) => {
    // axe runs as a script in the page, so with JavaScript off it cannot run (it hangs until the time-out).
    const axeCanRun = javaScriptEnabled !== false;
    const origin = baseURL ? new URL(baseURL).origin : undefined;
    const checked = new Set<string>();
    // In the order the test reached them; only pages of this site (an external link is not ours to check).
    const reached = new Set<string>();
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith("http") || (origin && new URL(url).origin !== origin)) return;
      reached.add(pageKey(url));
    });

    // A refusal by the page's CSP is a fault even when the page's code catches it (zod's eval probe was one):
    // it is logged as an error, so the console check below fails the test.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `CSP refused ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });

    const goto = page.goto.bind(page);
    const gotoAndCheck = async (url: string, options?: Parameters<Page["goto"]>[1]) => {
      const response = await goto(url, options);
      if (!axeCanRun) return response;
      await waitForHydration(page).catch(() => {});
      await expectNoAxeViolations(page);
      checked.add(pageKey(page.url()));
      return response;
    };
    page.goto = gotoAndCheck;

    await use(page);

    // A failed test has already said what is wrong; checking more pages would only bury it.
    if (!axeAfterEach || !axeCanRun || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return;
    // The page as the test leaves it, unless it is exactly as it was at its last check (same verdict).
    if (page.url().startsWith("http")) {
      if (lastPassedState.get(page) !== (await pageState(page))) await expectNoAxeViolations(page);
      checked.add(pageKey(page.url()));
    }
    const unchecked = [...reached].filter((url) => !checked.has(url));
    if (unchecked.length === 0) return;
    testInfo.setTimeout(testInfo.timeout + unchecked.length * CHECK_BUDGET_MS);
    for (const url of unchecked) {
      // A page reached earlier may now redirect (after sign-out, say): whatever it shows is checked.
      if (checked.has(url)) continue;
      await test.step(`axe on ${url}, reached during the test`, () => gotoAndCheck(url));
    }
  },
});
