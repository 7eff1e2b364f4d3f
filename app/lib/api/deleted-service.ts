/**
 * What the office deleted from one content set, the inbox or the picture library, kept for 30 days (ADR 048, 062,
 * 066): list it, put one back under its own id, or delete one forever. Beside the spec's five operations, like the
 * history's service.
 */
import type { DeletedItem, DeletedList, KeptDeletion } from "../../../common/content/deleted.ts";
import type { ApiClient } from "./client.ts";

/** E: what a put back answers (the item, the message); K: one row of the list. */
export interface DeletedService<E, K extends KeptDeletion = DeletedItem> {
  /** Newest first. */
  list(options?: { signal?: AbortSignal }): Promise<K[]>;
  /** The item as saved again; rejects with the 409 or 400 (ApiResponseError) when something has its place now. */
  putBack(id: string | number): Promise<E>;
  deleteForever(id: string | number): Promise<void>;
  /**
   * How many are kept, for a list's "Recently deleted (N)" link; null when that could not be read, so the list
   * itself still shows (with the link and no count).
   */
  keptCount(options?: { signal?: AbortSignal }): Promise<number | null>;
}

/** `path` is the collection under /api, e.g. "/news" or "/messages". */
export function createDeletedService<E, K extends KeptDeletion = DeletedItem>(
  api: ApiClient,
  path: `/${string}`,
): DeletedService<E, K> {
  const kept = (id: string | number) => `${path}/deleted/${encodeURIComponent(String(id))}`;
  const list = async (options: { signal?: AbortSignal } = {}) =>
    (await api.get<DeletedList<K>>(`${path}/deleted`, { signal: options.signal })).items;
  return {
    list,
    keptCount: (options) =>
      list(options).then(
        (items) => items.length,
        () => null,
      ),
    putBack: (id) => api.post<E>(`${kept(id)}/restore`, {}),
    deleteForever: async (id) => {
      await api.delete<unknown>(kept(id));
    },
  };
}
