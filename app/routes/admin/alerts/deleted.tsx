/** The alerts deleted in the last 30 days at /admin/alerts/deleted: the content-set screen, configured for alerts. */

import { alertsSet } from "~/lib/admin/alerts-set.tsx";
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alertsSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(alertsSet);

export function HydrateFallback() {
  return <ScreenLoading set={alertsSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alertsSet} />;
}

export default function DeletedAlerts() {
  return <DeletedScreen set={alertsSet} />;
}
