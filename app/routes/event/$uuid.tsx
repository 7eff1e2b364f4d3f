/** /event/{uuid}: one event — when, where, what, add to calendar, and the volunteer call when wanted. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { EventBody } from "~/components/content/item-bodies.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { NewWindowHint } from "~/components/new-window-hint.tsx";
import { addToCalendarLinks } from "~/lib/add-to-calendar.server.ts";
import { eventDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { eventJsonLd } from "~/lib/structured-data.ts";
import { atNextOrLastDate } from "../../../common/content/events/recurrence.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const [event, details] = await Promise.all([
    context.services.events.get(params.uuid),
    context.services.schoolDetails.get(),
  ]);
  if (!event) notFound();
  const now = context.services.now();
  const view = eventDetail(event, now);
  const places = await context.services.volunteers.placesFor([event]);
  // A series is shown, described and added to calendars at its next date, or its first once all have passed.
  const shown = atNextOrLastDate(event, now);
  return {
    event: view,
    // A day without school is not an event anyone goes to: search engines are not told of one.
    structured: event.category === "holiday" ? null : eventJsonLd(shown, context.siteUrl, details),
    places: places[event.id],
    // Google's and Outlook's links add one date: a series' next one, not its first that may have passed (the .ics
    // file carries the whole series).
    calendar: addToCalendarLinks(shown, context.siteUrl),
    seo: {
      title: event.title,
      description: `${view.when} · ${event.summary}`,
      type: "article" as const,
      image: event.imageUrl ?? undefined,
    },
  };
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const { event, calendar, places, structured } = loaderData;
  return (
    <div className="page container with-sidebar">
      {structured ? <JsonLd data={structured} /> : null}
      <article className="page__body">
        <Breadcrumbs trail={[{ text: "Upcoming Events", to: "/events/upcoming-events" }]} current={event.title} />
        <EventBody event={event} places={places} />
      </article>
      <aside className="section-nav" aria-labelledby="add-to-calendar">
        <h2 id="add-to-calendar" className="section-nav__heading">
          Add to your calendar
        </h2>
        {event.repeatsText ? (
          // Google's and Outlook's links carry one date, and a family adding a weekly practice would not know.
          <p className="section-nav__hint">
            The calendar file (.ics) adds every date. Google Calendar and Outlook add one: {event.when}.
          </p>
        ) : null}
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
