/**
 * The tests' clock. Every process and service in a test reads one clock that starts at a fixed instant,
 * so a test means the same thing on any day it runs (main went red on 2026-11-23 when one did not).
 */

/** Where every test's clock starts unless the test picks another instant. */
export const TEST_START = "2026-11-23T17:00:00.000Z";

/** A clock the test moves by hand. */
export function manualClock(start: string | Date = TEST_START) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(to: string | Date) {
      current = new Date(to).getTime();
    },
  };
}

export type ManualClock = ReturnType<typeof manualClock>;
