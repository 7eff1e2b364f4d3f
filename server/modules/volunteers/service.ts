/**
 * Volunteer sign-ups from /giving/get-involved (ADR 009), for an upcoming event or as a general offer of help;
 * an event with a number of helpers takes no more than that many (issue 15), and the office lists, exports and
 * removes sign-ups.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import {
  atNextOrLastDate,
  type DateGone,
  dateGoneIn,
  datesToCome,
  hasEnded,
  instantOf,
  instantsNaming,
  type Occurrence,
  occurrencesOf,
  repeatDescription,
  type SeriesTimes,
  seriesAt,
} from "../../../common/content/events/recurrence.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Actor, Page } from "../../../common/content/types.ts";
import {
  RECORD_CHECK_LABELS,
  VOLUNTEER_MESSAGES,
  VOLUNTEER_ROLE_LABELS,
  type VolunteerSubmission,
  volunteerRoleWords,
  volunteerSchema,
} from "../../../common/forms/volunteer-schema.ts";
import { DATES_OFFERED, type DatePlaces, type Places } from "../../../common/inbox/places.ts";
import {
  DATE_GONE_WORDS,
  type DateHelpers,
  type EventHelpers,
  type OfficeSignup,
  type SignupCount,
  type SignupQuery,
} from "../../../common/inbox/signups.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { site } from "../../../common/site.ts";
import { SCHOOL_TIME_ZONE, zonedClockWords } from "../../../common/zoned-time.ts";
import { buildDateIcs, buildIcs, icsFileName } from "../../calendar/ics.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import { lockedOn } from "../../db/lock-rows.ts";
import { ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { hashToken } from "../auth/token-hash.ts";
import { fromFlag, tagsFromText } from "../content/store.ts";
import { type EventsService, SERIES_COLUMNS, seriesTimesOf } from "../events/service.ts";
import { formSubmission, newestRows } from "../forms/submission.ts";
import type { MailService, OutgoingMail } from "../mail/outbox.ts";
import { dateGoneMail } from "./date-gone-mail.ts";

/** Sign-ups on one page of the office's list. */
export const SIGNUPS_PAGE_SIZE = 25;

