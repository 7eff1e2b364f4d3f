/**
 * /events/calendar?month=2026-12&view=list: the month as a grid or a list (agenda), shareable and usable without
 * JavaScript. Without ?view= a phone gets the list and a wider screen the grid, chosen by CSS alone (ADR 038).
 */

import { Link } from "react-router";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { subscribeLinks } from "~/lib/add-to-calendar.server.ts";
import {
  type AgendaDay,
  buildAgenda,
  buildMonthGrid,
  type CalendarDay,
  gridRange,
  parseMonthKey,
  shiftMonth,
} from "~/lib/calendar-month.server.ts";
import { schoolDate } from "~/lib/dates.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/calendar";

export const handle = { seo: pageSeo("/events/calendar") };
export const meta = routeMeta;

type CalendarView = "grid" | "list" | "auto";

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
  const askedMonth = parseMonthKey(url.searchParams.get("month"));
  const month = askedMonth ?? currentMonth;
  const asked = url.searchParams.get("view");
  /** "auto": no choice made yet; both views are sent and the screen's width shows one (calendar.css). */
  const view: CalendarView = asked === "list" || asked === "grid" ? asked : "auto";
  const grid = gridRange(month);
  const events = await context.services.events.between(grid.from, grid.to);
  const { weeks, label } = buildMonthGrid(month, events, now);
  return {
    month,
    view,
    label,
    weeks,
    // The list is the month itself; the grid's days from the months either side belong to those.
    agenda: buildAgenda(month, events, now),
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    isCurrentMonth: month === currentMonth,
    subscribe: subscribeLinks(context.siteUrl),
    seo: { shown: { month: askedMonth } },
  };
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { month, view, label, weeks, agenda, previous, next, isCurrentMonth, subscribe } = loaderData;
  const viewParam = view === "auto" ? "" : `&view=${view}`;
  const grid = <MonthGrid label={label} weeks={weeks} />;
  const list = <MonthAgenda label={label} agenda={agenda} />;
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
        {view === "auto" ? (
          <>
            <ViewChoice month={month} current="grid" className="calendar-auto--wide" />
            <ViewChoice month={month} current="list" className="calendar-auto--narrow" />
          </>
        ) : (
          <ViewChoice month={month} current={view} />
        )}
      </div>

      {view === "grid" ? grid : null}
      {view === "list" ? list : null}
      {view === "auto" ? (
        <>
          <div className="calendar-auto--wide">{grid}</div>
          <div className="calendar-auto--narrow">{list}</div>
        </>
      ) : null}

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
            Or copy the feed address: <code>{withBreaks(subscribe.feed)}</code>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** The grid or the list, as links that keep the month: the choice lives in the address, so it needs no script. */
function ViewChoice({ month, current, className }: { month: string; current: "grid" | "list"; className?: string }) {
  return (
    <nav aria-label="Calendar view" className={`filter-tabs${className ? ` ${className}` : ""}`}>
      <ul>
        <li>
          <Link
            to={`?month=${month}&view=grid`}
            className="filter-tabs__link"
            aria-current={current === "grid" ? "page" : undefined}
          >
            Month grid
          </Link>
        </li>
        <li>
          <Link
            to={`?month=${month}&view=list`}
            className="filter-tabs__link"
            aria-current={current === "list" ? "page" : undefined}
          >
            List
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The month in weeks. A wide screen lists each day's events by title; a narrow one (calendar.css) shows a dot per
 * event and makes the day one link to that day in the list, so the grid fits a phone without sideways scrolling.
 */
function MonthGrid({ label, weeks }: { label: string; weeks: CalendarDay[][] }) {
  return (
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
                {day.lanes.length > 0 ? (
                  <span className="calendar-day__lanes" aria-hidden="true">
                    {day.lanes.map((piece, lane) => (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its position
                        key={lane}
                        className={
                          piece
                            ? `calendar-lane calendar-lane--${lane % 3}${piece.start ? " is-start" : ""}${piece.end ? " is-end" : ""}`
                            : "calendar-lane calendar-lane--free"
                        }
                      />
                    ))}
                  </span>
                ) : null}
                {day.events.length + day.continuing.length > 0 ? (
                  <ul className="calendar-day__events">
                    {day.continuing.map((event) => (
                      <li key={event.id}>
                        <Link to={event.url} className={`calendar-span calendar-span--${(event.lane ?? 0) % 3}`}>
                          {event.title}
                          <span className="calendar-span__days">{event.span} (continued)</span>
                        </Link>
                      </li>
                    ))}
                    {day.events.map((event) => (
                      <li key={event.id}>
                        <Link
                          to={event.url}
                          className={event.lane === null ? undefined : `calendar-span calendar-span--${event.lane % 3}`}
                        >
                          {event.time ? <span className="calendar-day__time">{event.time} </span> : null}
                          {event.title}
                          {event.span ? <span className="calendar-span__days">{event.span}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {day.events.length > 0 ? (
                  // The day's own month: a grid shows the first and last days of the months either side too,
                  // and the list of the month shown has no place for them. An event begun earlier is listed
                  // under its own first day there (listDay).
                  <Link
                    className="calendar-day__open"
                    to={`?month=${day.listDay.slice(0, 7)}&view=list#day-${day.listDay}`}
                  >
                    <span className="calendar-day__dots" aria-hidden="true">
                      {day.events.length > 3 ? (
                        <span className="calendar-day__count">{day.events.length}</span>
                      ) : (
                        day.events.map((event) => <span key={event.id} className="calendar-day__dot" />)
                      )}
                    </span>
                    <span className="visually-hidden">
                      {day.label}: {day.events.length === 1 ? "1 event" : `${day.events.length} events`}
                    </span>
                  </Link>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month as a list of its days with events: the phone's view, and the one that prints. */
function MonthAgenda({ label, agenda }: { label: string; agenda: AgendaDay[] }) {
  if (agenda.length === 0) return <p className="empty-state">There are no events in {label}.</p>;
  return (
    <ol className="agenda" aria-label={`Events in ${label}`}>
      {agenda.map((day) => (
        <li key={day.date} className={`agenda__day${day.isToday ? " agenda__day--today" : ""}`}>
          <h3 id={`day-${day.date}`} className="agenda__date" tabIndex={-1}>
            {day.label}
            {day.isToday ? <span className="agenda__today"> (today)</span> : null}
          </h3>
          <ul className="agenda__events">
            {day.items.map((item) => (
              <li key={item.id} className="agenda__event">
                <p className="agenda__when">{item.when}</p>
                <p className="agenda__title">
                  <Link to={item.url}>{item.title}</Link>
                </p>
                <p className="agenda__meta">
                  <span className="tag">{item.categoryLabel}</span>
                  {item.location ? ` ${item.location}` : null}
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** An address with places to wrap after "//" and before each later "/", so a phone never breaks it mid-word. */
function withBreaks(address: string) {
  const [scheme, rest = ""] = address.split("//", 2);
  const parts = rest.split("/");
  return (
    <>
      {`${scheme}//`}
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address
        <span key={i}>
          {i > 0 ? (
            <>
              <wbr />/
            </>
          ) : (
            <wbr />
          )}
          {part}
        </span>
      ))}
    </>
  );
}
