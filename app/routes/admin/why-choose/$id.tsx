/** One item's editor at /admin/why-choose/<id>: the content-set screen, configured for why-choose reasons. */

import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { whyChooseSet } from "~/lib/admin/why-choose-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(whyChooseSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(whyChooseSet);

export function HydrateFallback() {
  return <ScreenLoading set={whyChooseSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={whyChooseSet} />;
}

export default function EditWhyChoose() {
  return <EditScreen set={whyChooseSet} />;
}
