/**
 * When the event in the office's form happens, read from its time fields alone (the rest of the form may
 * still be empty): for the preview and for the list of a series' dates.
 */
import { REPEAT_KINDS, type RepeatKind, type SeriesTimes } from "../../../common/content/events/recurrence.ts";
import { isCalendarDate } from "../../../common/content/schema-parts.ts";
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import { fromSchoolLocal } from "./admin-dates.ts";
import type { FormValues } from "./content-set.ts";
import { changesOf } from "./field-values.ts";

const isRepeat = (value: string | undefined): value is RepeatKind => REPEAT_KINDS.some((kind) => kind === value);

/** A day the form holds for an all-day change ("2027-03-18") as the instant the API stores. */
const dayStart = (value: string | undefined, plusDays = 0) =>
  value && isCalendarDate(value) ? zonedToInstant(addDays(value, plusDays)).toISOString() : value;

/**
 * The times as the API will store them (an all-day event's "Ends" holds its last day: the series runs whole
 * days), its rule when it has a readable last date, and its changed dates; null while a time is missing or
 * unreadable or the end is not after the start.
 */
export function seriesOfValues(values: FormValues): SeriesTimes | null {
  const allDay = values.allDay === "true";
  const typedStart = new Date(fromSchoolLocal(values.startsAt ?? ""));
  const typedEnd = new Date(fromSchoolLocal(values.endsAt ?? ""));
  if (Number.isNaN(typedStart.getTime()) || Number.isNaN(typedEnd.getTime())) return null;
  const first = zonedDate(typedStart);
  const start = allDay ? zonedToInstant(first) : typedStart;
  const end = allDay ? zonedToInstant(addDays(zonedDate(typedEnd), 1)) : typedEnd;
  if (end <= start) return null;
  const until = values.repeatUntil ?? "";
  const repeats = isRepeat(values.repeat) && isCalendarDate(until) && until >= first;
  return {
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    allDay,
    repeat: repeats ? (values.repeat as RepeatKind) : null,
    repeatUntil: repeats ? until : null,
    // An all-day move holds days (the last one inclusive), as the API takes them.
    occurrenceChanges: changesOf(values.occurrenceChanges).map((change) =>
      allDay && !change.cancelled
        ? { ...change, startsAt: dayStart(change.startsAt), endsAt: dayStart(change.endsAt, 1) }
        : change,
    ),
  };
}
