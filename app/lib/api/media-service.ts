/**
 * The office's pictures (DESIGN.md: pictures): the library through the API client, and uploads through
 * XMLHttpRequest, the one browser API that reports an upload's progress. Uploads carry the client's CSRF
 * token and, like the client, fetch a fresh one once when the server refuses it.
 */
import type { Page } from "../../../common/content/types.ts";
import type { MediaItem } from "../../../common/media/media.ts";
import type { ApiClient } from "./client.ts";

export interface UploadRequest {
  file: File;
  alt: string;
  decorative: boolean;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?(fraction: number): void;
}

/** An upload the server refused: its message for the office, and the field it named, when it named one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface MediaService {
  list(query: { q?: string; page?: number }, options?: { signal?: AbortSignal }): Promise<Page<MediaItem>>;
  remove(id: string): Promise<void>;
  upload(request: UploadRequest): Promise<MediaItem>;
}

interface Reply {
  status: number;
  body: unknown;
}

function send(url: URL, token: string, request: UploadRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set("alt", request.alt);
    form.set("decorative", request.decorative ? "true" : "false");
    form.set("file", request.file, request.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => resolve({ status: xhr.status, body: xhr.response }));
    xhr.addEventListener("error", () =>
      reject(new UploadError("The upload did not reach the server. Check the connection and try again.", 0)),
    );
    xhr.send(form);
  });
}

function errorOf(reply: Reply): UploadError {
  const body = (reply.body ?? {}) as { message?: string; fields?: Record<string, string> };
  if (reply.status === 401) return new UploadError("Admin session expired. Please log in again.", 401);
  if (reply.status === 429)
    return new UploadError("Too many uploads in a short time. Wait a minute, then try again.", 429);
  return new UploadError(body.message ?? `The server answered ${reply.status}.`, reply.status, body.fields ?? {});
}

export function createMediaService(api: ApiClient): MediaService {
  return {
    list: (query, options) => api.get<Page<MediaItem>>("/media", { query, signal: options?.signal }),
    remove: (id) => api.delete<void>(`/media/${encodeURIComponent(id)}`),
    async upload(request) {
      const url = api.urlOf("/media");
      let reply = await send(url, await api.getCsrfToken(), request);
      if (reply.status === 403) {
        // A stale token: one fresh one, as the client does for its own calls.
        api.dropCsrfToken();
        reply = await send(url, await api.getCsrfToken(), request);
      }
      if (reply.status !== 201) throw errorOf(reply);
      return reply.body as MediaItem;
    },
  };
}
