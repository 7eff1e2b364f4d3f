/**
 * A school day ("YYYY-MM-DD") in words. A day is not an instant: it is read at noon UTC and written in UTC,
 * so no zone's rules can move it to the day before or after, on the server or in any browser.
 */
const longDate = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "long" });
const weekday = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long" });

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "December 18, 2026" */
export function formatSchoolDay(day: string): string {
  return longDate.format(noonOf(day));
}

/** "Friday" */
export function weekdayOf(day: string): string {
  return weekday.format(noonOf(day));
}
