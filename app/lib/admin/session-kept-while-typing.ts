/**
 * While someone types in an office form, their session is kept alive (ADR 047). Typing makes no requests, so the
 * 30-minute idle end (ADR 007) would otherwise fall on a secretary in the middle of a long story. Only a change
 * made since the last beat sends one, so a screen left unattended still ends on time.
 */
import { useEffect, useRef } from "react";
import { getClientConfig } from "../config/client-config.ts";

/** Well inside the 30-minute idle end, and rare enough to cost nothing. */
export const SESSION_BEAT_MS = 5 * 60_000;

export function useSessionKeptWhileTyping(values: unknown, everyMs = SESSION_BEAT_MS): void {
  const changedSinceBeat = useRef(false);
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `values` is the event itself
  useEffect(() => {
    // The first run is the screen opening, not a change.
    if (opened.current) changedSinceBeat.current = true;
    opened.current = true;
  }, [values]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (!changedSinceBeat.current) return;
      changedSinceBeat.current = false;
      // Any request with the cookie touches the session. Not through the API client: a session already over must
      // not send the screen away here, mid-sentence; the next save says so, and the typing is kept (ADR 047).
      void fetch(`${getClientConfig().apiBase}/api/auth/status`, {
        credentials: "same-origin",
        cache: "no-store",
      }).catch(() => {});
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}
