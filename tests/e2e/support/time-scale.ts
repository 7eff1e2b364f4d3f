/**
 * The browser tests' time limits are guards against a hang, not assertions about speed: CI machines vary two to
 * three times from one run to the next (ADR 064), so on CI every limit is three times what a developer's machine
 * needs. E2E_TIME_SCALE sets the factor outright (a positive number). Sleeps and intervals that are part of what a
 * test does are not limits and are not scaled.
 */
function timeScale(): number {
  const asked = Number(process.env.E2E_TIME_SCALE);
  if (process.env.E2E_TIME_SCALE && asked > 0) return asked;
  return process.env.CI ? 3 : 1;
}

export const TIME_SCALE = timeScale();

/** A time limit of `ms` on this machine's scale. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
