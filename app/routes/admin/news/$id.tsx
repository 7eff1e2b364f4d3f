/** One item's editor at /admin/news/<id>: the content-set screen, configured for news items. */

import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(newsSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(newsSet);

export function HydrateFallback() {
  return <ScreenLoading set={newsSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={newsSet} />;
}

export default function EditNews() {
  return <EditScreen set={newsSet} />;
}
