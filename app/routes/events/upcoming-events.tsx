/**
 * /events/upcoming-events?category=arts&page=2: what is coming up, grouped by month, filtered by category and
 * paged with plain links, so the filter and the pages work without JavaScript.
 */
import { Link } from "react-router";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { EventCard } from "~/components/content/event-card.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { eventCard, eventsByMonth, monthsPage } from "~/lib/content-views.server.ts";
import { requestedPage } from "~/lib/paging.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { EVENT_CATEGORY_LABELS } from "../../../common/content/events/labels.ts";
import { EVENT_CATEGORIES } from "../../../common/content/events/schema.ts";
import type { EventCategory } from "../../../common/content/events/types.ts";
import type { Route } from "./+types/upcoming-events";

export const handle = { seo: pageSeo("/events/upcoming-events") };
export const meta = routeMeta;

/** Events on one page: a phone scrolls through ten cards, not the whole year. */
const PAGE_SIZE = 10;
/** How far ahead the list reaches: a school plans well under a hundred events at a time. */
const UPCOMING_LIMIT = 100;

function readCategory(value: string | null): EventCategory | undefined {
  return EVENT_CATEGORIES.find((c) => c === value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = context.services.now();
  const category = readCategory(url.searchParams.get("category"));
  const events = await context.services.events.upcoming({ limit: UPCOMING_LIMIT, now });
  // Only the categories that have something coming are offered, each with how many.
  const counts = new Map<EventCategory, number>();
  for (const event of events) counts.set(event.category, (counts.get(event.category) ?? 0) + 1);
  const filters = EVENT_CATEGORIES.filter((c) => counts.has(c) || c === category).map((value) => ({
    value,
    label: EVENT_CATEGORY_LABELS[value],
    count: counts.get(value) ?? 0,
  }));
  const chosen = category ? events.filter((e) => e.category === category) : events;
  // Cards (their dates in words) are made for the page's events only, not for every upcoming one.
  const paged = monthsPage(eventsByMonth(chosen, now), requestedPage(url), PAGE_SIZE);
  return {
    ...paged,
    months: paged.months.map((month) => ({ ...month, events: month.events.map((event) => eventCard(event, now)) })),
    category: category ?? "",
    categoryLabel: category ? EVENT_CATEGORY_LABELS[category] : "",
    filters,
    all: events.length,
    seo: { shown: { page: paged.page, category } },
  };
}

export default function UpcomingEvents({ loaderData }: Route.ComponentProps) {
  const { months, page, pageCount, category, categoryLabel, filters, all } = loaderData;
  return (
    <div className="page container">
      <h1>Upcoming Events</h1>
      <p className="lead">
        Concerts, chapels, games and family evenings. Everyone is welcome unless an event says otherwise. See the{" "}
        <Link to="/events/calendar">calendar</Link> for a month at a glance, or subscribe to it on your phone.
      </p>
      {all > 0 ? (
        <nav aria-label="Filter events by category" className="filter-tabs">
          <ul>
            <li>
              <Link to="?" aria-current={category === "" ? "page" : undefined} className="filter-tabs__link">
                All <span className="filter-tabs__count">({all})</span>
              </Link>
            </li>
            {filters.map((c) => (
              <li key={c.value}>
                <Link
                  to={`?category=${c.value}`}
                  aria-current={category === c.value ? "page" : undefined}
                  className="filter-tabs__link"
                >
                  {c.label} <span className="filter-tabs__count">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {months.length === 0 ? (
        category ? (
          <EmptyState
            title={`No upcoming events under “${categoryLabel}”`}
            text="Nothing in this category is planned yet. See every upcoming event, or the calendar."
            action={{ label: "See all upcoming events", to: "/events/upcoming-events" }}
          />
        ) : (
          <EmptyState
            title="No upcoming events yet"
            text="The next term's events will appear here as soon as they are planned."
            action={{ label: "See the calendar", to: "/events/calendar" }}
          />
        )
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`month-${month.key}`} className="month-group">
            <h2 id={`month-${month.key}`}>
              {month.label}
              {month.continued ? <span className="month-group__continued">, continued</span> : null}
            </h2>
            <div className="card-list">
              {month.events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
          </section>
        ))
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        label="Upcoming events pages"
        previousLabel="← Sooner"
        nextLabel="Later →"
      />
    </div>
  );
}
