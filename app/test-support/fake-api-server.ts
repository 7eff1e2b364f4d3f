/** A stand-in for the JSON API in unit tests: answers by "METHOD /api/path" and records every request. */
import { type ApiClient, createApiClient, type FetchLike } from "../lib/api/client.ts";

export type Answer = (request: Request) => Response | Promise<Response>;

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** A route may answer the same way every time, or with a list of answers in turn (the last repeats). */
export function fakeServer(routes: Record<string, Answer | Answer[]>) {
  const requests: RecordedRequest[] = [];
  const served = new Map<string, number>();
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url,
      headers: request.headers,
      credentials: request.credentials,
      body: await request.clone().text(),
    });
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key];
    if (!route) return json(404, { code: "NOT_FOUND" });
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
    if (!answer) throw new Error(`no answer for ${key}`);
    return answer(request);
  };
  return {
    fetch,
    requests,
    /** Requests to one "METHOD /api/path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}

/** The CSRF route handing out token-1, token-2, … so a test can tell a fresh token from a cached one. */
export function csrfTokens(): Answer {
  let n = 0;
  return () => json(200, { csrfToken: `token-${++n}` });
}

/** The browser's API client on an office screen, talking to `fetch` (a fakeServer's): a session's end is ignored. */
export function officeApiClient(fetch: FetchLike): ApiClient {
  return createApiClient({ baseUrl: "http://localhost", fetch, pageKind: () => "admin", onSessionEnd: () => {} });
}
