/**
 * Sending a file to the API (pictures, downloadable forms): XMLHttpRequest, the one browser API that reports an
 * upload's progress, with the client's CSRF token, fetching a fresh one once when the server refuses it.
 */
import type { ApiClient } from "./client.ts";

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

export interface Upload {
  method: "POST" | "PUT";
  /** Under the API, e.g. "/media". */
  path: `/${string}`;
  file: File;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?(fraction: number): void;
}

interface Reply {
  status: number;
  body: unknown;
}

function send(url: URL, token: string, upload: Upload): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.set(name, value);
    form.set("file", upload.file, upload.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
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

/** Sends the upload and answers the server's reply body; UploadError when it is refused. */
export async function uploadFile<T>(api: ApiClient, upload: Upload): Promise<T> {
  const url = api.urlOf(upload.path);
  let reply = await send(url, await api.getCsrfToken(), upload);
  if (reply.status === 403) {
    // A stale token: one fresh one, as the client does for its own calls.
    api.dropCsrfToken();
    reply = await send(url, await api.getCsrfToken(), upload);
  }
  if (reply.status < 200 || reply.status >= 300) throw errorOf(reply);
  return reply.body as T;
}
