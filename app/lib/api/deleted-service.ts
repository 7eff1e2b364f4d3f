/**
 * What the office deleted from one content set, kept for 30 days (ADR 048): list it, put one back under its
 * own id, or delete one forever. Beside the spec's five operations, like the history's service.
 */
import type { DeletedItem, DeletedList } from "../../../common/content/deleted.ts";
import type { ApiClient } from "./client.ts";

export interface DeletedService<E> {
  /** Newest first. */
  list(options?: { signal?: AbortSignal }): Promise<DeletedItem[]>;
  /** The item as saved again; rejects with the 409 or 400 (ApiResponseError) when something has its place now. */
  putBack(id: string | number): Promise<E>;
  deleteForever(id: string | number): Promise<void>;
}

/** `path` is the set's collection under /api, e.g. "/news". */
export function createDeletedService<E>(api: ApiClient, path: `/${string}`): DeletedService<E> {
  const kept = (id: string | number) => `${path}/deleted/${encodeURIComponent(String(id))}`;
  return {
    list: async (options = {}) => (await api.get<DeletedList>(`${path}/deleted`, { signal: options.signal })).items,
    putBack: (id) => api.post<E>(`${kept(id)}/restore`, {}),
    deleteForever: async (id) => {
      await api.delete<unknown>(kept(id));
    },
  };
}
