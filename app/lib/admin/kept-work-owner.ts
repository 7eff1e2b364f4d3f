/** Whose unsaved work an office editor keeps and offers back (ADR 047, ADR 076). */
import { useRouteLoaderData } from "react-router";
import { type AdminProfile, authState } from "../auth/auth-state.ts";
import { keptWorkOwner } from "../auth/kept-work.ts";

/**
 * The administrator the server signed in, as the office's frame loaded them, so every tab and window of the
 * browser files their work alike: the tab's own sign-in record (session storage) is empty in a tab opened from
 * a link, whose work was filed apart and never offered in the tab that signed in. Without the frame (a screen
 * rendered on its own), the tab's record.
 */
export function useKeptWorkOwner(): string {
  const frame = useRouteLoaderData("routes/admin/layout") as { profile?: AdminProfile } | undefined;
  return keptWorkOwner(frame?.profile?.email ?? authState.profile()?.email);
}
