/**
 * A content set's own actions on one item (POST <set>/<id>/<name>, e.g. an alert's "end"), beside the spec's
 * five operations: the server does the change through the set's write path and answers the item as saved.
 */
import type { ApiClient } from "./client.ts";

/** Runs the action `name` on the item; rejects as the API client does (404, 409, 429…). */
export type RunItemAction<E> = (id: string | number, name: string) => Promise<E>;

/** `path` is the set's collection under /api, e.g. "/alerts". */
export function createItemActions<E>(api: ApiClient, path: `/${string}`): RunItemAction<E> {
  return (id, name) => api.post<E>(`${path}/${encodeURIComponent(String(id))}/${encodeURIComponent(name)}`, {});
}
