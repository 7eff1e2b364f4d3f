/** A new one at /admin/events/new (?from=<id> duplicates one): the content-set screen, configured for events. */

import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { eventsSet } from "~/lib/admin/events-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(eventsSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(eventsSet);

export function HydrateFallback() {
  return <ScreenLoading set={eventsSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={eventsSet} />;
}

export default function NewEvent() {
  return <NewScreen set={eventsSet} />;
}
