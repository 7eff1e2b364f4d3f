/** The list of why-choose reasons at /admin/why-choose: the content-set screen, configured for why-choose reasons. */

import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { whyChooseSet } from "~/lib/admin/why-choose-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(whyChooseSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(whyChooseSet);

export function HydrateFallback() {
  return <ScreenLoading set={whyChooseSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={whyChooseSet} />;
}

export default function WhyChooseList() {
  return <ListScreen set={whyChooseSet} />;
}
