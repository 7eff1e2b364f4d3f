/** A new one at /admin/pages/new (?from=<id> duplicates one): the content-set screen, configured for pages. */

import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { pagesSet } from "~/lib/admin/pages-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(pagesSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(pagesSet);

export function HydrateFallback() {
  return <ScreenLoading set={pagesSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={pagesSet} />;
}

export default function NewPage() {
  return <NewScreen set={pagesSet} />;
}
