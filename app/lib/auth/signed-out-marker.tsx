/**
 * A full-page load of an admin screen without a session is turned away by the server before any browser
 * code runs, so the guard never gets to clear the flags an old session left in storage. The server's
 * redirect therefore carries a marker (`/?signed-out=1`); on arrival the browser clears both flags and takes
 * the marker off the address.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type AuthState, authState } from "./auth-state.ts";

export const SIGNED_OUT_PARAM = "signed-out";

/** Where the server sends a signed-out visitor who asked for an admin screen. */
export const SIGNED_OUT_HOME = `/?${SIGNED_OUT_PARAM}=1`;

/** The query string without the marker (`""` or `?…`), or null when the marker is not there. */
export function withoutSignedOutMarker(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(SIGNED_OUT_PARAM)) return null;
  params.delete(SIGNED_OUT_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}

/** Rendered once in the root: clears the stale flags when the marker arrives, then replaces the address. */
export function SignedOutMarker({ state = authState }: { state?: AuthState }): null {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = withoutSignedOutMarker(location.search);
    if (rest === null) return;
    state.clear();
    navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, state]);
  return null;
}
