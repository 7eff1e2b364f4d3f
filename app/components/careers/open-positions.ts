/**
 * The careers page's list of open positions, its id and words written once for the section, its heading, the
 * page's "On this page" list and every link that leads to it (the button above the copy, the pager, a posting's
 * page), so no link can be left pointing at an anchor that is no longer there.
 */
import type { OutlineEntry } from "~/lib/page-outline.ts";

export const OPEN_POSITIONS = { id: "open-positions", text: "Open positions" } as const satisfies OutlineEntry;

/** The list from another page (a posting's). */
export const OPEN_POSITIONS_PATH = `/careers#${OPEN_POSITIONS.id}`;
