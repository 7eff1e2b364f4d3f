/** A new one at /admin/alumni/new (?from=<id> duplicates one): the content-set screen, configured for alumni stories. */
import { alumniSet } from "~/lib/admin/alumni-set.tsx";
import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(alumniSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(alumniSet);

export function HydrateFallback() {
  return <ScreenLoading set={alumniSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={alumniSet} />;
}

export default function NewAlumni() {
  return <NewScreen set={alumniSet} />;
}
