/**
 * A static page lives in three places: its copy (content/pages/index.ts), a staticPage() route (routes.ts)
 * and the page list (content/navigation.ts) that menus, the site map, sitemap.xml and search read.
 * These checks catch a page added to one and forgotten in another.
 */
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { pageAliases, pages } from "./content/navigation.ts";
import { allStaticPages } from "./content/pages/index.ts";
import routes from "./routes.ts";

function flatten(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const allRoutes = flatten(routes);
const addressOf = (entry: RouteConfigEntry) => (entry.index ? "/" : `/${entry.path ?? ""}`);
const staticRoutePaths = allRoutes.filter((r) => r.file === "routes/static-page.tsx").map(addressOf);
const copyPaths = allStaticPages.map((page) => page.path);
const pagePaths = new Set(pages.map((page) => page.path));

/** The route module serving an address, or undefined when no route is written for it. */
function routeFor(path: string): RouteConfigEntry | undefined {
  return allRoutes.find((r) => addressOf(r) === path);
}

describe("static pages: copy, routes and the page list agree", () => {
  it("every staticPage() route has copy to show (an alias shows its page's copy)", () => {
    expect(staticRoutePaths.length).toBeGreaterThan(10);
    const withoutCopy = staticRoutePaths.filter((path) => !copyPaths.includes(pageAliases[path] ?? path));
    expect(withoutCopy).toEqual([]);
  });

  it("every piece of copy is shown: by a staticPage() route, or as the intro its own route reads", () => {
    const unshown = copyPaths.filter((path) => {
      if (staticRoutePaths.includes(path)) return false;
      const route = routeFor(path);
      if (!route) return true;
      const source = readFileSync(new URL(route.file, import.meta.url), "utf8");
      return !source.includes(`staticPages.get("${path}")`);
    });
    expect(unshown).toEqual([]);
  });

  it("every staticPage() route is in the page list the site map, sitemap.xml and search read", () => {
    const unlisted = staticRoutePaths.filter((path) => !pagePaths.has(pageAliases[path] ?? path));
    expect(unlisted).toEqual([]);
  });

  it("every listed page has a route", () => {
    const unrouted = pages.map((page) => page.path).filter((path) => !routeFor(path));
    expect(unrouted).toEqual([]);
  });
});
