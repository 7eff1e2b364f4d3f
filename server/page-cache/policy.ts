/**
 * Which requests the page cache may answer: anonymous GETs and HEADs of public pages, their data for client
 * navigation, the public JSON lists, the feeds and the sitemap. Never the office's screens, sign-in, the API
 * beyond the public content, files with their own caching (pictures, downloads, build assets), or any
 * request that carries a session.
 */

/** The API's public reads: the content sets and the school's details. */
const PUBLIC_API = /^\/api\/(news|events|alumni|testimonials|why-choose|careers|alerts|pages|settings)(\/|$)/;

/** Paths that are never cached, whoever asks. */
const NEVER = /^\/(admin(\/|\.data$|$)|secure-pcs-login|media\/|downloads\/|assets\/|@|__)/;

/** File extensions of what is cached; any other file is served as it is. */
const CACHED_EXTENSIONS = new Set(["data", "xml", "txt", "ics"]);

/** A session cookie, secure or not (auth/sessions.ts). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?pcs\.sid=/;

/** Longer addresses are not keys worth keeping. */
const MAX_URL_LENGTH = 1024;

/** True when the request may be answered from the cache, and its answer kept there. */
export function isCacheable(method: string | undefined, url: string | undefined, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!url || url.length > MAX_URL_LENGTH || !url.startsWith("/")) return false;
  if (cookie && SESSION_COOKIE.test(cookie)) return false;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (NEVER.test(path)) return false;
  if (path.startsWith("/api/")) return PUBLIC_API.test(path);
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot === -1 || CACHED_EXTENSIONS.has(name.slice(dot + 1));
}
