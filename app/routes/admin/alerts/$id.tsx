/** One alert's editor at /admin/alerts/<id>: the content-set screen, configured for alerts. */

import { alertsSet } from "~/lib/admin/alerts-set.tsx";
import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alertsSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(alertsSet);

export function HydrateFallback() {
  return <ScreenLoading set={alertsSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alertsSet} />;
}

export default function EditAlert() {
  return <EditScreen set={alertsSet} />;
}
