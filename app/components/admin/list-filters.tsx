/**
 * The filters above every office list (content sets, inbox, sign-ups, activity, pictures): a GET form whose
 * fields are labelled selects, a search box and a from–to pair of days, with Apply and, once filtered, Clear.
 * The address holds the filters, so a filtered list can be bookmarked and the back button works.
 */
import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { pageHref } from "~/components/content/pager.tsx";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import { deletedPath } from "~/lib/admin/content-set.ts";

export function ListFilters({
  label,
  clearTo,
  filtered,
  children,
}: {
  /** The form's accessible name, e.g. "Filter messages". */
  label: string;
  /** The list without filters. */
  clearTo: string;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="admin-filters" aria-label={label}>
      {children}
      <div className="admin-filters__actions">
        <button type="submit" className="button">
          Apply
        </button>
        {filtered ? (
          <Link to={clearTo} className="button button--ghost">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {/* Keyed by the value, so going back to another filter shows it rather than the last choice. */}
      <select className="field__input" id={id} name={name} defaultValue={value} key={`${id}-${value}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterSearch({
  id,
  label = "Search",
  hint,
  value,
}: {
  id: string;
  label?: string;
  hint: string;
  value: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        className="field__input"
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        key={`${id}-${value}`}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

/** "From" and "To" days (`from`, `to` in the address) under one legend. */
export function FilterDates({
  idPrefix,
  legend,
  hint,
  from,
  to,
  errors = {},
}: {
  idPrefix: string;
  legend: string;
  hint?: string;
  from: string;
  to: string;
  /** What is wrong with either day, shown beside it (the screen's error summary links here). */
  errors?: { from?: string | undefined; to?: string | undefined };
}) {
  const values = { from, to };
  return (
    <fieldset className="field admin-filters__range" aria-describedby={hint ? `${idPrefix}-range-hint` : undefined}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${idPrefix}-range-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="admin-filters__dates">
        {(["from", "to"] as const).map((end) => {
          const id = `${idPrefix}-${end}`;
          const error = errors[end];
          return (
            <div key={end} className={error ? "field--error" : undefined}>
              <label className="field__label" htmlFor={id}>
                {end === "from" ? "From" : "To"}
              </label>
              <FieldErrorMessage id={id} error={error} />
              <input
                className="field__input"
                id={id}
                name={end}
                type="date"
                defaultValue={values[end]}
                key={`${end}-${values[end]}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The count of what the list shows (spoken when it changes) and, when there is something, its CSV download. */
export function ListToolbar({
  count,
  exportUrl,
  children,
}: {
  count: string;
  exportUrl?: string | undefined;
  /** More ways on from the list (a link to its deleted items). */
  children?: ReactNode;
}) {
  return (
    <div className="list-toolbar">
      <p className="admin-count" role="status" aria-live="polite">
        {count}
      </p>
      {children}
      {exportUrl ? (
        <a className="button button--ghost" href={exportUrl} download>
          Download these as a spreadsheet (CSV)
        </a>
      ) : null}
    </div>
  );
}

/** A list's way to its "Recently deleted" (ADR 048, 062): with how many are kept; none when nothing is, no number when unknown. */
export function RecentlyDeletedLink({ place, count }: { place: { adminPath: string }; count: number | null }) {
  if (count === 0) return null;
  return <Link to={deletedPath(place)}>Recently deleted{count === null ? "" : ` (${count})`}</Link>;
}

/** The count line of a list: "3 messages found, page 1 of 2", or "Loading…" while the next page comes. */
export function countLine(
  page: { total: number; page: number; pageCount: number },
  words: { one: string; many: string; suffix?: string },
  loading: boolean,
): string {
  if (loading) return "Loading…";
  const noun = page.total === 1 ? words.one : words.many;
  // Past the end, EmptyList says so: "page 999 of 3" would only repeat it wrongly.
  const paging = page.pageCount > 1 && !isPastTheEnd(page) ? `, page ${page.page} of ${page.pageCount}` : "";
  return `${page.total} ${noun}${words.suffix ?? ""}${paging}`;
}

/**
 * What an office list shows in place of its table when the page has no rows: its own empty words, unless the list
 * has rows and the address asks for a page past them (an old bookmark, the last row deleted, a typed number).
 * Then "none yet" would be untrue: it says so, and links to the last and first pages with the filters kept.
 */
export function EmptyList({
  page,
  children,
}: {
  page: { total: number; page: number; pageCount: number };
  /** The list's words for having no rows at all, or none matching. */
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  if (!isPastTheEnd(page)) return <div className="admin-empty">{children}</div>;
  const { pageCount } = page;
  return (
    <div className="admin-empty">
      <p>
        Page {page.page} is past the end:{" "}
        {pageCount === 1 ? (
          <>
            the list has only 1 page. <Link to={pageHref(params, 1)}>Go to page 1</Link>.
          </>
        ) : (
          <>
            the list has {pageCount} pages. <Link to={pageHref(params, pageCount)}>Go to the last page</Link> or{" "}
            <Link to={pageHref(params, 1)}>the first page</Link>.
          </>
        )}
      </p>
    </div>
  );
}

/** A page asked for beyond a list that has rows: its pager would only lead further into nothing. */
function isPastTheEnd(page: { total: number; page: number; pageCount: number }): boolean {
  return page.total > 0 && page.page > page.pageCount;
}
