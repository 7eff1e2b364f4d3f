/** The list of news items at /admin/news: the content-set screen, configured for news items. */

import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { newsSet } from "~/lib/admin/news-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(newsSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(newsSet);

export function HydrateFallback() {
  return <ScreenLoading set={newsSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={newsSet} />;
}

export default function NewsList() {
  return <ListScreen set={newsSet} />;
}