export interface VolunteerSignup extends Omit<VolunteerSubmission, "interests"> {
  id: string;
  interests: string[];
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

/** An event as far as its volunteer places go: its number of helpers and the dates they are counted on. */
export type PlacesEvent = Pick<SchoolEvent, "id" | "volunteersWanted" | "volunteersNeeded"> & SeriesTimes;

/** What a sign-up's checks found: its event and, for a series, the date chosen. */
interface Chosen {
  event: SchoolEvent;
  date?: Occurrence;
}

/** Sign-ups per event, per stored date instant: all of them, and those not yet told their date is gone (ADR 069). */
interface DateCounts {
  all: Map<string, Map<string, number>>;
  untold: Map<string, Map<string, number>>;
}

/**
 * The sign-ups that name a series' date, from its counts by stored instant: those made for its start, and those made
 * before the office moved it, for the start the rule gave it.
 */
function takenOn(counts: ReadonlyMap<string, number> | undefined, date: Occurrence): number {
  return instantsNaming(date).reduce((sum, at) => sum + (counts?.get(at) ?? 0), 0);
}

/** Confirmation e-mails one address may receive in a day, whoever signs it up: the form cannot flood a stranger. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

const dayOnly = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, dateStyle: "full" });
/** "Friday, December 18, 2026 at 7:00 PM" in the school's zone (the day alone for an all-day event). */
function whenOf(event: SchoolEvent): string {
  const start = new Date(event.startsAt);
  const day = dayOnly.format(start);
  return event.allDay ? day : `${day} at ${zonedClockWords(start)}`;
}

export function createVolunteersService(
  db: Db,
  events: EventsService,
  now: () => Date,
  audit: AuditService,
  mail: MailService,
  siteUrl: string,
) {
  const { kysely } = db;

  /**
   * The volunteer's confirmation at `at`: what they offered (a series' rule and its next date, as its first may have
   * passed), the event's .ics (a series whole), and the link to cancel.
   */
  function confirmation(data: VolunteerSubmission, chosen: Chosen | undefined, token: string, at: Date): OutgoingMail {
    const cancel = `${siteUrl}/giving/get-involved/cancel?token=${token}`;
    const event = chosen?.event;
    const rule = event && repeatDescription(event);
    const where = event?.location ? `, ${event.location}` : "";
    const what = event
      ? [
          ...(chosen.date
            ? [
                `You offered to help with ${event.title} on this date:`,
                `${whenOf({ ...event, ...chosen.date })}${where}.`,
                `${rule ?? "It repeats"}: you signed up for this date only.`,
              ]
            : [
                `You offered to help with ${event.title}:`,
                `${rule ? `${rule}. Next: ` : ""}${whenOf(atNextOrLastDate(event, at))}${where}.`,
              ]),
          `${siteUrl}/event/${event.id}`,
          "",
          chosen.date
            ? "Your date is attached: open it to add it to your calendar."
            : "The event is attached: open it to add it to your calendar.",
        ]
      : [`You offered to help with: ${data.interests.map((role) => VOLUNTEER_ROLE_LABELS[role]).join(", ")}.`];
    return {
      kind: "volunteer.confirmation",
      to: data.email,
      replyTo: site.mailboxes.volunteers,
      subject: event
        ? `Thank you for volunteering: ${event.title}`
        : `Thank you for offering to help at ${site.shortName ?? site.name}`,
      text: [
        `Hello ${data.name},`,
        "",
        ...what,
        "",
        "The volunteer coordinator will be in touch within a week. Reply to this e-mail with any question.",
        "",
        "If you can no longer help, cancel your sign-up here:",
        cancel,
        "",
        `If you did not sign up, someone typed your address by mistake: the link above removes it.`,
      ].join("\n"),
      attachments: event
        ? [
            {
              filename: icsFileName(event.title),
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: chosen.date
                ? buildDateIcs(event, chosen.date, { siteUrl, calendarName: site.name })
                : buildIcs([event], { siteUrl, calendarName: site.name }),
            },
          ]
        : [],
    };
  }

  /** The office's filters as one query (sign-ups joined to their event's title), for the page and the export. */
  function matching({ event, q }: Omit<SignupQuery, "page">) {
    let query = kysely
      .selectFrom("volunteer_signups as s")
      .leftJoin("events as e", "e.id", "s.event_id")
      .selectAll("s")
      .select(["e.title as event_title", "e.repeat as event_repeat"]);
    if (event === "none") query = query.where("s.event_id", "is", null);
    else if (event) query = query.where("s.event_id", "=", event);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((eb) =>
        eb.or(["s.name", "s.email", "s.phone", "s.notes"].map((column) => likeCondition(db.dialect, column, pattern))),
      );
    }
    return query;
  }

  type Joined = Awaited<ReturnType<ReturnType<typeof matching>["execute"]>>[number];

  /**
   * What became of each sign-up's date that is still to come by the service's clock and that its event no longer has
   * (ADR 067), keyed by the sign-up's id; one read of the rows' events, not one per row. A date that has passed is
   * left alone: nobody will turn up for it now.
   */
  async function datesGoneOf(rows: readonly Joined[]): Promise<Map<string, DateGone>> {
    const at = now();
    const waiting = rows.filter((row) => row.event_id && row.occurrence_at && new Date(row.occurrence_at) > at);
    const gone = new Map<string, DateGone>();
    if (waiting.length === 0) return gone;
    const series = await kysely
      .selectFrom("events")
      .select(["id", ...SERIES_COLUMNS])
      .where("id", "in", [...new Set(waiting.map((row) => row.event_id ?? ""))])
      .execute();
    const goneIn = new Map(series.map((row) => [row.id, dateGoneIn(seriesTimesOf(row))]));
    for (const row of waiting) {
      const found = row.occurrence_at && goneIn.get(row.event_id ?? "")?.(row.occurrence_at);
      if (found) gone.set(row.id, found);
    }
    return gone;
  }

