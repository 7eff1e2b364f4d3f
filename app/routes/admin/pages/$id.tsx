/** One page's editor at /admin/pages/<id>: the content-set screen, configured for the site's pages. */

import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { pagesSet } from "~/lib/admin/pages-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(pagesSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(pagesSet);

export function HydrateFallback() {
  return <ScreenLoading set={pagesSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={pagesSet} />;
}

export default function EditPage() {
  return <EditScreen set={pagesSet} />;
}
