/** The list of careers postings at /admin/careers: the content-set screen, configured for careers. */
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(careersSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(careersSet);

export function HydrateFallback() {
  return <ScreenLoading set={careersSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={careersSet} />;
}

export default function CareersList() {
  return <ListScreen set={careersSet} />;
}
