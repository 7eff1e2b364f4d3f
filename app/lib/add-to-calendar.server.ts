/** Links that add one event to a calendar: our .ics file, Google Calendar and Outlook on the web. */

import { site } from "../../common/site.ts";
import { utcStamp } from "../../server/calendar/ics.ts";
import { addDays, schoolDate } from "./dates.server.ts";

interface CalendarEvent {
  id: string;
  title: string;
  summary: string;
  location: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** Outlook's documented instant form, YYYY-MM-DDTHH:mm:ssZ, without milliseconds. */
const outlookInstant = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * The .ics, Google and Outlook links for one event. An all-day event goes to both sites as dates
 * (its first day and the day after its last, as both take the end as exclusive), so it lands on the
 * same days in any viewer's zone; a timed event goes as UTC instants.
 */
export function addToCalendarLinks(event: CalendarEvent, siteUrl: string) {
  const details = `${event.summary}\n\n${siteUrl}/event/${event.id}`;
  const firstDay = schoolDate(event.startsAt);
  const dayAfterLast = addDays(schoolDate(new Date(new Date(event.endsAt).getTime() - 1)), 1);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", event.title);
  google.searchParams.set(
    "dates",
    event.allDay
      ? `${firstDay.replaceAll("-", "")}/${dayAfterLast.replaceAll("-", "")}`
      : `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`,
  );
  google.searchParams.set("details", details);
  google.searchParams.set("location", event.location);
  google.searchParams.set("ctz", site.timeZone);

  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.searchParams.set("path", "/calendar/action/compose");
  outlook.searchParams.set("rru", "addevent");
  outlook.searchParams.set("subject", event.title);
  outlook.searchParams.set("startdt", event.allDay ? firstDay : outlookInstant(event.startsAt));
  outlook.searchParams.set("enddt", event.allDay ? dayAfterLast : outlookInstant(event.endsAt));
  outlook.searchParams.set("allday", String(event.allDay));
  outlook.searchParams.set("body", details);
  outlook.searchParams.set("location", event.location);

  return { ics: `/calendar/${event.id}.ics`, google: google.toString(), outlook: outlook.toString() };
}

/** Links that subscribe a calendar app to the whole school calendar feed. */
export function subscribeLinks(siteUrl: string) {
  const feed = `${siteUrl}/calendar.ics`;
  const webcal = feed.replace(/^https?:/, "webcal:");
  const google = new URL("https://calendar.google.com/calendar/r");
  google.searchParams.set("cid", webcal);
  const outlook = new URL("https://outlook.live.com/calendar/0/addfromweb");
  outlook.searchParams.set("url", feed);
  outlook.searchParams.set("name", site.name);
  return { feed, webcal, google: google.toString(), outlook: outlook.toString() };
}
