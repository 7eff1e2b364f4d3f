/** The list of alumni stories at /admin/alumni: the content-set screen, configured for alumni stories. */
import { alumniSet } from "~/lib/admin/alumni-set.tsx";
import { ListScreen, listLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alumniSet, "list");
export const meta = routeMeta;
export const clientLoader = listLoader(alumniSet);

export function HydrateFallback() {
  return <ScreenLoading set={alumniSet} screen="list" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alumniSet} />;
}

export default function AlumniList() {
  return <ListScreen set={alumniSet} />;
}
