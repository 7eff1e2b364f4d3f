/** /events/upcoming-events: what is coming up, grouped by month. */
import { Link } from "react-router";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { EventCard } from "~/components/content/event-card.tsx";
import { type EventCard as EventCardView, eventCard } from "~/lib/content-views.server.ts";
import { formatMonth } from "~/lib/dates.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/upcoming";

export const handle = { seo: pageSeo("/events/upcoming-events") };
export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const events = (await context.services.events.upcoming({ limit: 100 })).map(eventCard);
  const months: { key: string; label: string; events: EventCardView[] }[] = [];
  for (const event of events) {
    let month = months.find((m) => m.key === event.monthKey);
    if (!month) {
      month = { key: event.monthKey, label: formatMonth(event.monthKey), events: [] };
      months.push(month);
    }
    month.events.push(event);
  }
  return { months };
}

export default function UpcomingEvents({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  return (
    <div className="page container">
      <h1>Upcoming Events</h1>
      <p className="lead">
        Concerts, chapels, games and family evenings. Everyone is welcome unless an event says otherwise. See the{" "}
        <Link to="/events/calendar">calendar</Link> for a month at a glance, or subscribe to it on your phone.
      </p>
      {months.length === 0 ? (
        <EmptyState
          title="No upcoming events yet"
          text="The next term's events will appear here as soon as they are planned."
          action={{ label: "See the calendar", to: "/events/calendar" }}
        />
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`month-${month.key}`} className="month-group">
            <h2 id={`month-${month.key}`}>{month.label}</h2>
            <div className="card-list">
              {month.events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
