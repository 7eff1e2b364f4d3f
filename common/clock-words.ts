/**
 * Times of day as the school writes them, the one way on the whole public site: "7:00 PM", "12:05 AM",
 * and a span "6:30 PM – 8:00 PM" with an en dash. The style is the spec's own (its office-hours line
 * "Mon-Fri 8:00 AM-4:00 PM", BRAND.md) rather than Intl's en-CA "7:00 p.m.", which no fixed string uses (ADR 038).
 * Pure words from numbers: it reads no zone, so the server, the browser and e-mails agree to the character.
 */

/** "7:00 PM" for 19:00; midnight is "12:00 AM" and noon "12:00 PM". */
export function clockWords(hour: number, minute: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** "16:00" → "4:00 PM": a 24-hour "HH:MM" as the site prints it. */
export function clockTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return clockWords(hours, minutes);
}

/** Between the two ends of a span of time: an en dash with a space either side, as the ends have spaces in them. */
const RANGE_DASH = " \u2013 ";

/** "6:30 PM – 8:00 PM" from two times already in words (or any two ends: dates, date-times). */
export function spanWords(start: string, end: string): string {
  return `${start}${RANGE_DASH}${end}`;
}
