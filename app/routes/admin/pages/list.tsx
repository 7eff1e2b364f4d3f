/** The list of the site's pages at /admin/pages: the content-set screen, configured for the site's pages. */

import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { pagesSet } from "~/lib/admin/pages-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(pagesSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(pagesSet);

export function HydrateFallback() {
  return <ScreenLoading set={pagesSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={pagesSet} />;
}

export default function PagesList() {
  return <ListScreen set={pagesSet} />;
}
