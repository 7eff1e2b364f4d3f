/**
 * The no-JavaScript form posts carry no X-CSRF-Token, so they must come from a page of this site (ADR 009):
 * the browser's Sec-Fetch-Site and Origin headers say where a form was submitted from, and a cross-site
 * page cannot forge them.
 */

/** The site's own origins: the one the request reached, and the configured public one (behind a proxy). */
function ownOrigins(requestUrl: string, siteUrl: string | undefined): Set<string> {
  const origins = new Set<string>([new URL(requestUrl).origin]);
  if (siteUrl) {
    try {
      origins.add(new URL(siteUrl).origin);
    } catch {
      // A malformed SITE_URL cannot widen what is allowed.
    }
  }
  return origins;
}

/**
 * True only when the browser says the post came from this origin: Sec-Fetch-Site, when sent, must be
 * "same-origin"; Origin, when sent, must be one of ours ("null" is not). A request with neither is refused.
 */
export function isSameOriginPost(headers: Headers, requestUrl: string, siteUrl?: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = headers.get("origin");
  if (origin !== null) return ownOrigins(requestUrl, siteUrl).has(origin);
  return fetchSite === "same-origin";
}

export const CROSS_SITE_MESSAGE =
  "This form could not be sent from the page it came from. Please reload this page and try again.";
