/** The activity log at /admin/activity: who did what and when, by person, section and day. Read only. */
import { Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ErrorSummary } from "~/components/admin/error-summary.tsx";
import {
  countLine,
  EmptyList,
  FilterDates,
  FilterSelect,
  ListFilters,
  ListToolbar,
} from "~/components/admin/list-filters.tsx";
import { TableScroll } from "~/components/admin/table-scroll.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import {
  AUDIT_SECTIONS,
  type AuditLogEntry,
  type AuditSection,
  auditQuerySchema,
  ERASED_MARKER,
} from "../../../common/audit/entries.ts";
import type { Page } from "../../../common/content/types.ts";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import type { Route } from "./+types/activity";

export const handle = {
  accessPoint: "admin-activity",
  seo: { title: "Activity log", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type Filters = { person?: string; section?: AuditSection; from?: string; to?: string };
type ActivityData = {
  /** Null when the days cannot be searched: the form shows why, and no list pretends nothing matched. */
  page: Page<AuditLogEntry> | null;
  people: { id: number; name: string }[];
  filters: Filters;
  errors: FieldErrors;
};

/**
 * The address's filters. An unknown person or section is read as "not set"; the days, which the office types,
 * are checked with the API's own schema, so a bad one is a field error on the form instead of the API's 400 as
 * the error page, and a "To" before "From" is said rather than finding nothing.
 */
function filtersOf(params: URLSearchParams): { filters: Filters; errors: FieldErrors } {
  const section = params.get("section") ?? "";
  const person = params.get("person") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const days = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const checked = auditQuerySchema.safeParse(days);
  return {
    filters: {
      ...(/^\d{1,9}$/.test(person) ? { person } : {}),
      ...(Object.hasOwn(AUDIT_SECTIONS, section) ? { section: section as AuditSection } : {}),
      ...days,
    },
    errors: checked.success ? {} : fieldErrorsOf(checked.error.issues),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<ActivityData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const { filters, errors } = filtersOf(params);
  const page = Math.max(1, Math.min(100_000, Number(params.get("page")) || 1));
  const { api } = browserServices();
  const searchable = Object.keys(errors).length === 0;
  const [list, people] = await Promise.all([
    searchable ? api.get<Page<AuditLogEntry>>("/audit", { query: { ...filters, page }, signal: request.signal }) : null,
    api.get<{ people: { id: number; name: string }[] }>("/audit/people", { signal: request.signal }),
  ]);
  return { page: list, people: people.people, filters, errors };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Activity log</h1>
      <p role="status">Loading the activity log…</p>
    </>
  );
}

export default function ActivityLog() {
  const { page, people, filters, errors } = useLoaderData() as ActivityData;
  const navigation = useNavigation();
  // Each search is a navigation: a refused one, even with the same days, takes the summary focus anew.
  const { key } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/activity";
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Activity log" />
      <h1>Activity log</h1>
      <p className="admin-lead">
        Who signed in and what they changed, newest first. Entries are kept as they were written: nobody can edit or
        delete them here. Only a privacy request's “Delete everything” changes them, replacing that person's address and
        name with “{ERASED_MARKER}”.
      </p>
      <ErrorSummary
        errors={errors}
        fields={[
          { name: "from", targetId: "activity-from" },
          { name: "to", targetId: "activity-to" },
        ]}
        focusKey={Object.keys(errors).length > 0 ? key : 0}
      />
      <ListFilters label="Filter the activity log" clearTo="/admin/activity" filtered={filtered}>
        <FilterSelect
          id="activity-person"
          name="person"
          label="Person"
          value={filters.person ?? ""}
          options={[{ value: "", label: "Everyone" }, ...people.map((p) => ({ value: String(p.id), label: p.name }))]}
        />
        <FilterSelect
          id="activity-section"
          name="section"
          label="Section"
          value={filters.section ?? ""}
          options={[
            { value: "", label: "Every section" },
            ...Object.entries(AUDIT_SECTIONS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <FilterDates
          idPrefix="activity"
          legend="Days"
          from={filters.from ?? ""}
          to={filters.to ?? ""}
          errors={{ from: errors.from, to: errors.to }}
        />
      </ListFilters>
      {page ? <ActivityList page={page} filtered={filtered} loading={loading} /> : null}
    </>
  );
}

function ActivityList({ page, filtered, loading }: { page: Page<AuditLogEntry>; filtered: boolean; loading: boolean }) {
  return (
    <>
      <ListToolbar
        count={countLine(page, { one: "entry", many: "entries", suffix: filtered ? " found" : "" }, loading)}
      />
      {page.items.length === 0 ? (
        <EmptyList page={page}>
          <p>{filtered ? "Nothing matches these filters." : "Nothing has happened yet."}</p>
        </EmptyList>
      ) : (
        <TableScroll label="Activity" busy={loading}>
          <table className="admin-table stack-table activity-table">
            <caption className="visually-hidden">Activity, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">From address</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{formatChangedAt(entry.at)}</td>
                  <td data-label="Who">{entry.actor ?? "Someone not signed in"}</td>
                  <th scope="row" data-label="What">
                    {/* Entries name a family's message by its record, not their address (ADR 065): the link
                        says who it was from for as long as the message is there. */}
                    {entry.href ? <Link to={entry.href}>{entry.description}</Link> : entry.description}
                  </th>
                  <td data-label="From address">{entry.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={page.page} pageCount={page.pageCount} label="Pages of the activity log" />
    </>
  );
}
