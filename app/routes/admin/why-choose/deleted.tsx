/** The reasons on Why choose PCS deleted in the last 30 days at /admin/why-choose/deleted: the content-set screen, configured for why-choose. */
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { whyChooseSet } from "~/lib/admin/why-choose-set.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(whyChooseSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(whyChooseSet);

export function HydrateFallback() {
  return <ScreenLoading set={whyChooseSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={whyChooseSet} />;
}

export default function DeletedWhyChoose() {
  return <DeletedScreen set={whyChooseSet} />;
}
