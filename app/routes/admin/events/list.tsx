/** The list of events at /admin/events: the content-set screen, configured for events. */

import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(eventsSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(eventsSet);

export function HydrateFallback() {
  return <ScreenLoading set={eventsSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={eventsSet} />;
}

export default function EventsList() {
  return <ListScreen set={eventsSet} />;
}
