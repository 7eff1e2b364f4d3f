/**
 * The office's parts stay out of the public pages (ADR 021): a visitor's browser downloads no rich-text
 * editor (TipTap/ProseMirror) and no React Aria, while the office's editor screen does load them.
 */
import { gzipSync } from "node:zlib";
import type { Page, Request, Response } from "@playwright/test";
import { createAdmin, signIn } from "./support/admin.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

/** Every script the page downloaded while it loaded and hydrated, with its text. */
async function scriptsOf(page: Page, path: string, ready?: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  };
  page.on("response", collect);
  await page.goto(path);
  await ready?.();
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return Promise.all(bodies);
}

// Markers that survive minifying: ProseMirror's own class names and React Aria's default class prefix.
const EDITOR = /ProseMirror-/;
const REACT_ARIA = /react-aria-/;

test("public pages download neither the rich-text editor nor React Aria", async ({ page }) => {
  for (const path of ["/", "/careers", "/events/upcoming-events", "/contact", "/secure-pcs-login"]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
    expect(
      scripts.some((text) => EDITOR.test(text)),
      `${path} loads the editor`,
    ).toBe(false);
    expect(
      scripts.some((text) => REACT_ARIA.test(text)),
      `${path} loads React Aria`,
    ).toBe(false);
  }
});

test("the office's editor screen does load them (so the check above can fail)", async ({ page }) => {
  const admin = createAdmin("Grace Whitfield", "bundle");
  await signIn(page, admin);
  const scripts = await scriptsOf(page, "/admin/careers/new", () =>
    expect(page.getByRole("textbox", { name: "About the position" })).toBeVisible(),
  );
  expect(scripts.some((text) => EDITOR.test(text))).toBe(true);
  expect(scripts.some((text) => REACT_ARIA.test(text))).toBe(true);
});

/**
 * The home page's weight as a visitor's browser downloads it, gzipped at level 9 (what scripts/precompress.ts
 * and the page cache send): a change that grows it past a budget fails here, not in a Lighthouse run later.
 * Most of the scripts are the framework, 51 KB of Preact and React Router in one file (issue 17, ADR 073), and
 * the list of every route, 5 KB (ADR 074); the fonts are the two families' cores (ADR 044), which woff2 has
 * already compressed.
 */
const HOME_BUDGETS_KB = { script: 80, stylesheet: 8, document: 15, font: 42 } as const;
type Budgeted = keyof typeof HOME_BUDGETS_KB;

test("the home page stays within its budgets for scripts, styles, fonts and HTML", async ({ page }) => {
  const sizes: Record<Budgeted, number> = { script: 0, stylesheet: 0, document: 0, font: 0 };
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (!(type in sizes)) return;
    pending.push(
      response.body().then((body) => {
        sizes[type as Budgeted] += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  for (const kind of Object.keys(sizes) as Budgeted[]) {
    const kb = sizes[kind] / 1024;
    expect(kb, `home's ${kind}s: ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(HOME_BUDGETS_KB[kind]);
    expect(kb, `home's ${kind}s were measured`).toBeGreaterThan(1);
  }
});

/**
 * The first paint waits only on the page, its stylesheet and fonts (ADR 043): the scripts, which make an already
 * whole page interactive, are not even requested until the first frame is drawn, and come in a few files (they
 * were 28, fetched beside the stylesheet, and a slow phone painted only after all of them had arrived). The page
 * still hydrates.
 */
test("the home page's scripts are requested after its first paint, in a few files, and it hydrates", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(paint, "the page was painted").toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.length, scripts.map(({ path }) => path).join(", ")).toBeLessThanOrEqual(16);
  for (const { path, start } of scripts)
    expect(start, `${path} requested before the first paint`).toBeGreaterThanOrEqual(paint ?? 0);
  // Nothing of the page's own scripts is named in its HTML for the browser to fetch early.
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"[^>]*>\s*import[\s*"]/);
});

/**
 * Every route is known from the start (ADR 074): once a page has loaded it asks the server for no list of routes
 * (React Router's /__manifest, whose answer made the whole page render again), and a link to a page the visitor
 * has not seen still goes there in place, fetching only that page's data and scripts.
 */
test("a page asks for no route list after it loads, and a link to a page not yet seen navigates in place", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(asked.filter((path) => path.startsWith("/__manifest"))).toEqual([]);

  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents, "no whole document was loaded").toEqual([]);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(asked.some((path) => path.startsWith("/contact.data"))).toBe(true);
  expect(asked.filter((path) => path.startsWith("/__manifest"))).toEqual([]);
});

/**
 * The files whose functions nearly all run while a page loads carry Chrome's explicit compile hint (ADR 074), as
 * the browser receives them, so V8 compiles them as they stream in; a page's own route file, much of which may
 * never run, does not.
 */
