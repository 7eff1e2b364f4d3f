/**
 * The browser's JSON API client (spec §7, §8): `/api` prefix, cookies on every call, a cached CSRF
 * token on every non-GET, the CSRF retry, the error catalogue and the session-end rule.
 */

import { CSRF_RETRY_LIMIT } from "../../../common/constants.ts";
import { validateApiBase } from "../config/client-config.ts";
import { ApiError, ApiResponseError, type RawResponse } from "./errors.ts";
import { isRecord } from "./is-record.ts";
import type { PageKind } from "./page-kind.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type FetchLike = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** The API base (spec §9); a function is read on every call. Checked against spec §5's rule. */
  baseUrl: string | (() => string);
  /** The transport; the browser's fetch by default. Tests pass a fake. */
  fetch?: FetchLike;
  /** Spec §7: no time-out by default. Set one only where a caller wants it. */
  timeoutMs?: number;
  /** Which page the visitor is on, for the 401 rules. */
  pageKind: () => PageKind;
  /**
   * Ends the admin session locally (clear the flags, go to /). Called for a 401 on an admin page
   * and for a reply whose `isAuthenticated`/`success` is false (spec §4).
   */
  onSessionEnd: () => void;
  /** Spec §9: 3. */
  csrfRetryLimit?: number;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Lets a caller cancel; a cancelled call rejects with the fetch's own AbortError. */
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  /** The cached token, fetched on first use (spec §7). */
  getCsrfToken(): Promise<string>;
  /** Forgets the token so the next non-GET fetches a new one. */
  dropCsrfToken(): void;
  /** The address of an API path ("/media" → "https://…/api/media"), for a call the client cannot send (an upload with progress). */
  urlOf(path: string): URL;
}

/** Codes of a 403 that mean "wrong password / locked", not "bad CSRF token" (spec §8). */
const AUTH_FAILURE_CODES = new Set(["ACCOUNT_LOCKED", "INVALID_CREDENTIALS"]);

/**
 * Spec §4's session-end rule: a reply that carries both `isAuthenticated` and `success` and says
 * either is false. The status reply nests them in `data[0]`, so the envelope and its data are read.
 */
export function repliesSessionEnded(body: unknown): boolean {
  const candidates: unknown[] = [body];
  if (isRecord(body) && "data" in body) {
    const data = body.data;
    candidates.push(Array.isArray(data) ? data[0] : data);
  }
  return candidates.some(
    (c) =>
      isRecord(c) && "isAuthenticated" in c && "success" in c && (c.isAuthenticated !== true || c.success !== true),
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const retryLimit = options.csrfRetryLimit ?? CSRF_RETRY_LIMIT;
  const baseOf = typeof options.baseUrl === "function" ? options.baseUrl : () => options.baseUrl as string;
  // A fixed base is checked at once, so a misconfigured build fails where it is created.
  if (typeof options.baseUrl === "string") validateApiBase(options.baseUrl);

  let csrfToken: Promise<string> | undefined;

  function urlOf(path: string): URL {
    const base = baseOf().replace(/\/+$/, "");
    return new URL(`${base}/api${path.startsWith("/") ? path : `/${path}`}`);
  }

  function buildRequest(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    token: string | undefined,
    signal: AbortSignal,
  ): Request {
    const url = urlOf(path);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: "application/json" });
    if (token !== undefined) headers.set("X-CSRF-Token", token);
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers.set("Content-Type", "application/json");
    }
    return new Request(url, { method, headers, body, credentials: "include", signal });
  }

  /**
   * One abort signal for the caller's cancel and the optional time-out. Our own controller and timer,
   * not AbortSignal.timeout/any: a Request only follows its signal weakly, and a signal nobody else
   * holds can be collected before it fires.
   */
  function abortControl(callerSignal: AbortSignal | undefined) {
    const controller = new AbortController();
    const follow = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) follow();
    else callerSignal?.addEventListener("abort", follow, { once: true });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => controller.abort(new DOMException("The request timed out", "TimeoutError")),
            options.timeoutMs,
          );
    return {
      signal: controller.signal,
      done() {
        clearTimeout(timer);
        callerSignal?.removeEventListener("abort", follow);
      },
    };
  }

  /** One exchange with the server, mapped through the catalogue; `retries` counts CSRF retries so far. */
  async function send<T>(method: HttpMethod, path: string, opts: RequestOptions, retries: number): Promise<T> {
    // The base check raises its own message (spec §5) rather than the generic set-up one.
    validateApiBase(baseOf());
    const token = method === "GET" ? undefined : await getCsrfToken();

    const abort = abortControl(opts.signal);
    let response: Response;
    let data: unknown;
    try {
      let request: Request;
      try {
        request = buildRequest(method, path, opts, token, abort.signal);
      } catch (cause) {
        throw new ApiError("setup", { cause });
      }
      try {
        const exchange = transport(request).then(async (reply) => ({ reply, body: await readBody(reply) }));
        // Raced as well as passed to the Request: a time-out or cancel ends the call even if the transport ignores it.
        ({ reply: response, body: data } = await Promise.race([exchange, whenAborted(abort.signal)]));
      } catch (cause) {
        // The caller's own cancel is not a network failure; hand it back untouched.
        if (opts.signal?.aborted) throw opts.signal.reason ?? cause;
        throw new ApiError("no-response", { cause });
      }
    } finally {
      abort.done();
    }

    if (repliesSessionEnded(data)) options.onSessionEnd();
    if (response.ok) return data as T;

    const raw: RawResponse = { status: response.status, data, headers: response.headers };
    const status = response.status;
    if (status === 401) {
      const page = options.pageKind();
      if (page === "login") throw new ApiResponseError(raw);
      if (page === "admin") {
        options.onSessionEnd();
        throw new ApiError("session-expired", { response: raw });
      }
      throw new ApiError("unauthorized", { response: raw });
    }
    if (status === 403) {
      const error = new ApiResponseError(raw);
      if (error.code !== undefined && AUTH_FAILURE_CODES.has(error.code)) throw error;
      // Any other 403 is a stale or missing CSRF token: drop it and try again with a fresh one.
      csrfToken = undefined;
      if (retries < retryLimit) return send<T>(method, path, opts, retries + 1);
      throw new ApiError("csrf", { response: raw });
    }
    if (status === 409 || status === 429) throw new ApiResponseError(raw);
    if (status === 500) throw new ApiError("server", { response: raw });
    throw new ApiError("unexpected", { response: raw });
  }

  function getCsrfToken(): Promise<string> {
    if (!csrfToken) {
      const pending = send<unknown>("GET", "/csrf-token", {}, retryLimit).then((body) => {
        const token = isRecord(body) ? body.csrfToken : undefined;
        if (typeof token !== "string" || token === "") throw new ApiError("unexpected", { status: 200 });
        return token;
      });
      // A failed fetch must not be cached, or every later call would fail the same way.
      pending.catch(() => {
        if (csrfToken === pending) csrfToken = undefined;
      });
      csrfToken = pending;
    }
    return csrfToken;
  }

  const client: ApiClient = {
    request: (method, path, opts = {}) => send(method, path, opts, 0),
    get: (path, opts) => send("GET", path, opts ?? {}, 0),
    post: (path, body, opts) => send("POST", path, { ...opts, body }, 0),
    put: (path, body, opts) => send("PUT", path, { ...opts, body }, 0),
    delete: (path, opts) => send("DELETE", path, opts ?? {}, 0),
    getCsrfToken,
    dropCsrfToken: () => {
      csrfToken = undefined;
    },
    urlOf,
  };
  return client;
}
