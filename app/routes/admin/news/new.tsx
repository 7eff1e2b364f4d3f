/** A new one at /admin/news/new (?from=<id> duplicates one): the content-set screen, configured for news items. */

import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(newsSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(newsSet);

export function HydrateFallback() {
  return <ScreenLoading set={newsSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={newsSet} />;
}

export default function NewNews() {
  return <NewScreen set={newsSet} />;
}
