/** School events as the API, the pages and the calendar feed see them. */
import type { z } from "zod";
import type { ContentMeta, OfficeListOptions, PageRequest, Scheduled, Visibility } from "../types.ts";
import type { OccurrenceChange, RepeatKind } from "./recurrence.ts";
import type { EVENT_CATEGORIES, eventInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";
export type { Occurrence, OccurrenceChange, RepeatKind } from "./recurrence.ts";

export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/**
 * Times are ISO instants and the end is exclusive. All-day events run from 00:00 in the school's zone
 * of the first day to 00:00 of the day after the last day.
 */
export interface SchoolEvent extends ContentMeta, Scheduled {
  id: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  descriptionHtml: string;
  location: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  category: EventCategory;
  imageUrl: string | null;
  imageAlt: string | null;
  volunteersWanted: boolean;
  volunteersNeeded: number | null;
  tags: string[];
  /** Null for a single event; a series keeps its first date in startsAt/endsAt (ADR 023). */
  repeat: RepeatKind | null;
  /** The last day (YYYY-MM-DD, inclusive) a repeating event may fall on. */
  repeatUntil: string | null;
  /** Dates of the series the office cancelled or moved. */
  occurrenceChanges: OccurrenceChange[];
}

export interface EventListOptions extends PageRequest, Visibility, OfficeListOptions {
  /** Events overlapping [from, to): a date means 00:00 in Vancouver, or give an ISO instant. */
  from?: string | Date;
  to?: string | Date;
  category?: EventCategory;
}

export interface UpcomingOptions {
  limit: number;
  now?: Date;
}

/**
 * What create() takes; update() takes any of it plus `version`. startsAt/endsAt are ISO instants,
 * or for all-day events dates: "2026-12-21" to "2027-01-01" means both days and every day between.
 */
export type EventInput = z.input<typeof eventInputSchema>;
