/**
 * An address with a broken percent-escape (`/about/%E0%A4%A`, a link mangled in an e-mail) cannot be routed:
 * Fastify would answer it with its own raw JSON 400. Such an address names no page, so it is quoted as typed and
 * routed like any other unknown address: the website's Page Not Found in the site's frame, or the API's JSON 404.
 */

/** The URL unchanged, or with every `%` of its path escaped when the path does not decode. */
export function quoteMalformedPath(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Most addresses have no escapes at all: nothing more to do on the hot path.
  if (!path.includes("%")) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll("%", "%25") + (queryAt === -1 ? "" : url.slice(queryAt));
  }
}
