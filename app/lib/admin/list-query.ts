/** The office's list state lives in the address (?q=&status=&sort=&page=&from=&to=), so a filtered list can be bookmarked and Back works. */

import { PAGE_MAX } from "../../../common/paging.ts";
import { addDays } from "../../../common/zoned-time.ts";
import type { ListQuery } from "../api/content-service.ts";
import type { Choice } from "./content-set.ts";

export interface ListState {
  q: string;
  status: string;
  sort: string;
  page: number;
  /** Days "YYYY-MM-DD" of a date-range filter, or "" for none. */
  from: string;
  to: string;
  /**
   * The list as it opens for a set that starts at now (`dateRange.opensAtNow`): no day in the address, so only
   * what has not ended yet. An address with `from` or `to` (even empty: "show past ones too") is read as given.
   */
  fromNow: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Unknown values fall back to the defaults instead of reaching the API as a 400. */
export function listStateOf(
  params: URLSearchParams,
  choices: {
    statuses: readonly Choice[];
    sorts: readonly Choice[];
    dateRange?: { opensAtNow?: unknown } | undefined;
  },
): ListState {
  const pick = (value: string | null, options: readonly Choice[]) =>
    options.some((option) => option.value === value) ? (value as string) : (options[0]?.value ?? "");
  const page = Number(params.get("page") ?? "1");
  const days = [params.get("from") ?? "", params.get("to") ?? ""].map((day) => (DAY.test(day) ? day : ""));
  // Days given the wrong way round are read the way they were meant.
  const [from = "", to = ""] = days[0] && days[1] && days[0] > days[1] ? [days[1], days[0]] : days;
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: pick(params.get("status"), choices.statuses),
    sort: pick(params.get("sort"), choices.sorts),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    from,
    to,
    fromNow: Boolean(choices.dateRange?.opensAtNow) && !params.has("from") && !params.has("to"),
  };
}

/** The API query for a list state; `now` ends what "not ended yet" means (an instant: no zone rules needed). */
export function listQueryOf(state: ListState, now: Date = new Date()): ListQuery {
  return {
    q: state.q || undefined,
    status: state.status,
    sort: state.sort,
    page: state.page,
    from: state.fromNow ? now.toISOString() : state.from || undefined,
    // The filter's second day is included: the API's `to` is the exclusive end, so the day after it.
    to: state.to ? addDays(state.to, 1) : undefined,
  };
}
