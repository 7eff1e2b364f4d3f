/**
 * What will appear on the site without anyone acting, soonest first: careers postings before their opening
 * day, and news, events, alumni, testimonials and why-choose items before their publishing time. The
 * dashboard lists them so nothing surprises the office.
 */
import { formatDayOrTime } from "./admin-dates.ts";

/** One item waiting for its time, whatever its set. */
export interface Waiting {
  /** An ISO instant, or a day (YYYY-MM-DD: a careers posting opens at its start). */
  at: string;
  title: string;
  kind: string;
  editPath: string;
}

export interface ScheduledEntry {
  when: string;
  title: string;
  kind: string;
  editPath: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The items of one set's "scheduled" list as waiting entries. */
export function waitingOf<E extends { id: string | number }>(
  items: readonly E[],
  set: { kind: string; adminPath: string; titleOf(item: E): string; at(item: E): string | null },
): Waiting[] {
  return items.flatMap((item) => {
    const at = set.at(item);
    if (!at) return [];
    return [
      { at, title: set.titleOf(item), kind: set.kind, editPath: `${set.adminPath}/${encodeURIComponent(item.id)}` },
    ];
  });
}

/** Every set's waiting items in one list, soonest first, with their time in words. */
export function scheduledEntries(waiting: readonly Waiting[]): ScheduledEntry[] {
  // Days compare as text with instants by their start: the school's wall clock is close enough for an order.
  const sortKey = (entry: Waiting) => (DAY.test(entry.at) ? `${entry.at}T00:00` : entry.at);
  return [...waiting]
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
    .map(({ at, title, kind, editPath }) => ({
      when: formatDayOrTime(at),
      title,
      kind,
      editPath,
    }));
}
