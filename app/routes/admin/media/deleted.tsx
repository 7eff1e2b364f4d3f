/** The pictures deleted in the last 30 days at /admin/media/deleted (ADR 066): the content sets' screen, configured for the library. */
import { MEDIA_PLACE } from "~/components/admin/media-library.tsx";
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(MEDIA_PLACE, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(MEDIA_PLACE);

export function HydrateFallback() {
  return <ScreenLoading set={MEDIA_PLACE} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={MEDIA_PLACE} />;
}

export default function DeletedPictures() {
  return <DeletedScreen set={MEDIA_PLACE} />;
}
