/** One item's editor at /admin/events/<id>: the content-set screen, configured for events. */

import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(eventsSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(eventsSet);

export function HydrateFallback() {
  return <ScreenLoading set={eventsSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={eventsSet} />;
}

export default function EditEvent() {
  return <EditScreen set={eventsSet} />;
}
