/**
 * The dates of a repeating event, worked out from the form as it stands, each with "cancel" and "move to":
 * the office changes single dates without leaving the event's form (ADR 023).
 */

import { formatSchoolDay, fromSchoolLocal, toSchoolLocal } from "~/lib/admin/admin-dates.ts";
import type { FormValues } from "~/lib/admin/content-set.ts";
import { seriesOfValues } from "~/lib/admin/event-values.ts";
import { changesOf } from "~/lib/admin/field-values.ts";
import { type OccurrenceChange, occurrencesOf } from "../../../common/content/events/recurrence.ts";
import { isCalendarDate } from "../../../common/content/schema-parts.ts";
import { addDays, zonedDate } from "../../../common/zoned-time.ts";

/** A moved date's new start as its input shows it: a day for all-day events, else a day and time. */
function moveValue(change: OccurrenceChange | undefined, allDay: boolean): string {
  if (!change?.startsAt || change.cancelled) return "";
  if (allDay) return isCalendarDate(change.startsAt) ? change.startsAt : zonedDate(new Date(change.startsAt));
  return toSchoolLocal(change.startsAt);
}

export function OccurrenceChanges({
  name,
  value,
  values,
  describedBy,
  onChange,
}: {
  name: string;
  value: string;
  values: FormValues;
  describedBy: string | undefined;
  onChange(name: string, value: string): void;
}) {
  const series = seriesOfValues(values);
  if (!series?.repeat) {
    return (
      <p className="field__hint" id={name}>
        The dates appear here once the event repeats and has a last date.
      </p>
    );
  }
  const dates = occurrencesOf(series);
  const changes = changesOf(value);
  const byDate = new Map(changes.map((change) => [change.date, change]));
  const durationMs = Date.parse(series.endsAt) - Date.parse(series.startsAt);
  const spanDays = Math.max(1, Math.round(durationMs / 86_400_000));

  const save = (date: string, change: OccurrenceChange | null) => {
    const rest = changes.filter((c) => c.date !== date);
    const next = change ? [...rest, change].sort((a, b) => a.date.localeCompare(b.date)) : rest;
    onChange(name, JSON.stringify(next));
  };
  const move = (date: string, input: string) => {
    if (input === "") return save(date, null);
    if (series.allDay) {
      // Dates for an all-day move: the schema reads the end as the last day.
      return save(date, { date, cancelled: false, startsAt: input, endsAt: addDays(input, spanDays - 1) });
    }
    const start = fromSchoolLocal(input);
    const startMs = Date.parse(start);
    if (Number.isNaN(startMs)) return;
    save(date, { date, cancelled: false, startsAt: start, endsAt: new Date(startMs + durationMs).toISOString() });
  };

  return (
    <div className="admin-table__scroll" id={name} tabIndex={-1} aria-describedby={describedBy}>
      <table className="admin-table stack-table occurrence-table">
        <caption className="visually-hidden">Dates of this event</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Move to (optional)</th>
          </tr>
        </thead>
        <tbody>
          {dates.map((occurrence) => {
            const change = byDate.get(occurrence.date);
            const day = formatSchoolDay(occurrence.date);
            const cancelId = `${name}-cancel-${occurrence.date}`;
            const moveId = `${name}-move-${occurrence.date}`;
            return (
              <tr key={occurrence.date}>
                <th scope="row">{day}</th>
                {/* No column name when stacked on a phone: the box's own "Cancel" says it. */}
                <td>
                  <div className="checkboxes__item">
                    <input
                      type="checkbox"
                      id={cancelId}
                      checked={Boolean(change?.cancelled)}
                      onChange={(e) =>
                        save(occurrence.date, e.target.checked ? { date: occurrence.date, cancelled: true } : null)
                      }
                    />
                    <label htmlFor={cancelId}>
                      <span className="visually-hidden">Cancel {day}</span>
                      <span aria-hidden="true">Cancel</span>
                    </label>
                  </div>
                </td>
                <td data-label="Move to (optional)">
                  <label className="visually-hidden" htmlFor={moveId}>
                    Move {day} to
                  </label>
                  <input
                    className="field__input"
                    id={moveId}
                    type={series.allDay ? "date" : "datetime-local"}
                    disabled={Boolean(change?.cancelled)}
                    value={moveValue(change, series.allDay)}
                    onChange={(e) => move(occurrence.date, e.target.value)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
