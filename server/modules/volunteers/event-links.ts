/**
 * An event's volunteer sign-ups lose it when it is deleted (ON DELETE SET NULL, migration 0004): they become general
 * offers of help. The events set keeps which ones did, so a put back gives the event its helpers again and its
 * places left count them, instead of asking for volunteers it already has (ADR 048).
 */
import { lockRows } from "../../db/lock-rows.ts";
import type { ContentLinks } from "../content/deleted.ts";

export const eventSignupLinks: ContentLinks = {
  async remember(trx, id) {
    const eventId = String(id);
    // A sign-up being stored holds its event's row until it commits (volunteers' store). Locking the row first
    // waits for it, so it is among those read below rather than unlinked by the delete unremembered; on SQLite it
    // makes this a write transaction from its start, as the delete was.
    await lockRows(trx, "events", (update) => update.where("id", "=", eventId));
    const rows = await trx
      .selectFrom("volunteer_signups")
      .select("id")
      .where("event_id", "=", eventId)
      .orderBy("id")
      .execute();
    return { volunteerSignups: rows.map((row) => row.id) };
  },

  async restore(trx, id, links) {
    const signups = links.volunteerSignups ?? [];
    if (signups.length === 0) return;
    // Still unlinked only: one removed meanwhile (the office, the volunteer's cancel link, an erasure, the privacy
    // sweep) is simply gone, and one given another event since is not this put back's to take.
    await trx
      .updateTable("volunteer_signups")
      .set({ event_id: String(id) })
      .where("id", "in", [...signups])
      .where("event_id", "is", null)
      .execute();
  },
};
