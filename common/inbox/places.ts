/** An event's volunteer places in words, for the public pages: no schemas here, so no zod reaches their bundles. */

/** How many of a series' coming dates the volunteer form offers and the office's summary lists (ADR 067). */
export const DATES_OFFERED = 8;

/**
 * How full an event's volunteer list is, for the public pages. For a series (ADR 067) `needed` is each date's
 * number, `taken` and `left` are its coming dates' together (so `left` is 0 only when every one is full), and
 * `dates` holds those dates one by one.
 */
export interface Places {
  needed: number;
  taken: number;
  left: number;
  dates?: DatePlaces[];
}

/** One coming date of a series and its own places; `startsAt` is what a sign-up for it sends as `date`. */
export interface DatePlaces {
  startsAt: string;
  endsAt: string;
  taken: number;
  /** Null: the event asks for as many helpers as come. */
  left: number | null;
}

/** "4 helpers needed each date" for a series; "3 of 10 places left" for one date; or that every place is taken. */
export function placesLeftText(places: Places): string {
  if (places.dates) {
    if (places.left === 0) return "Every coming date has all the helpers it needs. Thank you!";
    const each = helpersEachDateText(places.needed);
    const open = places.dates.filter((date) => date.left !== 0).length;
    if (open === places.dates.length) return each;
    return `${each}: ${open} of the ${places.dates.length} coming dates still have places`;
  }
  if (places.left === 0) return "This event has all the helpers it needs. Thank you!";
  return `${places.left} of ${places.needed} ${places.needed === 1 ? "place" : "places"} left`;
}

/** A series' number of helpers, which is per date (ADR 067): "4 helpers needed each date". */
export function helpersEachDateText(needed: number): string {
  return `${needed} ${needed === 1 ? "helper" : "helpers"} needed each date`;
}

/** A date's places in the volunteer form's words: "3 places left", "Full", or nothing for no limit. */
export function datePlacesText(date: Pick<DatePlaces, "left">): string {
  if (date.left === null) return "";
  if (date.left === 0) return "Full";
  return `${date.left} ${date.left === 1 ? "place" : "places"} left`;
}
