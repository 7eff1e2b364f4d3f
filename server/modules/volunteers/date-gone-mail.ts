/**
 * The e-mail to a volunteer whose date is no longer held (ADR 069): which date, why in plain words, and where to
 * choose another while the event still has dates to come.
 */
import type { DateGone } from "../../../common/content/events/recurrence.ts";
import { site } from "../../../common/site.ts";
import { SCHOOL_TIME_ZONE, zonedClockWords } from "../../../common/zoned-time.ts";
import type { OutgoingMail } from "../mail/outbox.ts";

const dayOnly = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, dateStyle: "full" });

export interface GoneDate {
  event: { id: string; title: string; allDay: boolean };
  volunteer: { name: string; email: string };
  /** The date's start instant, as the sign-up names it. */
  date: string;
  gone: DateGone;
  /** The event still has dates to come, so the volunteer may choose another. */
  otherDates: boolean;
}

export const DATE_GONE_MAIL_KIND = "volunteer.date_gone";

export function dateGoneMail({ event, volunteer, date, gone, otherDates }: GoneDate, siteUrl: string): OutgoingMail {
  const start = new Date(date);
  const day = dayOnly.format(start);
  const when = event.allDay ? day : `${day} at ${zonedClockWords(start)}`;
  const why =
    gone === "cancelled"
      ? "That date has been cancelled, so you are not needed then."
      : "The event's dates have changed and it no longer takes place then, so you are not needed at that time.";
  return {
    kind: DATE_GONE_MAIL_KIND,
    to: volunteer.email,
    replyTo: site.mailboxes.volunteers,
    subject:
      gone === "cancelled" ? `${event.title} on ${day} is cancelled` : `${event.title} no longer takes place on ${day}`,
    text: [
      `Hello ${volunteer.name},`,
      "",
      `Thank you for offering to help with ${event.title} on ${when}. ${why}`,
      "",
      ...(otherDates
        ? ["If you would like to help on another date, you can choose one here:", `${siteUrl}/event/${event.id}`, ""]
        : []),
      "Reply to this e-mail with any question. Thank you for giving your time.",
    ].join("\n"),
  };
}
