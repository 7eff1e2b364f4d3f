/** The alumni stories deleted in the last 30 days at /admin/alumni/deleted: the content-set screen, configured for alumni. */

import { alumniSet } from "~/lib/admin/alumni-set.tsx";
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alumniSet, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(alumniSet);

export function HydrateFallback() {
  return <ScreenLoading set={alumniSet} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alumniSet} />;
}

export default function DeletedAlumni() {
  return <DeletedScreen set={alumniSet} />;
}
