/**
 * A site-wide read (the school's details, the alerts, the added pages) kept in memory until public content
 * changes, so the many pages that show it do not each ask the database again. It is read afresh after any
 * change in any process, while other processes cannot be heard, and at the time the value says it goes stale.
 */
import type { SiteChanges } from "./changes.ts";

/** What a read found, and the time (if any) at which it stops being true without a write. */
export interface Read<T> {
  value: T;
  until?: Date | null;
}

interface Kept<T> {
  value: T;
  count: number;
  readAt: number;
  until: number;
}

/** Wraps `read` so that its answer is reused while nothing it depends on can have changed. */
export function readUntilChange<T>(
  changes: SiteChanges,
  now: () => Date,
  read: (at: Date) => Promise<Read<T>>,
): () => Promise<T> {
  let kept: Kept<T> | null = null;
  let reading: { count: number; promise: Promise<T> } | null = null;
  return () => {
    const at = now();
    const count = changes.count();
    const time = at.getTime();
    // A clock that went back (a test's injected clock) is a reason to read again, not to trust.
    if (kept && changes.hearsAll() && kept.count === count && time >= kept.readAt && time < kept.until) {
      return Promise.resolve(kept.value);
    }
    if (reading && reading.count === count && changes.hearsAll()) return reading.promise;
    const promise = read(at).then(
      ({ value, until }) => {
        // A change committed while reading leaves the count moved on, so this value is never reused.
        kept = { value, count, readAt: time, until: until ? until.getTime() : Number.POSITIVE_INFINITY };
        if (reading?.promise === promise) reading = null;
        return value;
      },
      (error: unknown) => {
        if (reading?.promise === promise) reading = null;
        throw error;
      },
    );
    reading = { count, promise };
    return promise;
  };
}
