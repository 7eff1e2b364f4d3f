import { describe, expect, it } from "vitest";
import { site } from "../../common/site.ts";
import { buildMeta, findPageSeo } from "./seo.ts";

describe("noindex", () => {
  it("adds a robots noindex tag only to pages that ask for it", () => {
    const robots = (noindex?: boolean) =>
      buildMeta(
        { title: "Administrator sign-in", noindex },
        "https://www.pinecrest.example",
        "/secure-pcs-login",
      ).filter((tag) => "name" in tag && tag.name === "robots");
    expect(robots(true)).toEqual([{ name: "robots", content: "noindex" }]);
    expect(robots(undefined)).toEqual([]);
  });
});

describe("canonical URL", () => {
  const SITE = "https://www.pinecrest.example";
  const canonical = (pathname: string, search: string, canonicalPath?: string) => {
    const tag = buildMeta({ title: "News and Announcements", canonicalPath }, SITE, pathname, search).find(
      (t) => "rel" in t && t.rel === "canonical",
    );
    return (tag as { href?: string } | undefined)?.href;
  };

  it("keeps the page number, so page 2 of the news does not claim to be page 1", () => {
    expect(canonical("/events/news-and-announcements", "?page=2")).toBe(`${SITE}/events/news-and-announcements?page=2`);
    expect(canonical("/careers", "?page=3")).toBe(`${SITE}/careers?page=3`);
  });

  it("keeps the calendar's month and the news category, sorted, and drops every other parameter", () => {
    expect(canonical("/events/calendar", "?view=list&month=2026-03&utm_source=newsletter")).toBe(
      `${SITE}/events/calendar?month=2026-03`,
    );
    expect(canonical("/events/news-and-announcements", "?page=2&fbclid=x&category=sports")).toBe(
      `${SITE}/events/news-and-announcements?category=sports&page=2`,
    );
  });

  it("gives page 1 and an unreadable page number the list's own address", () => {
    expect(canonical("/careers", "?page=1")).toBe(`${SITE}/careers`);
    expect(canonical("/careers", "?page=abc")).toBe(`${SITE}/careers`);
    expect(canonical("/careers", "")).toBe(`${SITE}/careers`);
  });

  it("lets a route's own canonical path stand as the whole address", () => {
    expect(canonical("/giving/get-involved", "?eventId=42&page=2", "/giving/get-involved")).toBe(
      `${SITE}/giving/get-involved`,
    );
  });

  it("gives the list a route says it shows, not the number or category the URL asked for", () => {
    const shown = (search: string, page: number, category?: string) =>
      buildMeta(
        { title: "News and Announcements", shown: { page, category } },
        SITE,
        "/events/news-and-announcements",
        search,
      ).find((t) => "rel" in t && t.rel === "canonical");
    // ?page=999 shows the last page (here 3); an unknown category shows every item.
    expect(shown("?page=999&category=nonsense", 3)).toMatchObject({
      href: `${SITE}/events/news-and-announcements?page=3`,
    });
    expect(shown("?page=999", 1)).toMatchObject({ href: `${SITE}/events/news-and-announcements` });
    expect(shown("?category=sports&page=2&utm_source=x", 2, "sports")).toMatchObject({
      href: `${SITE}/events/news-and-announcements?category=sports&page=2`,
    });
  });

  it("gives an address typed in capitals in lower case, as every address on the site is", () => {
    expect(canonical("/Careers", "")).toBe(`${SITE}/careers`);
    expect(canonical("/ABOUT/History/", "")).toBe(`${SITE}/about/history`);
  });

  it("uses the same address for og:url", () => {
    const og = buildMeta({ title: "Careers" }, SITE, "/careers", "?page=2").find(
      (t) => "property" in t && t.property === "og:url",
    );
    expect(og).toEqual({ property: "og:url", content: `${SITE}/careers?page=2` });
  });
});

describe("link previews", () => {
  const ogTitle = (page: Parameters<typeof buildMeta>[0]) =>
    buildMeta(page, "https://www.pinecrest.example", "/").find((t) => "property" in t && t.property === "og:title");

  it("show the school's name for the home page, whose own title is only 'Home'", () => {
    expect(ogTitle({ title: "Home", shareTitle: site.name })).toEqual({ property: "og:title", content: site.name });
    expect(ogTitle({ title: "Careers" })).toEqual({ property: "og:title", content: "Careers" });
  });
});

describe("a route's SEO", () => {
  it("lays what its loader says over its handle, so a list keeps its title and description beside what it shows", () => {
    const seo = findPageSeo([
      { handle: { seo: { title: "Parent" } } },
      {
        handle: { seo: { title: "Careers", description: "Work at PCS" } },
        loaderData: { seo: { shown: { page: 2 } } },
      },
    ]);
    expect(seo).toEqual({ title: "Careers", description: "Work at PCS", shown: { page: 2 } });
  });
});
