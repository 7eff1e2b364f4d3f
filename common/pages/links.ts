/** Links to the school's own phone line and mailboxes, written once so no page retypes a number or address. */
import { site } from "../site.ts";
import type { RichText } from "./types.ts";

/** A mailto link that shows the address itself. */
export function mailLink(address: string): RichText {
  return `[${address}](mailto:${address})`;
}

/** The office phone number as a tap-to-call link. */
export const phoneLink: RichText = `[${site.phone}](${site.phoneHref})`;
