/**
 * The addresses that send a signed-out browser home (spec §4's `/`) with a marker saying why, for the root's
 * SignedOutMarker to act on and take off again (ADR 053). Plain strings: the server and the browser's API
 * calls both use them.
 */

const SIGNED_OUT_PARAM = "signed-out";

/** Where the server sends a visitor without a session who asked for an office screen. */
export const SIGNED_OUT_HOME = `/?${SIGNED_OUT_PARAM}=1`;

/** Where the browser goes when a reply says its session is over: it saw the end, so the page says so. */
export const SESSION_EXPIRED_HOME = `/?${SIGNED_OUT_PARAM}=expired`;

/** "expired": the browser saw its session end; "turned-away": the server refused an office screen. */
type SignedOutReason = "expired" | "turned-away";

/** The marker in a query string, with the query string left without it (`""` or `?…`); null when absent. */
export function readSignedOutMarker(search: string): { reason: SignedOutReason; rest: string } | null {
  const params = new URLSearchParams(search);
  const value = params.get(SIGNED_OUT_PARAM);
  if (value === null) return null;
  params.delete(SIGNED_OUT_PARAM);
  const rest = params.toString();
  return { reason: value === "expired" ? "expired" : "turned-away", rest: rest === "" ? "" : `?${rest}` };
}
