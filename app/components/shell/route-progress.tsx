/** A thin bar and a screen-reader message while the next page loads or a form is being sent (spec §4 flags). */
import { type ReactNode, useEffect, useState } from "react";
import { useUiState } from "~/lib/ui-state.tsx";

// Quick navigations should not flash a bar: show it only after this long.
const SHOW_AFTER_MS = 150;

function busyMessage(state: { routeLoading: boolean; submitting: boolean }): string {
  if (state.submitting) return "Sending…";
  if (state.routeLoading) return "Loading page…";
  return "Please wait…";
}

export function RouteProgress() {
  const { routeLoading, loading, submitting } = useUiState();
  const busy = routeLoading || loading;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <>
      <div className={`route-progress${visible ? " is-active" : ""}`} aria-hidden="true" data-testid="route-progress" />
      <p className="visually-hidden" role="status" aria-live="polite">
        {visible ? busyMessage({ routeLoading, submitting }) : ""}
      </p>
    </>
  );
}

/** The page's <main>, marked busy while its content is being replaced or a form on it is being sent. */
export function BusyMain({ children }: { children: ReactNode }) {
  const { routeLoading, loading } = useUiState();
  return (
    <main id="main-content" tabIndex={-1} aria-busy={routeLoading || loading ? true : undefined}>
      {children}
    </main>
  );
}
