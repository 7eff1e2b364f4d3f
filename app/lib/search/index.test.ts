import { describe, expect, it } from "vitest";
import {
  contactItem,
  donateItem,
  externalLinks,
  footerMenu,
  isExternal,
  type MenuItem,
  mainMenu,
} from "~/content/navigation.ts";
import routes from "~/routes.ts";
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from "../../../common/constants.ts";
import { pageAliases } from "../../../common/pages/registry.ts";
import { site } from "../../../common/site.ts";
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

/** Routes a visitor cannot find by search: dynamic ones, the catch-all, files, the admin area, /search and its words. */
function isSearchablePage(path: string): boolean {
  if (path.includes(":") || path.includes("*")) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const lower = path.toLowerCase();
  // Pages reached only from an e-mailed link with a token (a volunteer cancelling) answer no search.
  if (lower === "/search" || lower === "/search/words" || lower === "/giving/get-involved/cancel") return false;
  return ![ADMIN_LOGIN_PATH, ADMIN_DASHBOARD_PATH].some((p) => lower === p || lower.startsWith(`${p}/`));
}

/** Every entry of the menus, each dropdown's children included. */
function menuItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...menuItems(item.children ?? [])]);
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

  it("has an entry opening each external menu address, and one for each page the menus link to", () => {
    const items = menuItems([...mainMenu, contactItem, donateItem, ...footerMenu]);
    const external = items.filter(isExternal);
    expect(external.length).toBeGreaterThanOrEqual(6);
    const opened = new Set(siteIndex.filter(isExternalEntry).map((entry) => entry.action.url));
    const unopened = external.filter((item) => !opened.has(item.link)).map((item) => `${item.text} ${item.link}`);
    expect(unopened, "external menu entries without a search index entry").toEqual([]);

    const indexed = new Set(siteIndex.filter((entry) => !isExternalEntry(entry)).map((entry) => entry.path));
    const unlisted = items
      .filter((item) => !isExternal(item))
      .map((item) => pageAliases[item.link.toLowerCase()] ?? item.link)
      .filter((path) => !indexed.has(path));
    expect(unlisted, "menu links without a search index entry").toEqual([]);
  });

  it("opens each of the spec's six external sites, the top bar's social page among them", () => {
    const opened = siteIndex.filter(isExternalEntry).map((entry) => entry.action.url);
    expect(opened.sort()).toEqual(Object.values(site.external).sort());
    for (const entry of siteIndex.filter(isExternalEntry)) {
      expect(entry.action.url).toMatch(/^https:\/\//);
      expect(entry.path, "an external entry's path is the address it opens").toBe(entry.action.url);
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
