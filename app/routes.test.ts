/**
 * The page registry is the one list of public pages (ADR 018): routes.ts is derived from it, and so are the
 * menus, the footer, sitemap.xml and the search index. These checks pin the derivation, and the menus to
 * the spec's order, so a change to the registry shows up as exactly the change it makes.
 */
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { allPageCopy } from "../common/pages/index.ts";
import { pageAliases, type SitePage, sitePages } from "../common/pages/registry.ts";
import { footerMenu, mainMenu } from "./content/navigation.ts";
import { siteIndex } from "./lib/search/index.ts";
import { buildSitemapXml } from "./lib/sitemap.ts";
import routes from "./routes.ts";

const pages = sitePages as readonly SitePage[];
const addressOf = (entry: RouteConfigEntry) => (entry.index ? "/" : `/${entry.path ?? ""}`);
const routeFor = (path: string) => routes.find((entry) => addressOf(entry) === path);

describe("routes.ts, derived from the page registry", () => {
  it("routes every registry page to its own module, or to the static-page module for its copy", () => {
    for (const page of pages) {
      expect(routeFor(page.path)?.file, page.path).toBe(page.module ?? "routes/static-page.tsx");
    }
    expect(pages.filter((page) => !page.module).length).toBeGreaterThan(15);
  });

  it("routes an alias to the static-page module, which shows its page's copy", () => {
    for (const [alias, target] of Object.entries(pageAliases)) {
      expect(routeFor(alias)?.file).toBe("routes/static-page.tsx");
      expect(allPageCopy.some((copy) => copy.path === target)).toBe(true);
    }
  });

  it("gives every page with its own module and copy an introduction its module reads", () => {
    for (const page of pages.filter((p) => p.module && p.copy)) {
      const source = readFileSync(new URL(page.module ?? "", import.meta.url), "utf8");
      expect(source, page.path).toContain(`pageCopyAt(context.services, "${page.path}")`);
    }
  });

  it("has exactly one route per address", () => {
    // A layout (the office's frame) has no address of its own: its children's count.
    const leaves = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
      entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
    const addresses = leaves(routes).map(addressOf);
    expect(addresses).toContain("/admin/careers/:id");
    expect(addresses.filter((address, i) => addresses.indexOf(address) !== i)).toEqual([]);
  });
});

describe("what else reads the registry", () => {
  it("lists every page in sitemap.xml and the search index, in the registry's order", () => {
    const xml = buildSitemapXml("https://www.pinecrest.example");
    const inSitemap = [...xml.matchAll(/<loc>https:\/\/www\.pinecrest\.example([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(inSitemap).toEqual(pages.map((page) => page.path));
    expect(siteIndex.filter((entry) => !entry.action).map((entry) => entry.path)).toEqual(pages.map((p) => p.path));
  });

  it("builds the four dropdowns in the spec's order from the pages' menu places", () => {
    expect(mainMenu.map((item) => [item.text, item.link])).toEqual([
      ["About", "/about"],
      ["Admissions", "/admissions"],
      ["Events", "/events/upcoming-events"],
      ["Giving", "/giving/how-to-give"],
    ]);
    expect(mainMenu.map((item) => item.children?.map((child) => child.text))).toEqual([
      [
        "Overview",
        "Mission Statement",
        "Our History",
        "Our Faculty",
        "Life with PCS",
        "Alumni",
        "Best of the Okanagan",
        "Safety Policies",
        "Campus Expansion",
        "3D Virtual Tour",
        "Report Bullying or Harassment",
      ],
      [
        "Why Choose PCS",
        "Enrolment",
        "A Typical Day at PCS",
        "School Schedule",
        "Tuition and Fees",
        "FAQ",
        "Downloads",
        "Bursary Application",
      ],
      ["Upcoming Events", "Calendar", "News and Announcements", "Hot Lunch Ordering"],
      ["How to Give", "Get Involved", "Donate", "Give Online"],
    ]);
  });

  it("builds the footer in the spec's order from the pages' footer places", () => {
    expect(footerMenu.map((item) => [item.text, item.action ? "external" : item.link])).toEqual([
      ["Careers", "/careers"],
      ["Volunteer", "/giving/get-involved"],
      ["Donate", "/giving/donate"],
      ["Contact Us", "/contact"],
      ["FAQ", "/admissions/FAQ"],
      ["Site Map", "/site-map"],
      ["Privacy Policy", "/privacy-policy"],
      ["Report Harassment/Bullying", "external"],
    ]);
  });

  it("links every menu entry to a registry page or another site", () => {
    const known = new Set<string>(pages.map((page) => page.path));
    const links = [...mainMenu.flatMap((item) => [item, ...(item.children ?? [])]), ...footerMenu];
    expect(links.filter((item) => !item.action && !known.has(item.link)).map((item) => item.link)).toEqual([]);
  });
});
