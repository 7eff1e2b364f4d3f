/** A new one at /admin/why-choose/new (?from=<id> duplicates one): the content-set screen, configured for why-choose reasons. */

import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { whyChooseSet } from "~/lib/admin/why-choose-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(whyChooseSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(whyChooseSet);

export function HydrateFallback() {
  return <ScreenLoading set={whyChooseSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={whyChooseSet} />;
}

export default function NewWhyChoose() {
  return <NewScreen set={whyChooseSet} />;
}
