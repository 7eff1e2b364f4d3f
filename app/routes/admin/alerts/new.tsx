/** A new one at /admin/alerts/new (?from=<id> duplicates one): the content-set screen, configured for alerts. */

import { alertsSet } from "~/lib/admin/alerts-set.tsx";
import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alertsSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(alertsSet);

export function HydrateFallback() {
  return <ScreenLoading set={alertsSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alertsSet} />;
}

export default function NewAlert() {
  return <NewScreen set={alertsSet} />;
}
