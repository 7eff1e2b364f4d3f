/** The careers postings deleted in the last 30 days at /admin/careers/deleted: the content-set screen, configured for careers. */

import { careersSet } from "~/lib/admin/careers-set.tsx";
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(careersSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(careersSet);

export function HydrateFallback() {
  return <ScreenLoading set={careersSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={careersSet} />;
}

export default function DeletedCareers() {
  return <DeletedScreen set={careersSet} />;
}
