/**
 * The spec's five careers operations (§7: fetchAll, fetchOne, create, update, remove) on the spec's API
 * client, written once for every content set the office manages: careers configures it first, the other
 * sets the same way. Errors are the client's (§8): 409 and 429 reach the caller as ApiResponseError.
 */
import type { ApiClient } from "./client.ts";
import { ApiResponseError } from "./errors.ts";
import { isRecord } from "./is-record.ts";

/** One page of a list, as every content set's GET answers it. */
export interface ListPage<E> {
  items: E[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What the office's list asks for; the server validates each value and names a bad one. */
export type ListQuery = Record<string, string | number | boolean | undefined>;

/** Every stored item carries its version, which an update sends back (DESIGN.md: stale is 409). */
export interface Versioned {
  id: string | number;
  version: number;
}

export type ItemUpdate<I> = Partial<I> & { version: number };

export interface ContentService<E extends Versioned, I> {
  fetchAll(query?: ListQuery, options?: { signal?: AbortSignal }): Promise<ListPage<E>>;
  fetchOne(id: E["id"], options?: { signal?: AbortSignal }): Promise<E>;
  create(input: I): Promise<E>;
  /** Rejects with a VersionConflict (see versionConflictOf) when someone else saved first. */
  update(id: E["id"], input: ItemUpdate<I>): Promise<E>;
  remove(id: E["id"]): Promise<void>;
}

/**
 * `path` is the set's collection under /api (e.g. "/careers"). The office's screens ask for every status
 * (`status=all`); the server only honours that for a signed-in administrator.
 */
export function createContentService<E extends Versioned, I>(api: ApiClient, path: `/${string}`): ContentService<E, I> {
  const itemPath = (id: E["id"]) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    fetchAll: (query = {}, options = {}) =>
      api.get<ListPage<E>>(path, { query: { status: "all", ...query }, signal: options.signal }),
    fetchOne: (id, options = {}) => api.get<E>(itemPath(id), { query: { status: "all" }, signal: options.signal }),
    create: (input) => api.post<E>(path, input),
    update: (id, input) => api.put<E>(itemPath(id), input),
    remove: async (id) => {
      await api.delete<unknown>(itemPath(id));
    },
  };
}

/** A 409's body: the version now stored and, when the server sends it, the item as it is now. */
export interface VersionConflict<E> {
  currentVersion: number;
  current: E | undefined;
}

/** The conflict behind an update's rejection, or undefined when it failed for another reason. */
export function versionConflictOf<E>(error: unknown): VersionConflict<E> | undefined {
  if (!(error instanceof ApiResponseError) || error.status !== 409) return undefined;
  const body = error.response.data;
  if (!isRecord(body) || typeof body.currentVersion !== "number") return undefined;
  return { currentVersion: body.currentVersion, current: isRecord(body.current) ? (body.current as E) : undefined };
}
