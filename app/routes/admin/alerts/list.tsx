/** The list of alerts at /admin/alerts: the content-set screen, configured for alerts. */

import { alertsSet } from "~/lib/admin/alerts-set.tsx";
import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alertsSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(alertsSet);

export function HydrateFallback() {
  return <ScreenLoading set={alertsSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alertsSet} />;
}

export default function AlertsList() {
  return <ListScreen set={alertsSet} />;
}
