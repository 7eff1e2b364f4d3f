/** /events/calendar?month=2026-12&view=list: the month as a grid or a list, shareable and usable without JavaScript. */

import { Link } from "react-router";
import { EventCard } from "~/components/content/event-card.tsx";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { ScrollRegion } from "~/components/scroll-region.tsx";
import { subscribeLinks } from "~/lib/add-to-calendar.server.ts";
import { buildMonthGrid, gridRange, monthRange, parseMonthKey, shiftMonth } from "~/lib/calendar-month.server.ts";
import { eventCard } from "~/lib/content-views.server.ts";
import { schoolDate } from "~/lib/dates.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/calendar";

export const handle = { seo: pageSeo("/events/calendar") };
export const meta = routeMeta;

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = context.services.now();
  const currentMonth = schoolDate(now).slice(0, 7);
  const month = parseMonthKey(url.searchParams.get("month")) ?? currentMonth;
  const view = url.searchParams.get("view") === "list" ? "list" : "grid";
  const grid = gridRange(month);
  const events = await context.services.events.between(grid.from, grid.to);
  const { weeks, label } = buildMonthGrid(month, events, now);
  // The list view is the month itself; the grid's days from the months either side belong to those.
  const { from, to } = monthRange(month);
  const inMonth = events.filter((e) => new Date(e.endsAt) > from && new Date(e.startsAt) < to);
  return {
    month,
    view,
    label,
    weeks,
    list: inMonth.map(eventCard),
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    isCurrentMonth: month === currentMonth,
    subscribe: subscribeLinks(context.siteUrl),
  };
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { month, view, label, weeks, list, previous, next, isCurrentMonth, subscribe } = loaderData;
  const viewParam = view === "list" ? "&view=list" : "";
  return (
    <div className="page container">
      <h1>Calendar</h1>
      <p className="lead">
        Every school event by month. Subscribe once and new dates appear on your phone by themselves.
      </p>

      <div className="calendar-toolbar">
        <nav aria-label="Months" className="calendar-toolbar__months">
          <Link to={`?month=${previous}${viewParam}`} className="button button--ghost button--small" rel="prev">
            ← <span className="visually-hidden">Previous month</span>
          </Link>
          <h2 className="calendar-toolbar__label" aria-live="polite">
            {label}
          </h2>
          <Link to={`?month=${next}${viewParam}`} className="button button--ghost button--small" rel="next">
            <span className="visually-hidden">Next month</span> →
          </Link>
          {isCurrentMonth ? null : (
            <Link to={`?${viewParam.slice(1)}`} className="calendar-toolbar__today">
              This month
            </Link>
          )}
        </nav>
        <nav aria-label="Calendar view" className="filter-tabs">
          <ul>
            <li>
              <Link
                to={`?month=${month}`}
                className="filter-tabs__link"
                aria-current={view === "grid" ? "page" : undefined}
              >
                Month grid
              </Link>
            </li>
            <li>
              <Link
                to={`?month=${month}&view=list`}
                className="filter-tabs__link"
                aria-current={view === "list" ? "page" : undefined}
              >
                List
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      {view === "grid" ? (
        <ScrollRegion className="calendar-scroll" label={`Calendar for ${label}`}>
          <table className="calendar-grid">
            <caption className="visually-hidden">Events in {label}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col">
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((day) => (
                    <td
                      key={day.date}
                      className={`calendar-day${day.inMonth ? "" : " calendar-day--outside"}${day.isToday ? " calendar-day--today" : ""}`}
                      aria-current={day.isToday ? "date" : undefined}
                    >
                      <span className="calendar-day__number">
                        <span aria-hidden="true">{day.day}</span>
                        <span className="visually-hidden">
                          {day.label}
                          {day.isToday ? " (today)" : ""}
                        </span>
                      </span>
                      {day.events.length > 0 ? (
                        <ul className="calendar-day__events">
                          {day.events.map((event) => (
                            <li key={event.id}>
                              <Link to={event.url}>
                                {event.time ? <span className="calendar-day__time">{event.time} </span> : null}
                                {event.title}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : list.length > 0 ? (
        <div className="card-list">
          {list.map((event) => (
            <EventCard key={`${event.id}@${event.startsAt}`} event={event} />
          ))}
        </div>
      ) : (
        <p className="empty-state">There are no events in {label}.</p>
      )}

      <section aria-labelledby="subscribe-heading" className="callout">
        <h2 id="subscribe-heading" className="callout__title">
          Subscribe to the school calendar
        </h2>
        <p>Add the calendar once; new and changed events show up in your calendar app on their own.</p>
        <ul className="subscribe-links">
          <li>
            <a href={subscribe.webcal}>Apple Calendar or Outlook on your computer</a>
          </li>
          <li>
            <a href={subscribe.google} target="_blank" rel="noopener noreferrer">
              Google Calendar
              <NewWindowHint />
            </a>
          </li>
          <li>
            <a href={subscribe.outlook} target="_blank" rel="noopener noreferrer">
              Outlook on the web
              <NewWindowHint />
            </a>
          </li>
          <li>
            Or copy the feed address: <code>{subscribe.feed}</code>
          </li>
        </ul>
      </section>
    </div>
  );
}
