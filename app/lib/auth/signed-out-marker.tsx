/**
 * The one place a browser hears that its office session is over (ADR 053). Both ways home carry a marker
 * (signed-out-address.ts): the browser's own session end (`/?signed-out=expired`: a reply said so) and the
 * server's refusal of an office screen on a full page load (`/?signed-out=1`), which comes before any browser code
 * could clear the flags an old session left. On arrival the marker clears the flags, says once, above the page,
 * that the session expired and whether this administrator's unsaved work is kept here, then comes off the address
 * so a reload or Back does not say it again.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ADMIN_LOGIN_PATH } from "../../../common/constants.ts";
import { OutcomeNotice } from "../../components/outcome-notice.tsx";
import { API_MESSAGES } from "../api/messages.ts";
import { authState as state } from "./auth-state.ts";
import { hasKeptWork, keptWorkOwner } from "./kept-work.ts";
import { readSignedOutMarker } from "./signed-out-address.ts";

interface Ended {
  /** The page the end led to: the notice is about it, and goes when the visitor moves on. */
  pathname: string;
  /** The arrival's location key: a second end while the notice shows is a new arrival that takes focus. */
  arrival: string;
  workKept: boolean;
}

const wallClock = () => new Date();

/** Rendered once in the root: acts on the marker and shows the notice. */
export function SignedOutMarker({ now = wallClock }: { now?: () => Date }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [ended, setEnded] = useState<Ended | null>(null);
  // The arrival acted on: the effect may run again for it (development's StrictMode, a re-render before the
  // address is replaced), after the flags that say whose work is kept have been cleared.
  const actedOn = useRef<string | null>(null);

  // After hydration: the server, and the page cache, know nothing of this browser's storage.
  useEffect(() => {
    const marker = readSignedOutMarker(location.search);
    if (marker === null) {
      setEnded((shown) => (shown && shown.pathname !== location.pathname ? null : shown));
      return;
    }
    if (actedOn.current === location.key) return;
    actedOn.current = location.key;
    // The browser saw its own session end; the server's refusal is news only to a browser that still held one
    // (a reload after 30 idle minutes, a bookmark the next morning). A visitor who never signed in hears nothing.
    if (marker.reason === "expired" || state.hasSession()) {
      setEnded({
        pathname: location.pathname,
        arrival: location.key,
        // Read now, while who was signed in is still known: only work their editors would offer back counts.
        workKept: hasKeptWork(keptWorkOwner(state.profile()?.email), now()),
      });
    }
    state.clear();
    navigate(
      { pathname: location.pathname, search: marker.rest, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, now]);

  if (!ended || ended.pathname !== location.pathname) return null;
  return (
    <div className="container">
      {/* The page replaced the screen they were on (ADR 046): a screen reader starts here. */}
      <OutcomeNotice key={ended.arrival} className="notice session-ended" role="status" takeFocus>
        {/* Spec §8's words for a 401 on an office screen, then ours on what became of the work. */}
        <strong>{API_MESSAGES.adminSessionExpired}</strong>{" "}
        {ended.workKept ? (
          <>
            The changes you had not saved are kept in this browser. To get them back,{" "}
            <a href={ADMIN_LOGIN_PATH}>sign in</a> and open the same item again: you will be offered your changes.
          </>
        ) : (
          <>
            <a href={ADMIN_LOGIN_PATH}>Sign in</a> to carry on.
          </>
        )}
      </OutcomeNotice>
    </div>
  );
}
