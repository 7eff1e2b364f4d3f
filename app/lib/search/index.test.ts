import { describe, expect, it } from "vitest";
import { externalLinks, pageAliases, pages } from "~/content/navigation.ts";
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from "~/lib/constants.ts";
import routes from "~/routes.ts";
import { isExternalEntry, siteIndex } from "./index.ts";
import { searchIndex } from "./score.ts";

interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every URL path app/routes.ts declares, nested paths joined to their parents'. */
function routePaths(nodes: readonly RouteNode[], parent = ""): string[] {
  return nodes.flatMap((node) => {
    const own = node.path ? `${parent}/${node.path.replace(/^\//, "")}` : parent;
    const here = node.path || node.index ? [own || "/"] : [];
    return [...here, ...routePaths(node.children ?? [], own)];
  });
}

/** Routes a visitor cannot find by search: dynamic ones, the catch-all, files, the admin area, /search itself. */
function isSearchablePage(path: string): boolean {
  if (path.includes(":") || path.includes("*")) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const lower = path.toLowerCase();
  if (lower === "/search") return false;
  return ![ADMIN_LOGIN_PATH, ADMIN_DASHBOARD_PATH].some((p) => lower === p || lower.startsWith(`${p}/`));
}

describe("the site search index", () => {
  it("has an entry for every public page route in app/routes.ts", () => {
    const indexed = new Set(siteIndex.map((entry) => entry.path.toLowerCase()));
    const publicPaths = routePaths(routes as RouteNode[]).filter(isSearchablePage);
    expect(publicPaths.length).toBeGreaterThan(10);
    const missing = publicPaths.filter((path) => {
      const target = pageAliases[path.toLowerCase()] ?? path;
      return !indexed.has(target.toLowerCase());
    });
    expect(missing, "public routes without a search index entry (add them to pages in content/navigation.ts)").toEqual(
      [],
    );
  });

  it("reads the route tree the way React Router nests it", () => {
    expect(
      routePaths([
        { index: true },
        { path: "about" },
        { path: "events", children: [{ index: true }, { path: ":id" }] },
        { children: [{ path: "admin" }] },
      ]),
    ).toEqual(["/", "/about", "/events", "/events", "/events/:id", "/admin"]);
    expect(
      ["/events/:id", "*", "/sitemap.xml", "/search", "/admin/careers", "/secure-pcs-login"].filter(isSearchablePage),
    ).toEqual([]);
  });

  it("holds every page of the navigation data and every external menu entry", () => {
    expect(siteIndex.filter((e) => !isExternalEntry(e)).map((e) => e.path)).toEqual(pages.map((p) => p.path));
    const external = siteIndex.filter(isExternalEntry);
    expect(external.map((e) => e.title)).toEqual(Object.values(externalLinks).map((l) => l.text));
    for (const entry of external) {
      expect(entry.action.url).toMatch(/^https:\/\//);
      expect(entry.description.length).toBeGreaterThan(0);
      expect(entry.keywords.length).toBeGreaterThan(0);
    }
  });

  it("gives every entry a title, a description and keywords", () => {
    for (const entry of siteIndex) {
      expect(entry.title.trim(), entry.path).not.toBe("");
      expect(entry.description.trim(), entry.path).not.toBe("");
      expect(entry.keywords.length, entry.path).toBeGreaterThan(0);
    }
  });

  it("finds the tuition page first for “tuition”, and the bursary application after it", () => {
    const results = searchIndex("tuition", siteIndex);
    expect(results[0]?.entry.path).toBe("/admissions/tuition-and-fees");
    expect(results[0]?.score).toBe(16);
    expect(results.map((r) => r.entry.title)).toContain(externalLinks.bursary.text);
  });
});
