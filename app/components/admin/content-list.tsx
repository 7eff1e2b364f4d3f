/** The office's list of a content set: search, status filter, sort, the table, paging, and the empty state. */
import { Link, useLocation, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { formatChangedAt, schoolToday } from "~/lib/admin/admin-dates.ts";
import { type AdminItem, type ContentSetConfig, withArticle } from "~/lib/admin/content-set.ts";
import type { ListState } from "~/lib/admin/list-query.ts";
import type { ListPage } from "~/lib/api/content-service.ts";
import {
  countLine,
  EmptyList,
  FilterDates,
  FilterSearch,
  FilterSelect,
  ListFilters,
  ListToolbar,
  RecentlyDeletedLink,
} from "./list-filters.tsx";
import { ArrivalNotice } from "./screen-notices.tsx";

/** A message a previous screen left for this one (e.g. after a delete), carried in the navigation's state. */
export interface FlashState {
  flash?: string;
}

export const DASHBOARD_CRUMB = { text: "Dashboard", to: "/admin" };

function lastChange(item: AdminItem): string {
  const when = formatChangedAt(item.updatedAt);
  return item.updatedBy ? `${when} by ${item.updatedBy}` : when;
}

export function ContentList<E extends AdminItem>({
  set,
  page,
  state,
  deletedCount = 0,
}: {
  set: ContentSetConfig<E>;
  page: ListPage<E>;
  state: ListState;
  /**
   * Deleted items still kept: when there are any, a link to "Recently deleted" (ADR 048); null when the count
   * could not be read, and the link is offered without it.
   */
  deletedCount?: number | null;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const flash = (location.state as FlashState | null)?.flash;
  const loading = navigation.state === "loading" && navigation.location.pathname === set.adminPath;
  const filtered = state.q !== "" || state.status !== set.statuses[0]?.value || state.from !== "" || state.to !== "";
  const sortedBy = state.sort.replace(/^-/, "");
  const { names } = set;
  // Opened on what has not ended yet: the way to the rest keeps the search, filter and sort, from the first page.
  const opening = state.fromNow ? set.dateRange?.opensAtNow : undefined;
  const showAll = `${set.adminPath}?${showingAll(location.search)}`;

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current={names.plural} />
      <div className="admin-heading">
        <h1>{names.plural}</h1>
        <Link className="button" to={`${set.adminPath}/new`}>
          Create {withArticle(names)}
        </Link>
      </div>
      <ArrivalNotice key={location.key} flash={flash} />

      <ListFilters label={`Find ${names.plural.toLowerCase()}`} clearTo={set.adminPath} filtered={filtered}>
        <FilterSearch
          id="list-q"
          label={`Search ${names.plural.toLowerCase()}`}
          hint={set.searchHint}
          value={state.q}
        />
        <FilterSelect id="list-status" name="status" label="Show" value={state.status} options={set.statuses} />
        <FilterSelect id="list-sort" name="sort" label="Sort by" value={state.sort} options={set.sorts} />
        {set.dateRange ? (
          <FilterDates
            idPrefix="list"
            legend={set.dateRange.legend}
            hint={set.dateRange.hint}
            from={state.fromNow ? schoolToday() : state.from}
            to={state.to}
          />
        ) : null}
      </ListFilters>

      <ListToolbar
        count={countLine(
          page,
          {
            one: names.singular,
            many: `${names.singular}s`,
            suffix: `${filtered ? " found" : ""}${opening?.countSuffix ?? ""}`,
          },
          loading,
        )}
      >
        {opening ? <Link to={showAll}>{opening.showAll}</Link> : null}
        <RecentlyDeletedLink place={set} count={deletedCount} />
      </ListToolbar>

      {page.items.length === 0 ? (
        <EmptyList page={page}>
          {opening ? (
            <p>
              {opening.none} <Link to={showAll}>{opening.showAll}</Link>.
            </p>
          ) : filtered ? (
            <p>
              No {names.singular}s match. <Link to={set.adminPath}>Show every {names.singular}</Link>.
            </p>
          ) : (
            <p>
              There are no {names.singular}s yet. <Link to={`${set.adminPath}/new`}>Create the first one</Link>.
            </p>
          )}
        </EmptyList>
      ) : (
        <div className="admin-table__scroll" aria-busy={loading || undefined}>
          <table className="admin-table stack-table">
            <caption className="visually-hidden">
              {names.plural}, sorted by {set.sorts.find((sort) => sort.value === state.sort)?.label.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col" aria-sort={sortedBy === "title" ? ariaSort(state.sort) : undefined}>
                  Title
                </th>
                {set.columns.map((column) => (
                  <th
                    scope="col"
                    key={column.header}
                    aria-sort={column.sortKey && sortedBy === column.sortKey ? ariaSort(state.sort) : undefined}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col" aria-sort={sortedBy === "updatedAt" ? ariaSort(state.sort) : undefined}>
                  Last changed
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={`${set.adminPath}/${encodeURIComponent(String(item.id))}`}>{set.titleOf(item)}</Link>
                  </th>
                  {set.columns.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td data-label="Last changed">{lastChange(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page.page} pageCount={page.pageCount} label={`Pages of ${names.plural.toLowerCase()}`} />
    </>
  );
}

/** The address's query asking for every day: an empty `from`, and the first page. */
function showingAll(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.set("from", "");
  return params.toString();
}

function ariaSort(sort: string): "ascending" | "descending" {
  return sort.startsWith("-") ? "descending" : "ascending";
}
