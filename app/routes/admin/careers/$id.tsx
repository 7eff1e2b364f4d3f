/** One careers posting's editor at /admin/careers/<id>: the content-set screen, configured for careers. */
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(careersSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(careersSet);

export function HydrateFallback() {
  return <ScreenLoading set={careersSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={careersSet} />;
}

export default function EditCareersPosting() {
  return <EditScreen set={careersSet} />;
}
