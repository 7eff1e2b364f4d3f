/**
 * A content item's saved versions for the office (DESIGN.md: history): list them, read one, restore one as
 * a new version. Apart from the careers service, which has exactly the spec's five operations.
 */
import type { ApiClient } from "./client.ts";

export interface VersionSummary {
  version: number;
  savedAt: string;
  /** Who saved it; null for the sample content and scripts. */
  savedBy: string | null;
}

export interface ItemHistory {
  /** The version stored now. */
  current: number;
  /** Newest first. */
  versions: VersionSummary[];
}

export interface HistoryService<E> {
  list(id: string | number): Promise<ItemHistory>;
  get(id: string | number, version: number): Promise<E>;
  /** Rejects with the 409 (ApiResponseError) when `currentVersion` is no longer the stored one. */
  restore(id: string | number, version: number, currentVersion: number): Promise<E>;
}

/** `path` is the set's collection under /api, e.g. "/news". */
export function createHistoryService<E>(api: ApiClient, path: `/${string}`): HistoryService<E> {
  const itemPath = (id: string | number) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    list: (id) => api.get<ItemHistory>(`${itemPath(id)}/history`),
    get: (id, version) => api.get<E>(`${itemPath(id)}/history/${version}`),
    restore: (id, version, currentVersion) => api.post<E>(`${itemPath(id)}/restore`, { version, currentVersion }),
  };
}
