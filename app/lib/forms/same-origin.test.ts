import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./same-origin.ts";

const URL_HERE = "http://127.0.0.1:3000/contact";
const SITE = "https://www.pinecrest.example";
const headers = (values: Record<string, string>) => new Headers(values);

describe("isSameOriginPost", () => {
  it("accepts a post the browser marks as same-origin", () => {
    expect(
      isSameOriginPost(headers({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" }), URL_HERE),
    ).toBe(true);
    expect(isSameOriginPost(headers({ "sec-fetch-site": "same-origin" }), URL_HERE)).toBe(true);
  });

  it("accepts the site's public origin behind a proxy, and an Origin alone (plain http on a LAN)", () => {
    expect(isSameOriginPost(headers({ origin: SITE }), URL_HERE, SITE)).toBe(true);
    expect(isSameOriginPost(headers({ origin: "http://127.0.0.1:3000" }), URL_HERE)).toBe(true);
  });

  it("refuses posts from other sites, sibling sites and opaque origins", () => {
    expect(
      isSameOriginPost(headers({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }), URL_HERE),
    ).toBe(false);
    expect(isSameOriginPost(headers({ "sec-fetch-site": "same-site", origin: SITE }), URL_HERE, SITE)).toBe(false);
    expect(isSameOriginPost(headers({ origin: "https://evil.example" }), URL_HERE, SITE)).toBe(false);
    expect(isSameOriginPost(headers({ origin: "null" }), URL_HERE)).toBe(false);
  });

  it("refuses a post that says nothing about where it came from", () => {
    expect(isSameOriginPost(headers({}), URL_HERE, SITE)).toBe(false);
  });
});
