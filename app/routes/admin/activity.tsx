/** The activity log at /admin/activity: who did what and when, by person, section and day. Read only. */
import { useLoaderData, useNavigation } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
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
import { AUDIT_SECTIONS, type AuditLogEntry, type AuditSection } from "../../../common/audit/entries.ts";
import type { Page } from "../../../common/content/types.ts";
import type { Route } from "./+types/activity";

export const handle = {
  accessPoint: "admin-activity",
  seo: { title: "Activity log", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type Filters = { person?: string; section?: AuditSection; from?: string; to?: string };
type ActivityData = { page: Page<AuditLogEntry>; people: { id: number; name: string }[]; filters: Filters };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's filters; anything unknown is read as "not set" rather than refused. */
function filtersOf(params: URLSearchParams): Filters {
  const section = params.get("section") ?? "";
  const person = params.get("person") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    ...(/^\d{1,9}$/.test(person) ? { person } : {}),
    ...(Object.hasOwn(AUDIT_SECTIONS, section) ? { section: section as AuditSection } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) && (!DAY.test(from) || to >= from) ? { to } : {}),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<ActivityData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  const page = Math.max(1, Math.min(100_000, Number(params.get("page")) || 1));
  const { api } = browserServices();
  const [list, people] = await Promise.all([
    api.get<Page<AuditLogEntry>>("/audit", { query: { ...filters, page }, signal: request.signal }),
    api.get<{ people: { id: number; name: string }[] }>("/audit/people", { signal: request.signal }),
  ]);
  return { page: list, people: people.people, filters };
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
  const { page, people, filters } = useLoaderData() as ActivityData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/activity";
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Activity log" />
      <h1>Activity log</h1>
      <p className="admin-lead">
        Who signed in and what they changed, newest first. Entries are kept as they were written: nobody can edit or
        delete them here.
      </p>
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
        <FilterDates idPrefix="activity" legend="Days" from={filters.from ?? ""} to={filters.to ?? ""} />
      </ListFilters>
      <ListToolbar
        count={countLine(page, { one: "entry", many: "entries", suffix: filtered ? " found" : "" }, loading)}
      />
      {page.items.length === 0 ? (
        <EmptyList page={page}>
          <p>{filtered ? "Nothing matches these filters." : "Nothing has happened yet."}</p>
        </EmptyList>
      ) : (
        <TableScroll label="Activity" busy={loading}>
          <table className="admin-table">
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
                  <td>{formatChangedAt(entry.at)}</td>
                  <td>{entry.actor ?? "Someone not signed in"}</td>
                  <th scope="row">{entry.description}</th>
                  <td>{entry.ip ?? "—"}</td>
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