  const toOfficeSignup = (row: Joined, gone: ReadonlyMap<string, DateGone>): OfficeSignup => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    eventId: row.event_id,
    eventTitle: row.event_title,
    eventRepeats: row.event_repeat !== null && row.event_repeat !== undefined,
    date: row.occurrence_at,
    dateGone: gone.get(row.id) ?? null,
    toldGoneAt: row.told_gone_at,
    interests: tagsFromText(row.interests),
    availability: row.availability,
    criminalRecordCheck: row.has_criminal_record_check,
    notes: row.notes,
    createdAt: row.created_at,
  });

  /** How many signed up for each of these events. */
  async function countsFor(eventIds: readonly string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await kysely
      .selectFrom("volunteer_signups")
      .select(["event_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("event_id", "in", [...eventIds])
      .groupBy("event_id")
      .execute();
    return new Map(rows.map((row) => [row.event_id ?? "", Number(row.count)]));
  }

  /**
   * How many signed up for each date of these events, by the stored start instant of the date, in `all`; in
   * `untold`, those of them not yet e-mailed that their date is no longer held (ADR 069). One grouped query.
   */
  async function countsByDate(eventIds: readonly string[]): Promise<DateCounts> {
    const counts: DateCounts = { all: new Map(), untold: new Map() };
    if (eventIds.length === 0) return counts;
    const rows = await kysely
      .selectFrom("volunteer_signups")
      .select([
        "event_id",
        "occurrence_at",
        (eb) => eb.fn.countAll<number>().as("count"),
        (eb) => eb.fn.count<number>(eb.case().when("told_gone_at", "is", null).then(1).end()).as("untold"),
      ])
      .where("event_id", "in", [...eventIds])
      .where("occurrence_at", "is not", null)
      .groupBy(["event_id", "occurrence_at"])
      .execute();
    const add = (into: Map<string, Map<string, number>>, eventId: string, date: string, count: number) => {
      const byDate = into.get(eventId) ?? new Map<string, number>();
      byDate.set(date, count);
      into.set(eventId, byDate);
    };
    for (const row of rows) {
      if (!row.event_id || !row.occurrence_at) continue;
      const date = instantOf(row.occurrence_at);
      add(counts.all, row.event_id, date, Number(row.count));
      if (Number(row.untold) > 0) add(counts.untold, row.event_id, date, Number(row.untold));
    }
    return counts;
  }

  /** Each series' dates still to come, with their places (ADR 067); single events are left out. */
  async function datesFor(list: readonly PlacesEvent[]): Promise<Record<string, DatePlaces[]>> {
    const at = now();
    const series = list.filter((event) => event.repeat);
    if (series.length === 0) return {};
    const ids = series.map((event) => event.id);
    // The stored times, not the list's: a list may show a series at its next date (events.upcoming), and its rule is
    // read from its first.
    const [{ all: counts }, rows] = await Promise.all([
      countsByDate(ids),
      kysely
        .selectFrom("events")
        .select(["id", ...SERIES_COLUMNS])
        .where("id", "in", ids)
        .execute(),
    ]);
    const stored = new Map(rows.map((row) => [row.id, seriesTimesOf(row)]));
    const dates: Record<string, DatePlaces[]> = {};
    for (const event of series) {
      dates[event.id] = datesToCome(stored.get(event.id) ?? event, at).map((date) => {
        const taken = takenOn(counts.get(event.id), date);
        return {
          startsAt: date.startsAt,
          endsAt: date.endsAt,
          taken,
          left: event.volunteersNeeded ? Math.max(0, event.volunteersNeeded - taken) : null,
        };
      });
    }
    return dates;
  }

  return {
    /**
     * Checks and stores one sign-up. Throws ValidationError (400 fields, including an unknown or past
     * event) or RateLimitedError (429); a filled honeypot stores nothing and reports "ignored".
     */
    submit: formSubmission(db, now, {
      table: "volunteer_signups",
      schema: volunteerSchema,
      /**
       * A sign-up may name only a published event that has not ended yet: a series until its last date has. A
       * series' sign-up names one of its dates that happens and has not started (ADR 067); nothing else names one.
       */
      async check({ eventId, date }, at): Promise<Chosen | undefined> {
        if (!eventId) {
          if (date) throw new ValidationError({ date: VOLUNTEER_MESSAGES.dateNotWanted });
          return undefined;
        }
        const event = await events.get(eventId);
        if (!event || hasEnded(event, at)) {
          throw new ValidationError({ eventId: VOLUNTEER_MESSAGES.eventId });
        }
        if (!event.repeat) {
          if (date) throw new ValidationError({ date: VOLUNTEER_MESSAGES.dateNotWanted });
          return { event };
        }
        if (!date) throw new ValidationError({ date: VOLUNTEER_MESSAGES.dateMissing });
        const chosen = occurrencesOf(event).find((o) => instantOf(o.startsAt) === date);
        if (!chosen || chosen.cancelled || new Date(chosen.startsAt) <= at) {
          throw new ValidationError({ date: VOLUNTEER_MESSAGES.datePassed });
        }
        return { event, date: chosen };
      },
      /**
       * The count and the insert share a transaction that first locks the event's row (PostgreSQL: FOR UPDATE;
       * SQLite: the one connection runs one transaction at a time), so two people taking the last place at
       * once get one sign-up and one "this event is full". A series' places are its date's (ADR 067).
       */
      async store(data, { id, createdAt, ip }, chosen) {
        const token = randomBytes(32).toString("base64url");
        const date = chosen?.date;
        await kysely.transaction().execute(async (trx) => {
          if (data.eventId) {
            const locked = trx.selectFrom("events").select("volunteers_needed").where("id", "=", data.eventId);
            const row = await lockedOn(db.dialect, locked).executeTakeFirst();
            if (row?.volunteers_needed) {
              let taken = trx
                .selectFrom("volunteer_signups")
                .select((eb) => eb.fn.countAll<number>().as("count"))
                .where("event_id", "=", data.eventId);
              if (date) {
                taken = taken.where("occurrence_at", "in", instantsNaming(date));
              }
              const { count } = await taken.executeTakeFirstOrThrow();
              if (Number(count) >= row.volunteers_needed) {
                throw new ValidationError(
                  date ? { date: VOLUNTEER_MESSAGES.dateFull } : { eventId: VOLUNTEER_MESSAGES.eventFull },
                );
              }
            }
          }
          await trx
            .insertInto("volunteer_signups")
            .values({
              id,
              name: data.name,
              email: data.email,
              phone: data.phone,
              event_id: data.eventId,
              occurrence_at: date ? instantOf(date.startsAt) : null,
              interests: JSON.stringify(data.interests),
              availability: data.availability,
              has_criminal_record_check: data.criminalRecordCheck,
              notes: data.notes,
              created_at: createdAt,
              ip,
              cancel_token_hash: hashToken(token),
            })
            .execute();
          const since = new Date(new Date(createdAt).getTime() - 86_400_000);
          if (
            (await mail.sentTo(trx, data.email, "volunteer.confirmation", since)) < CONFIRMATIONS_PER_ADDRESS_PER_DAY
          ) {
            await mail.enqueue(trx, confirmation(data, chosen, token, new Date(createdAt)));
          }
        });
        // The event's pages say how many places are left: the page cache must not keep the old count.
        if (data.eventId) db.changes.announce();
      },
    }),

    /** The sign-up a cancel link names, for the page that asks "cancel?"; undefined when it is gone. */
    async byCancelToken(
      token: string,
    ): Promise<{ id: string; name: string; eventTitle: string | null; date: string | null } | undefined> {
      const row = await kysely
        .selectFrom("volunteer_signups as s")
        .leftJoin("events as e", "e.id", "s.event_id")
        .select(["s.id", "s.name", "e.title as event_title", "s.occurrence_at"])
        .where("s.cancel_token_hash", "=", hashToken(token))
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, eventTitle: row.event_title, date: row.occurrence_at };
    },

    /** The volunteer cancels their own sign-up from the e-mailed link; false when it was already gone. Audited. */
    async cancelByToken(token: string): Promise<boolean> {
      const row = await kysely
        .deleteFrom("volunteer_signups")
        .where("cancel_token_hash", "=", hashToken(token))
        .returning(["id", "event_id"])
        .executeTakeFirst();
      if (!row) return false;
      if (row.event_id) db.changes.announce(); // a place is free again on the event's pages
      await audit.record({
        action: "volunteers.cancelled",
        detail: { id: row.id, eventId: row.event_id, via: "e-mailed link" },
      });
      return true;
    },

    /**
     * Places left on events that ask for a number of helpers (others are left out): for the public pages. A series'
     * number is per date, so its places are its coming dates' (ADR 067).
     */
    async placesFor(list: readonly PlacesEvent[]) {
      const counted = list.filter((event) => event.volunteersWanted && event.volunteersNeeded);
      const single = counted.filter((event) => !event.repeat);
      const [counts, dates] = await Promise.all([countsFor(single.map((event) => event.id)), datesFor(counted)]);
      const places: Record<string, Places> = {};
      for (const event of counted) {
        const needed = event.volunteersNeeded ?? 0;
        const series = dates[event.id];
        if (series) {
          const taken = series.reduce((sum, date) => sum + date.taken, 0);
          const left = series.reduce((sum, date) => sum + (date.left ?? 0), 0);
          places[event.id] = { needed, taken, left, dates: series };
        } else {
          const taken = counts.get(event.id) ?? 0;
          places[event.id] = { needed, taken, left: Math.max(0, needed - taken) };
        }
      }
      return places;
    },

    /** Each series' dates still to come with their places, for the volunteer form's date question (ADR 067). */
    datesFor,

    /**
     * How many signed up for one event, and for each of its dates still to come by the stored instant they name:
     * numbers only, no one's details.
     */
    async countFor(eventId: string): Promise<SignupCount> {
      const at = now();
      const [counts, { all: byDate }] = await Promise.all([countsFor([eventId]), countsByDate([eventId])]);
      const datesToCome = [...(byDate.get(eventId) ?? new Map<string, number>())]
        .filter(([date]) => new Date(date) > at)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, count]) => ({ date, count }));
      return { count: counts.get(eventId) ?? 0, datesToCome };
    },

    /** One page of sign-ups for the office, newest first. */
    async office(query: SignupQuery): Promise<Page<OfficeSignup>> {
      const paging = boundedPaging(query.page, SIGNUPS_PAGE_SIZE);
      const [rows, counted] = await Promise.all([
        matching(query)
          .orderBy("s.created_at", "desc")
          .orderBy("s.id")
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize)
          .execute(),
        kysely
          .selectFrom(matching(query).as("m"))
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      const gone = await datesGoneOf(rows);
      return pageOf(
        rows.map((row) => toOfficeSignup(row, gone)),
        Number(counted.count),
        paging,
      );
    },

    /** Every sign-up the filters match, oldest first, as the CSV's rows. */
    async exportRows(query: Omit<SignupQuery, "page">) {
      const rows = await matching(query).orderBy("s.created_at").orderBy("s.id").execute();
      const gone = await datesGoneOf(rows);
      return rows
        .map((row) => toOfficeSignup(row, gone))
        .map((signup) => ({
          createdAt: signup.createdAt,
          event: signup.eventTitle ?? "Any event (general help)",
          date: signup.date,
          dateGone: signup.dateGone ? DATE_GONE_WORDS[signup.dateGone] : "",
          name: signup.name,
          email: signup.email,
          phone: signup.phone,
          interests: signup.interests.map(volunteerRoleWords).join("; "),
          availability: signup.availability,
          criminalRecordCheck: RECORD_CHECK_LABELS[signup.criminalRecordCheck],
          notes: signup.notes,
        }));
    },

    /**
     * Events that ask for helpers and have not ended, and any event with sign-ups, soonest first (a series at its
     * next date, while it has one), each with its count: the office's summary above the list.
     */
    async byEvent(): Promise<EventHelpers[]> {
      const when = now();
      const at = when.toISOString();
      const rows = await kysely
        .selectFrom("events")
        .select(["id", "title", "volunteers_needed", ...SERIES_COLUMNS])
        .where((eb) =>
          eb.or([
            eb.and([eb("volunteers_wanted", "=", 1), eb(sql`coalesce(series_ends_at, ends_at)`, ">", at)]),
            eb(
              "id",
              "in",
              eb
                .selectFrom("volunteer_signups")
                .select("event_id")
                .where("event_id", "is not", null)
                .$narrowType<{ event_id: string }>(),
            ),
          ]),
        )
        .orderBy("starts_at")
        .execute();
      // Every event's dated sign-ups, not only a series': one that no longer repeats may still have some.
      const ids = rows.map((row) => row.id);
      const [counts, { all: byDate, untold: untoldByDate }] = await Promise.all([countsFor(ids), countsByDate(ids)]);
      return rows
        .flatMap((row) => {
          const signedUp = counts.get(row.id) ?? 0;
          const times = seriesTimesOf(row);
          const dates: DateHelpers[] | undefined = times.repeat
            ? datesToCome(times, when)
                .slice(0, DATES_OFFERED)
                .map((date) => ({
                  startsAt: date.startsAt,
                  endsAt: date.endsAt,
                  signedUp: takenOn(byDate.get(row.id), date),
                }))
            : undefined;
          // The query's end is the series' last date, cancelled or not: one whose dates left are all cancelled no
          // longer asks for helpers (the public form no longer offers it), though its sign-ups keep it listed.
          const { ended, shown } = seriesAt(times, when);
          if (signedUp === 0 && ended) return [];
          const goneIn = dateGoneIn(times);
          /** Sign-ups counted in `counts` for dates still to come that the event no longer has. */
          const onGone = (counted: Map<string, number> | undefined) =>
            [...(counted ?? [])]
              .filter(([date]) => new Date(date) > when && goneIn(date) !== null)
              .reduce((sum, [, count]) => sum + count, 0);
          const onDatesGone = onGone(byDate.get(row.id));
          return [
            {
              eventId: row.id,
              title: row.title,
              startsAt: shown.startsAt,
              endsAt: shown.endsAt,
              needed: row.volunteers_needed,
              signedUp,
              onDatesGone,
              untoldOnDatesGone: onDatesGone > 0 ? onGone(untoldByDate.get(row.id)) : 0,
              ...(dates ? { repeats: repeatDescription(times), dates } : {}),
            },
          ];
        })
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    },

    /**
     * E-mails each volunteer of an event whose date still to come the event no longer has and who was not told yet
     * (ADR 069), in one transaction with the sign-ups marked told, so a second press tells nobody twice. Answers how
     * many were told, and whether e-mail is on (off, the messages wait in the outbox); undefined for an unknown
     * event. Audited without the volunteers' addresses (ADR 065).
     */
    async tellDatesGone(eventId: string, by: Actor): Promise<{ told: number; emailOn: boolean } | undefined> {
      const at = now();
      const event = await kysely
        .selectFrom("events")
        .select(["id", "title", ...SERIES_COLUMNS])
        .where("id", "=", eventId)
        .executeTakeFirst();
      if (!event) return undefined;
      const times = seriesTimesOf(event);
      const goneIn = dateGoneIn(times);
      const otherDates = datesToCome(times, at).length > 0;
      const told = await kysely.transaction().execute(async (trx) => {
        const waiting = trx
          .selectFrom("volunteer_signups")
          .select(["id", "name", "email", "occurrence_at"])
          .where("event_id", "=", eventId)
          .where("occurrence_at", ">", at.toISOString())
          .where("told_gone_at", "is", null)
          .orderBy("occurrence_at")
          .orderBy("id");
        // PostgreSQL: a second press waits here, then finds these marked told.
        const rows = await lockedOn(db.dialect, waiting).execute();
        let count = 0;
        for (const row of rows) {
          const gone = row.occurrence_at ? goneIn(row.occurrence_at) : null;
          if (!gone || !row.occurrence_at) continue;
          await mail.enqueue(
            trx,
            dateGoneMail(
              {
                event: { id: event.id, title: event.title, allDay: times.allDay },
                volunteer: { name: row.name, email: row.email },
                date: row.occurrence_at,
                gone,
                otherDates,
              },
              siteUrl,
            ),
          );
          await trx
            .updateTable("volunteer_signups")
            .set({ told_gone_at: at.toISOString() })
            .where("id", "=", row.id)
            .execute();
          count += 1;
        }
        return count;
      });
      if (told > 0) {
        await audit.record({
          action: "volunteers.told_dates_gone",
          by,
          detail: { eventId, eventTitle: event.title, count: told },
        });
      }
      return { told, emailOn: mail.enabled };
    },

    /** Removes a sign-up (the volunteer asked, or it was a mistake); false for an unknown id. Audited. */
    async remove(id: string, by: Actor): Promise<boolean> {
      const row = await kysely
        .deleteFrom("volunteer_signups")
        .where("id", "=", id)
        .returning(["event_id"])
        .executeTakeFirst();
      if (!row) return false;
      if (row.event_id) db.changes.announce(); // a place is free again on the event's pages
      // The event's title, not the volunteer's address (ADR 065): the entry says what was removed without naming them.
      const event = row.event_id
        ? await kysely.selectFrom("events").select("title").where("id", "=", row.event_id).executeTakeFirst()
        : undefined;
      await audit.record({
        action: "volunteers.deleted",
        by: by,
        detail: { id, eventId: row.event_id, eventTitle: event?.title ?? null },
      });
      return true;
    },

    /** The stored rows as the form wrote them, newest first (the API tests read them; the office reads office()). */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<VolunteerSignup[]> {
      const rows = await newestRows(db, "volunteer_signups", limit);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        eventId: row.event_id,
        date: row.occurrence_at,
        interests: tagsFromText(row.interests),
        availability: row.availability,
        criminalRecordCheck: row.has_criminal_record_check,
        notes: row.notes,
        createdAt: row.created_at,
        handled: fromFlag(row.handled),
        ip: row.ip,
      }));
    },
  };
}

export type VolunteersService = ReturnType<typeof createVolunteersService>;
