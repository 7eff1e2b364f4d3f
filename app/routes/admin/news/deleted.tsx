/** The news items deleted in the last 30 days at /admin/news/deleted: the content-set screen, configured for news. */
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(newsSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(newsSet);

export function HydrateFallback() {
  return <ScreenLoading set={newsSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={newsSet} />;
}

export default function DeletedNews() {
  return <DeletedScreen set={newsSet} />;
}
