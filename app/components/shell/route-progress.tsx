/** A thin bar and a screen-reader message while the next page loads. */
import { useEffect, useState } from "react";
import { useUiState } from "~/lib/ui-state.tsx";

// Quick navigations should not flash a bar: show it only after this long.
const SHOW_AFTER_MS = 150;

export function RouteProgress() {
  const { routeLoading, loading } = useUiState();
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
        {visible ? "Loading page…" : ""}
      </p>
    </>
  );
}
