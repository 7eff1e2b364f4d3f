import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server.ts";

// The shape React Router 7's <Scripts> renders (lazy route discovery on): preloads hoisted into the head, then
// the inline module script whose static imports load the route modules before it imports the client entry.
const PAGE = `<!DOCTYPE html><html><head><link rel="preload" href="/assets/sans.woff2" as="font"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/><link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/home-D.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Words</main><script>window.__reactRouterContext = {};</script><script type="module" async="" nonce="n0nce">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-A.js", "imports": ["/assets/framework-B.js"] },
  "url": "/assets/manifest-1.js"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The rewritten module script's text, and the page around it. */
function moduleScript(html: string): string {
  const found = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error("no module script");
  return found[1] as string;
}

/**
 * Runs the rewritten script against a stand-in browser and returns what it did, in order: the paint it waited
 * for, each preload it added, each module it imported, and what it left on `window`.
 */
async function run(script: string, options: { hidden?: boolean } = {}) {
  const events: string[] = [];
  let paint: (() => void) | undefined;
  const browser = {
    document: {
      hidden: options.hidden ?? false,
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    },
    PerformanceObserver: Object.assign(
      class {
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          paint = () =>
            this.callback(
              { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) },
              this,
            );
        }
        disconnect() {
          events.push("observer disconnected");
        }
      },
      { supportedEntryTypes: ["paint"] },
    ),
    setTimeout: () => 0,
    window: {} as Record<string, unknown>,
    load: async (url: string) => {
      events.push(`import ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      events.push(`ran ${url}`);
      return { url };
    },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const body = script.replaceAll("import(", "load(");
  const names = Object.keys(browser);
  const done = new AsyncFunction(...names, body)(...names.map((name) => browser[name as keyof typeof browser]));
  await new Promise((resolve) => setTimeout(resolve, 20));
  events.push("painted");
  paint?.();
  await done;
  return { events, window: browser.window };
}

describe("scripts after the first paint", () => {
  it("takes React Router's preloads out of the page", () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" href="/assets/sans.woff2" as="font"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Words</main>");
  });

  it("keeps the script's own attributes (its nonce) and leaves the other scripts alone", () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).toContain('<script type="module" async="" nonce="n0nce">');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
    expect(moduleScript(html)).not.toMatch(/^\s*import\s/m);
  });

  it("requests nothing until the first paint, then preloads every module and runs them in React Router's order", async () => {
    const { events, window } = await run(moduleScript(scriptsAfterFirstPaint(PAGE)));
    expect(events).toEqual([
      "painted",
      "observer disconnected",
      "modulepreload /assets/entry.client-A.js",
      "modulepreload /assets/framework-B.js",
      "modulepreload /assets/root-C.js",
      "modulepreload /assets/home-D.js",
      "import /assets/root-C.js",
      "ran /assets/root-C.js",
      "import /assets/home-D.js",
      "ran /assets/home-D.js",
      "import /assets/entry.client-A.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-C.js" },
      "routes/home": { url: "/assets/home-D.js" },
    });
    expect(window.__reactRouterManifest).toMatchObject({ url: "/assets/manifest-1.js" });
  });

  it("goes on at once in a background tab, which paints nothing", async () => {
    const { events } = await run(moduleScript(scriptsAfterFirstPaint(PAGE)), { hidden: true });
    expect(events.indexOf("import /assets/root-C.js")).toBeLessThan(events.indexOf("painted"));
  });

  it("keeps a side-effect import (React Router's manifest when route discovery is off)", async () => {
    const page = PAGE.replace(";\nimport * as route0", 'import "/assets/manifest-1.js";\nimport * as route0');
    const { events } = await run(moduleScript(scriptsAfterFirstPaint(page)));
    expect(events).toContain("import /assets/manifest-1.js");
  });

  it("leaves a page it does not recognise as it was", () => {
    const withNamedImport = PAGE.replace("import * as route1", "import { x } from '/x.js';\nimport * as route1");
    expect(scriptsAfterFirstPaint(withNamedImport)).toBe(withNamedImport);
    const noScripts = "<!DOCTYPE html><html><body><p>Plain</p></body></html>";
    expect(scriptsAfterFirstPaint(noScripts)).toBe(noScripts);
  });
});
