/** The pages the office added deleted in the last 30 days at /admin/pages/deleted: the content-set screen, configured for pages. */
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { pagesSet } from "~/lib/admin/pages-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(pagesSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(pagesSet);

export function HydrateFallback() {
  return <ScreenLoading set={pagesSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={pagesSet} />;
}

export default function DeletedPages() {
  return <DeletedScreen set={pagesSet} />;
}
