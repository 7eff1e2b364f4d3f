/** An event's volunteer places in words, for the public pages: no schemas here, so no zod reaches their bundles. */

/** How full an event's volunteer list is, for the public pages. */
export interface Places {
  needed: number;
  taken: number;
  left: number;
}

/** "3 of 10 places left", or that the event has every helper it needs. */
export function placesLeftText(places: Places): string {
  if (places.left === 0) return "This event has all the helpers it needs. Thank you!";
  return `${places.left} of ${places.needed} ${places.needed === 1 ? "place" : "places"} left`;
}
