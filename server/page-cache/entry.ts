/**
 * Turns one rendered response into a cache entry: the same bytes for every visitor, sent as they are. A
 * cached page carries no nonce (a nonce shared by visitors protects nothing), so its Content-Security-Policy
 * names the SHA-256 of each inline script and style it holds instead: the page's own scripts run, any other
 * inline script is refused, exactly as a nonce would have it. Compressed copies are made once, here.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What may be sent for a cached response, best first. */
export type Encoding = "br" | "gzip" | "identity";

export interface CacheEntry {
  status: number;
  /**
   * The headers to send with each encoding (Content-Encoding and Content-Length included), marked as a hit, as
   * `writeHead`'s flat name/value list: Node takes it without walking and re-checking an object's keys, which made
   * hits 25–30% faster (ADR 030).
   */
  headers: Record<Encoding, string[]>;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** The headers of a 304 for this entry, as `headers`. */
  notModified: string[];
}

/** A rendered response as the fill receives it. */
export interface Rendered {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/** Content types worth keeping: pages, their data for client navigation, the public JSON, feeds and the sitemap. */
const CACHEABLE_TYPES = [
  "text/html",
  "text/x-script",
  "application/json",
  "application/xml",
  "text/xml",
  "text/plain",
  "text/calendar",
];

/** Headers that belong to one response, or that the entry sets itself. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "cache-control",
  "vary",
]);

/**
 * How long a CDN or nginx in front may keep a cached page, and serve it stale while it asks again; the
 * browser always asks (a 304 when nothing changed), so an alert shows on the next visit.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** Larger responses are not kept: nothing public is this large, and memory stays bounded. */
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Why a rendered response is not kept, or null when it may be. */
export function refusal(rendered: Rendered): string | null {
  if (rendered.status !== 200) return `status ${rendered.status}`;
  if (rendered.headers["set-cookie"] !== undefined) return "it sets a cookie";
  const cacheControl = String(rendered.headers["cache-control"] ?? "");
  if (/no-store|private|no-cache/.test(cacheControl)) return `Cache-Control: ${cacheControl}`;
  const type = String(rendered.headers["content-type"] ?? "");
  if (!CACHEABLE_TYPES.some((cacheable) => type.startsWith(cacheable))) return `content type ${type || "none"}`;
  if (rendered.body.length > MAX_ENTRY_BYTES) return "too large";
  return null;
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The contents of the inline (no `src`) elements of a kind, as CSP hashes them. */
export function inlineContents(html: string, tag: "script" | "style"): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "gi");
  const contents: string[] = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    if (tag === "script" && /\ssrc\s*=/i.test(attributes)) continue;
    contents.push(match[2] ?? "");
  }
  return contents;
}

/**
 * The policy with each directive's nonce replaced by the hashes of the page's inline elements of that
 * kind (none: the nonce is simply dropped, and inline code of that kind is refused).
 */
export function policyWithHashes(policy: string, html: string): string {
  const hashes = {
    "script-src": [...new Set(inlineContents(html, "script").map(sha256))],
    "style-src": [...new Set(inlineContents(html, "style").map(sha256))],
  };
  return policy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      const withoutNonce = sources.filter((source) => !source.startsWith("'nonce-"));
      if (name !== "script-src" && name !== "style-src") return directive.trim();
      return [name, ...withoutNonce, ...hashes[name]].join(" ");
    })
    .join(";");
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** Builds the entry; the caller has checked `refusal` first. */
export function buildEntry(rendered: Rendered): CacheEntry {
  const common: Record<string, string> = {};
  for (const [name, value] of Object.entries(rendered.headers)) {
    const text = headerText(value);
    if (text === undefined || DROPPED_HEADERS.has(name.toLowerCase())) continue;
    common[name.toLowerCase()] = text;
  }
  const isHtml = String(common["content-type"] ?? "").startsWith("text/html");
  const policy = common["content-security-policy"];
  if (policy) {
    common["content-security-policy"] = isHtml
      ? policyWithHashes(policy, rendered.body.toString("utf8"))
      : policyWithHashes(policy, "");
  }
  const etag = `W/"${createHash("sha256").update(rendered.body).digest("base64url").slice(0, 27)}"`;
  common.etag = etag;
  common["cache-control"] = SHARED_CACHE_CONTROL;
  common.vary = "Accept-Encoding";
  // Says where the answer came from, as nginx's $upstream_cache_status would: "miss" on the render itself.
  common["x-page-cache"] = "hit";

  const bodies: Record<Encoding, Buffer> = {
    identity: rendered.body,
    gzip: gzipSync(rendered.body, { level: 9 }),
    br: brotliCompressSync(rendered.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
      },
    }),
  };
  const headersFor = (encoding: Encoding): string[] =>
    flat({
      ...common,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(bodies[encoding].length),
    });
  return {
    status: rendered.status,
    headers: { br: headersFor("br"), gzip: headersFor("gzip"), identity: headersFor("identity") },
    bodies,
    etag,
    notModified: flat({ etag, "cache-control": SHARED_CACHE_CONTROL, vary: "Accept-Encoding", "x-page-cache": "hit" }),
  };
}

/** Headers as `writeHead`'s flat list: name, value, name, value. */
function flat(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

/** An entry's headers with X-Page-Cache saying `state` instead of "hit" (the render's own answer says "miss"). */
export function markedAs(headers: readonly string[], state: string): string[] {
  const marked = [...headers];
  for (let name = 0; name < marked.length; name += 2) {
    if (marked[name] === "x-page-cache") marked[name + 1] = state;
  }
  return marked;
}

/** The best encoding the request accepts (a q of 0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`, "i").exec(acceptEncoding);
    return match !== null && (match[1] === undefined || Number(match[1]) > 0);
  };
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return "identity";
}

/** True when the request's If-None-Match names this entry (weakly, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
