/** School events: lists by date range and category, what is coming up, one event. */

import {
  nextOccurrence,
  type OccurrenceChange,
  occurrencesBetween,
  type SeriesTimes,
  seriesEnd,
} from "../../../common/content/events/recurrence.ts";
import { eventInputSchema } from "../../../common/content/events/schema.ts";
import type { EventListOptions, SchoolEvent, UpcomingOptions } from "../../../common/content/events/types.ts";
import { instantMessage } from "../../../common/content/schema-parts.ts";
import type { Page, Visibility } from "../../../common/content/types.ts";
import { parseInstant } from "../../../common/zoned-time.ts";
import type { Db } from "../../db/database.ts";
import { ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import {
  type Condition,
  createContentStore,
  fromFlag,
  metaOf,
  type Row,
  sortedBy,
  tagsFromText,
  tagsToText,
  toFlag,
} from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";
import { eventSignupLinks } from "../volunteers/event-links.ts";

/** The columns a series' dates follow from, for queries that read events' rows themselves (search, volunteers). */
export const SERIES_COLUMNS = [
  "starts_at",
  "ends_at",
  "all_day",
  "repeat",
  "repeat_until",
  "occurrence_changes",
] as const;

/** A row's dates as recurrence.ts reads them (a single event is a series of one). */
export function seriesTimesOf(
  row: Pick<Row<"events">, (typeof SERIES_COLUMNS)[number]>,
): Pick<SchoolEvent, keyof SeriesTimes> {
  return {
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    allDay: fromFlag(row.all_day),
    repeat: row.repeat,
    repeatUntil: row.repeat_until,
    occurrenceChanges: changesFromText(row.occurrence_changes),
  };
}

function toSchoolEvent(row: Row<"events">): SchoolEvent {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    descriptionHtml: row.description_html,
    location: row.location,
    ...seriesTimesOf(row),
    category: row.category,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    volunteersWanted: fromFlag(row.volunteers_wanted),
    volunteersNeeded: row.volunteers_needed,
    tags: tagsFromText(row.tags),
    publishAt: row.publish_at,
    ...metaOf(row),
  };
}

function changesFromText(text: string): OccurrenceChange[] {
  const parsed: unknown = JSON.parse(text || "[]");
  return Array.isArray(parsed) ? (parsed as OccurrenceChange[]) : [];
}

/** One date of a series as the pages show an event: the series with that date's times. */
function atOccurrence(event: SchoolEvent, times: { startsAt: string; endsAt: string }): SchoolEvent {
  return { ...event, startsAt: times.startsAt, endsAt: times.endsAt };
}

const byStartTime = (a: SchoolEvent, b: SchoolEvent) => a.startsAt.localeCompare(b.startsAt);

function isoOrThrow(field: "from" | "to", value: string | Date): string {
  const instant = parseInstant(value);
  if (!instant) throw new ValidationError({ [field]: instantMessage });
  return instant.toISOString();
}

const byStart = [["starts_at", "asc"]] as const;

export function createEventsService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "events",
    idKind: "uuid",
    toEntity: toSchoolEvent,
    now,
    appearsAt: "publish_at",
  });
  const writes = contentWrites({
    db,
    set: "events",
    store,
    schema: eventInputSchema,
    audit,
    titleOf: (item) => item.title,
    links: eventSignupLinks,
    toRow: (data) => ({
      title: data.title,
      summary: data.summary,
      description_html: data.descriptionHtml,
      location: data.location,
      starts_at: data.startsAt,
      ends_at: data.endsAt,
      all_day: toFlag(data.allDay),
      category: data.category,
      image_url: data.imageUrl,
      image_alt: data.imageAlt,
      volunteers_wanted: toFlag(data.volunteersWanted),
      volunteers_needed: data.volunteersNeeded,
      tags: tagsToText(data.tags),
      repeat: data.repeat,
      repeat_until: data.repeatUntil,
      occurrence_changes: JSON.stringify(data.occurrenceChanges),
      series_ends_at: seriesEnd(data),
      publish_at: data.publishAt,
      status: data.status,
    }),
  });

  /**
   * Conditions for events whose series overlaps [from, to) in a category (a series spans its first start to
   * its last end). Throws ValidationError for an unreadable from/to.
   */
  function overlapping(options: Pick<EventListOptions, "from" | "to" | "category">): Condition<"events">[] {
    const where: Condition<"events">[] = [];
    if (options.from !== undefined) where.push(["series_ends_at", ">", isoOrThrow("from", options.from)]);
    if (options.to !== undefined) where.push(["starts_at", "<", isoOrThrow("to", options.to)]);
    if (options.category) where.push(["category", "=", options.category]);
    return where;
  }

  /** Published series overlapping [from, to), each once with its rule. */
  function seriesBetween(from: string | Date, to: string | Date): Promise<SchoolEvent[]> {
    return store.all({ where: overlapping({ from, to }), orderBy: byStart });
  }

  return {
    /** Events (a series as one item) overlapping [from, to), by first start. Throws ValidationError for an unreadable from/to. */
    async list(options: EventListOptions = {}): Promise<Page<SchoolEvent>> {
      return store.list({
        ...options,
        where: overlapping(options),
        orderBy: sortedBy(options.sort, { title: "title", startsAt: "starts_at", updatedAt: "updated_at" }, byStart),
        search: options.q ? { columns: ["title", "summary", "location"], text: options.q } : undefined,
      });
    },
    /**
     * Every published event overlapping [from, to), by start time, however many there are: for the
     * calendar page and feed, where a busy month must not lose its 51st event to a page size.
     */
    async between(from: string | Date, to: string | Date): Promise<SchoolEvent[]> {
      const series = await seriesBetween(from, to);
      // seriesBetween has checked both.
      const [start, end] = [parseInstant(from) as Date, parseInstant(to) as Date];
      return series
        .flatMap((event) => occurrencesBetween(event, start, end).map((times) => atOccurrence(event, times)))
        .sort(byStartTime);
    },
    /** For the calendar feed, which writes each series once with its rule. */
    seriesBetween,
    /** Published events that have not ended yet, soonest first; a series once, at its next date. */
    async upcoming({ limit, now: at = now() }: UpcomingOptions): Promise<SchoolEvent[]> {
      const safeLimit = Math.min(100, Math.max(1, Math.floor(limit) || 1));
      const notOver = ["series_ends_at", ">", at.toISOString()] as const;
      // Single events come in order from SQL; the few live series are placed by their next date.
      const [single, series] = await Promise.all([
        store.first({ where: [notOver, ["repeat", "=", "", "or null"]], orderBy: byStart, limit: safeLimit }),
        store.all({ where: [notOver, ["repeat", ">", ""]], orderBy: byStart }),
      ]);
      const next = series.flatMap((event) => {
        const occurrence = nextOccurrence(event, at);
        return occurrence ? [atOccurrence(event, occurrence)] : [];
      });
      return [...single, ...next].sort(byStartTime).slice(0, safeLimit);
    },
    get(id: string, visibility: Visibility = {}): Promise<SchoolEvent | undefined> {
      return store.get(id, visibility);
    },
    ...writes,
    count: store.count,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
