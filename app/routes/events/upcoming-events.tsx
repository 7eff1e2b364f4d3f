/** /events/upcoming-events: what is coming up, grouped by month. */
import { Link } from "react-router";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { EventCard } from "~/components/content/event-card.tsx";
import { eventsByMonth } from "~/lib/content-views.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/upcoming-events";

export const handle = { seo: pageSeo("/events/upcoming-events") };
export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const now = context.services.now();
  const events = await context.services.events.upcoming({ limit: 100, now });
  return { months: eventsByMonth(events, now) };
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
