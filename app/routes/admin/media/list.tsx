/**
 * The picture library at /admin/media: add pictures with their descriptions, find them, see where they are used,
 * delete (kept 30 days under "Recently deleted", ADR 066).
 */
import { useLoaderData } from "react-router";
import { MEDIA_PLACE, MediaLibrary } from "~/components/admin/media-library.tsx";
import { createDeletedPicturesService, createMediaService } from "~/lib/api/media-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Page } from "../../../../common/content/types.ts";
import type { MediaItem } from "../../../../common/media/media.ts";
import type { Route } from "./+types/list";

export const handle = {
  accessPoint: MEDIA_PLACE.accessPoint,
  seo: { title: MEDIA_PLACE.names.plural, noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

function mediaService() {
  return createMediaService(browserServices().api);
}

interface MediaData {
  page: Page<MediaItem>;
  q: string;
  /** Deleted pictures still kept (ADR 066); null when they could not be counted: the library still shows. */
  deletedCount: number | null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<MediaData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Math.min(1000, Number(params.get("page")) || 1));
  const [listed, deletedCount] = await Promise.all([
    mediaService().list({ q: q || undefined, page }, { signal: request.signal }),
    createDeletedPicturesService(browserServices().api).keptCount({ signal: request.signal }),
  ]);
  return { page: listed, q, deletedCount };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Pictures</h1>
      <p role="status">Loading the pictures…</p>
    </>
  );
}

export default function MediaScreen() {
  const { page, q, deletedCount } = useLoaderData() as MediaData;
  return <MediaLibrary page={page} q={q} deletedCount={deletedCount} service={mediaService()} />;
}
