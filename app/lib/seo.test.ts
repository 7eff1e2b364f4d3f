import { describe, expect, it } from "vitest";
import { buildMeta } from "./seo.ts";

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

  it("uses the same address for og:url", () => {
    const og = buildMeta({ title: "Careers" }, SITE, "/careers", "?page=2").find(
      (t) => "property" in t && t.property === "og:url",
    );
    expect(og).toEqual({ property: "og:url", content: `${SITE}/careers?page=2` });
  });
});
