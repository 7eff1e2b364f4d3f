/** A new careers posting at /admin/careers/new (?from=<id> duplicates one): the content-set screen, configured for careers. */
import { careersSet } from "~/lib/admin/careers-set.tsx";
import { NewScreen, newLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(careersSet, "new");
export const meta = routeMeta;
export const clientLoader = newLoader(careersSet);

export function HydrateFallback() {
  return <ScreenLoading set={careersSet} screen="new" />;
}

export function ErrorBoundary() {
  return <ScreenError set={careersSet} />;
}

export default function NewCareersPosting() {
  return <NewScreen set={careersSet} />;
}
