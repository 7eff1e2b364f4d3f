/** /event/{uuid}: one event — when, where, what, add to calendar, and the volunteer call when wanted. */

import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { LeadImage } from "~/components/content/lead-image.tsx";
import { RichHtml } from "~/components/content/rich-html.tsx";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { addToCalendarLinks } from "~/lib/add-to-calendar.server.ts";
import { eventDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await context.services.events.get(params.uuid);
  if (!event) notFound();
  const view = eventDetail(event);
  return {
    event: view,
    calendar: addToCalendarLinks(event, context.siteUrl),
    seo: {
      title: event.title,
      description: `${view.when} · ${event.summary}`,
      type: "article" as const,
      image: event.imageUrl ?? undefined,
    },
  };
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const { event, calendar } = loaderData;
  return (
    <div className="page container with-sidebar">
      <article className="page__body">
        <Breadcrumbs trail={[{ text: "Upcoming Events", to: "/events/upcoming-events" }]} current={event.title} />
        <p className="tag">{event.categoryLabel}</p>
        <h1>{event.title}</h1>
        <dl className="event-facts">
          <div>
            <dt>When</dt>
            <dd>{event.when}</dd>
          </div>
          {event.location ? (
            <div>
              <dt>Where</dt>
              <dd>{event.location}</dd>
            </div>
          ) : null}
        </dl>
        <p className="lead">{event.summary}</p>
        <LeadImage src={event.imageUrl} alt={event.imageAlt} />
        <RichHtml html={event.descriptionHtml} />
        {event.volunteersWanted ? (
          <aside className="callout">
            <h2 className="callout__title">Volunteers wanted</h2>
            <p>
              We would love your help with this event
              {event.volunteersNeeded ? ` — we need ${event.volunteersNeeded} helpers` : ""}.
            </p>
            <p>
              <Link className="button" to={`/giving/get-involved?eventId=${event.id}`}>
                Volunteer for this event
              </Link>
            </p>
          </aside>
        ) : null}
      </article>
      <aside className="section-nav" aria-labelledby="add-to-calendar">
        <h2 id="add-to-calendar" className="section-nav__heading">
          Add to your calendar
        </h2>
        <ul>
          <li>
            <a className="section-nav__link" href={calendar.ics} download>
              Apple or other calendar (.ics)
            </a>
          </li>
          <li>
            <a className="section-nav__link" href={calendar.google} target="_blank" rel="noopener noreferrer">
              Google Calendar
              <NewWindowHint />
            </a>
          </li>
          <li>
            <a className="section-nav__link" href={calendar.outlook} target="_blank" rel="noopener noreferrer">
              Outlook
              <NewWindowHint />
            </a>
          </li>
        </ul>
      </aside>
    </div>
  );
}
