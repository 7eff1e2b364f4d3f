/** One item's editor at /admin/alumni/<id>: the content-set screen, configured for alumni stories. */
import { alumniSet } from "~/lib/admin/alumni-set.tsx";
import { EditScreen, editLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alumniSet, "edit");
export const meta = routeMeta;
export const clientLoader = editLoader(alumniSet);

export function HydrateFallback() {
  return <ScreenLoading set={alumniSet} screen="edit" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alumniSet} />;
}

export default function EditAlumni() {
  return <EditScreen set={alumniSet} />;
}
