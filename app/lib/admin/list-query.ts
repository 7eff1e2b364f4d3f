/** The office's list state lives in the address (?q=&status=&sort=&page=), so a filtered list can be bookmarked and Back works. */

import { PAGE_MAX } from "../../../common/paging.ts";
import type { ListQuery } from "../api/content-service.ts";
import type { Choice } from "./content-set.ts";

export interface ListState {
  q: string;
  status: string;
  sort: string;
  page: number;
}

/** Unknown values fall back to the defaults instead of reaching the API as a 400. */
export function listStateOf(
  params: URLSearchParams,
  choices: { statuses: readonly Choice[]; sorts: readonly Choice[] },
): ListState {
  const pick = (value: string | null, options: readonly Choice[]) =>
    options.some((option) => option.value === value) ? (value as string) : (options[0]?.value ?? "");
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: pick(params.get("status"), choices.statuses),
    sort: pick(params.get("sort"), choices.sorts),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

export function listQueryOf(state: ListState): ListQuery {
  return { q: state.q || undefined, status: state.status, sort: state.sort, page: state.page };
}
