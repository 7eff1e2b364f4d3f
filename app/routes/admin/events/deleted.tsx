/** The events deleted in the last 30 days at /admin/events/deleted: the content-set screen, configured for events. */
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(eventsSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(eventsSet);

export function HydrateFallback() {
  return <ScreenLoading set={eventsSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={eventsSet} />;
}

export default function DeletedEvents() {
  return <DeletedScreen set={eventsSet} />;
}
