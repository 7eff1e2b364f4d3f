/** One event in a list: date badge, title link, "On now" while under way, when and where, and the volunteer call when wanted. */
import { PageLink } from "~/components/page-link.tsx";
import type { EventCard as EventCardView } from "~/lib/content-views.server.ts";
import { volunteerHref } from "~/lib/volunteer-links.ts";
import { CardImage } from "./card-image.tsx";

export function EventCard({ event, headingLevel = 3 }: { event: EventCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="event-card">
      <p className="event-card__badge" aria-hidden="true">
        <span className="event-card__month">{event.badge.month}</span>
        <span className="event-card__day">{event.badge.day}</span>
      </p>
      <div className="event-card__body">
        <CardImage src={event.imageUrl} />
        <Heading className="event-card__title">
          <PageLink to={event.url}>{event.title}</PageLink>
        </Heading>
        <p className="event-card__meta">
          {/* The badge (today's date for an event under way) is hidden from screen readers: these words are not. */}
          {event.onNow ? (
            <>
              <span className="tag tag--now">On now</span>{" "}
            </>
          ) : null}
          <span className="tag">{event.categoryLabel}</span> {event.when}
          {event.location ? <> · {event.location}</> : null}
          {event.repeats ? <> · {event.repeats}</> : null}
        </p>
        <p>{event.summary}</p>
        {event.volunteersWanted ? (
          <p>
            <PageLink className="event-card__volunteer" to={volunteerHref(event.id)}>
              Volunteer for {event.title}
              {event.helpersNeeded ? ` (${event.helpersNeeded})` : ""}
            </PageLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}