test("the framework, shell, entry and root files reach the browser marked to be compiled early; a page's own file is not", async ({
  page,
}) => {
  const starts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const name = new URL(response.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");
    pending.push(response.text().then((text) => void starts.set(name, text.slice(0, 40))));
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const HINT = "//# allFunctionsCalledOnLoad\n";
  for (const name of ["framework", "shell", "entry.client", "root"]) {
    expect(starts.get(name), `${name} was downloaded and begins with the hint`).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n/,
    );
  }
  expect(starts.get("home"), "home's route file was downloaded").toBeDefined();
  expect(starts.get("home")?.startsWith(HINT), "home's route file is left to compile lazily").toBe(false);
});

/** The web font files a page fetched, by name without the build's hash (ADR 044). */
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  const collect = (request: Request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ""));
  };
  page.on("request", collect);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", collect);
  return fonts.sort();
}

test("home fetches only the fonts' cores; a page that shows a rarer letter also fetches the rest", async ({ page }) => {
  expect(await fontsOf(page, "/")).toEqual([
    "/assets/source-sans-3-core-400-700",
    "/assets/source-serif-4-core-400-700",
  ]);
  // The results page repeats the query in its heading: ë is Latin, but not in the core.
  const fonts = await fontsOf(page, "/search?q=Zo%C3%AB");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Zoë");
  expect(fonts.filter((font) => font.includes("-rest-")).length).toBeGreaterThan(0);
});

/**
 * The browser's scripts take over the page the server rendered and keep it: the elements the browser parsed are
 * the ones on screen afterwards, and nothing is rendered a second time beside them (a renderer that could not
 * adopt the document put a whole new page inside the old one, scripts and all: issue 17's note on Preact). A
 * hydration that fails (the page's own error or a script the CSP refuses) fails the fixture's console check.
 */
test("a page hydrates in place: the parsed elements stay and nothing is rendered twice", async ({ page }) => {
  await page.addInitScript(() => {
    // One list of the elements followed, read as the parser reaches the footer (before any of the page's scripts
    // have run) and again after hydration.
    const landmarks = () => [
      document.documentElement,
      document.body,
      document.querySelector("h1"),
      document.querySelector("footer"),
    ];
    Object.assign(window, { landmarks });
    const observer = new MutationObserver(() => {
      if (!document.querySelector("footer")) return;
      observer.disconnect();
      Object.assign(window, { parsed: landmarks() });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/", "/events/calendar", "/contact"]) {
    await page.goto(path);
    await waitForHydration(page);
    const found = await page.evaluate(() => {
      const { parsed, landmarks } = window as unknown as { parsed: Element[]; landmarks: () => (Element | null)[] };
      const now = landmarks();
      return {
        kept: parsed.map((element, index) => element === now[index] && element.isConnected),
        counts: ["html", "body", "main", "h1", "footer"].map((tag) => document.getElementsByTagName(tag).length),
      };
    });
    expect(found.kept, `${path}: html, body, h1 and footer are the parsed ones`).toEqual([true, true, true, true]);
    expect(found.counts, `${path}: how many html, body, main, h1, footer`).toEqual([1, 1, 1, 1, 1]);
  }
});

test("a page with a picture keeps its head through hydration: the stylesheet, icons and fonts stay", async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get("/api/news?pageSize=50")).json()) as {
    items: { id: string; imageUrl: string | null }[];
  };
  const pictured = items.find((x) => x.imageUrl?.startsWith("/images/sample/"));
  if (!pictured) throw new Error("the sample news needs an item with a picture");
  // React's server preloads the item's picture at the top of <head>, an element the browser's tree lacks.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const links = [...document.head.querySelectorAll("link")].map(
        (link) => `${link.rel} ${link.getAttribute("href")}`,
      );
      Object.assign(window, { parsedLinks: links });
    });
  });
  await page.goto(`/events/news-and-announcements/${pictured.id}`);
  await waitForHydration(page);
  const { parsed, now } = await page.evaluate(() => ({
    parsed: (window as unknown as { parsedLinks: string[] }).parsedLinks,
    now: [...document.head.querySelectorAll("link")].map((link) => `${link.rel} ${link.getAttribute("href")}`),
  }));
  expect(
    parsed.some((link) => link.startsWith("preload /images/sample/")),
    "the picture was preloaded",
  ).toBe(true);
  expect(now).toEqual(parsed.filter((link) => !link.startsWith("preload /images/")));
  expect(now.filter((link) => link.startsWith("stylesheet "))).toHaveLength(1);
  // The styles still apply: the page's own font, not the browser's default.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Source Sans");
});
