import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  buildEntry,
  chooseEncoding,
  inlineContents,
  markedAs,
  matchesEtag,
  policyWithHashes,
  refusal,
} from "./entry.ts";

/** One header's value in an entry's flat name/value list. */
function headerIn(headers: readonly string[], name: string): string | undefined {
  for (let at = 0; at < headers.length; at += 2) if (headers[at] === name) return headers[at + 1];
  return undefined;
}

import { isCacheable } from "./policy.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const PAGE = `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script>
<script type="module" src="/assets/entry.js"></script></head><body><p>Hello</p>
<script>window.__reactRouterContext = {};</script><script type="module">import("/assets/x.js");</script></body></html>`;

const POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc123';style-src 'self' 'nonce-def456';frame-ancestors 'none'";

describe("a cached page's Content-Security-Policy", () => {
  it("names each inline script by its hash instead of the render's nonce, and leaves other directives alone", () => {
    const policy = policyWithHashes(POLICY, PAGE);
    expect(policy).not.toContain("nonce-");
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hashOf('{"a":1}')} ${hashOf("window.__reactRouterContext = {};")} ${hashOf('import("/assets/x.js");')}`,
        "style-src 'self'",
        "frame-ancestors 'none'",
      ].join(";"),
    );
  });

  it("does not count a script with a src as inline", () => {
    expect(inlineContents(PAGE, "script")).not.toContain("");
    expect(inlineContents(PAGE, "script")).toHaveLength(3);
  });
});

describe("a cache entry", () => {
  const rendered = {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "x-frame-options": "DENY",
      "content-length": 999,
      date: "Mon, 23 Nov 2026 17:00:00 GMT",
    },
    body: Buffer.from(PAGE),
  };

  it("holds the same page in every encoding, with its length, a weak ETag and the shared cache's headers", () => {
    const entry = buildEntry(rendered);
    expect(brotliDecompressSync(entry.bodies.br).toString()).toBe(PAGE);
    expect(gunzipSync(entry.bodies.gzip).toString()).toBe(PAGE);
    expect(headerIn(entry.headers.br, "content-encoding")).toBe("br");
    expect(headerIn(entry.headers.identity, "content-encoding")).toBeUndefined();
    expect(headerIn(entry.headers.gzip, "content-length")).toBe(String(entry.bodies.gzip.length));
    expect(headerIn(entry.headers.identity, "x-frame-options")).toBe("DENY");
    expect(headerIn(entry.headers.identity, "date")).toBeUndefined();
    expect(entry.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(headerIn(entry.headers.br, "vary")).toBe("Accept-Encoding");
    expect(headerIn(entry.headers.br, "x-page-cache")).toBe("hit");
  });

  it("says where an answer came from, changing nothing else of its headers", () => {
    const { headers, notModified } = buildEntry(rendered);
    const miss = markedAs(headers.gzip, "miss");
    expect(headerIn(miss, "x-page-cache")).toBe("miss");
    expect(miss.filter((_, at) => at % 2 === 0)).toEqual(headers.gzip.filter((_, at) => at % 2 === 0));
    expect(headerIn(miss, "content-length")).toBe(headerIn(headers.gzip, "content-length"));
    expect(headerIn(markedAs(notModified, "miss"), "etag")).toBe(headerIn(notModified, "etag"));
    // The entry itself still says "hit" to everyone else.
    expect(headerIn(headers.gzip, "x-page-cache")).toBe("hit");
  });

  it("is refused for answers that belong to one visitor or are not pages", () => {
    expect(refusal(rendered)).toBeNull();
    expect(refusal({ ...rendered, status: 404 })).toBe("status 404");
    expect(refusal({ ...rendered, headers: { ...rendered.headers, "set-cookie": "a=b" } })).toBe("it sets a cookie");
    expect(refusal({ ...rendered, headers: { ...rendered.headers, "cache-control": "no-store" } })).toBe(
      "Cache-Control: no-store",
    );
    expect(refusal({ ...rendered, headers: { "content-type": "image/webp" } })).toBe("content type image/webp");
  });
});

describe("what the request accepts", () => {
  it("chooses brotli, then gzip, then none, and respects a q of 0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });

  it("matches If-None-Match weakly, in a list, or as *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("which requests the cache may answer", () => {
  it("takes anonymous GETs and HEADs of pages, their data, feeds and the public JSON", () => {
    for (const url of [
      "/",
      "/about",
      "/events/calendar?month=2026-12",
      "/about.data",
      "/sitemap.xml",
      "/robots.txt",
      "/calendar.ics",
      "/api/news?page=2",
      "/api/settings",
      "/search/words?q=bus",
    ]) {
      expect(isCacheable("GET", url, undefined), url).toBe(true);
    }
    expect(isCacheable("HEAD", "/", "theme=dark")).toBe(true);
  });

  it("never takes the office's screens, sign-in, private API, files, other methods or a request with a session", () => {
    for (const url of [
      "/admin",
      "/admin.data",
      "/admin/news/123",
      "/secure-pcs-login",
      "/api/auth/status",
      "/api/messages",
      "/api/csrf-token",
      "/media/abc/640.webp",
      "/downloads/form.pdf",
      "/assets/entry-abc.js",
      "/favicon.ico",
    ]) {
      expect(isCacheable("GET", url, undefined), url).toBe(false);
    }
    expect(isCacheable("POST", "/contact", undefined)).toBe(false);
    expect(isCacheable("GET", "/", "pcs.sid=abc")).toBe(false);
    expect(isCacheable("GET", "/", "theme=dark; __Host-pcs.sid=abc")).toBe(false);
  });
});
