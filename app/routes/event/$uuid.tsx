/** /event/{uuid}: one event — when, where, what, add to calendar, and the volunteer call when wanted. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { EventBody } from "~/components/content/item-bodies.tsx";
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
  const view = eventDetail(event, context.services.now());
  const places = await context.services.volunteers.placesFor([event]);
  return {
    event: view,
    places: places[event.id],
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
  const { event, calendar, places } = loaderData;
  return (
    <div className="page container with-sidebar">
      <article className="page__body">
        <Breadcrumbs trail={[{ text: "Upcoming Events", to: "/events/upcoming-events" }]} current={event.title} />
        <EventBody event={event} places={places} />
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
