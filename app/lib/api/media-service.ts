/**
 * The office's pictures (DESIGN.md: pictures): the library through the API client, and uploads through
 * uploadFile (upload.ts), which reports progress and carries the client's CSRF token.
 */
import type { Page } from "../../../common/content/types.ts";
import type { DeletedPicture, MediaDetails, MediaItem, PutBackPicture } from "../../../common/media/media.ts";
import type { ApiClient } from "./client.ts";
import { createDeletedService, type DeletedService } from "./deleted-service.ts";
import { uploadFile } from "./upload.ts";

export { UploadError } from "./upload.ts";

export interface UploadRequest {
  file: File;
  alt: string;
  decorative: boolean;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?(fraction: number): void;
}

export interface MediaService {
  list(query: { q?: string; page?: number }, options?: { signal?: AbortSignal }): Promise<Page<MediaItem>>;
  remove(id: string): Promise<void>;
  /** A new description, or decorative; answers the picture as stored. */
  describe(id: string, details: MediaDetails): Promise<MediaItem>;
  upload(request: UploadRequest): Promise<MediaItem>;
}

export function createMediaService(api: ApiClient): MediaService {
  return {
    list: (query, options) => api.get<Page<MediaItem>>("/media", { query, signal: options?.signal }),
    remove: (id) => api.delete<void>(`/media/${encodeURIComponent(id)}`),
    describe: (id, details) => api.request<MediaItem>("PATCH", `/media/${encodeURIComponent(id)}`, { body: details }),
    upload: (request) =>
      uploadFile<MediaItem>(api, {
        method: "POST",
        path: "/media",
        file: request.file,
        fields: { alt: request.alt, decorative: request.decorative ? "true" : "false" },
        onProgress: request.onProgress,
      }),
  };
}

/** The library's "Recently deleted" (ADR 066): the content sets' service under /media. */
export function createDeletedPicturesService(api: ApiClient): DeletedService<PutBackPicture, DeletedPicture> {
  return createDeletedService<PutBackPicture, DeletedPicture>(api, "/media");
}
