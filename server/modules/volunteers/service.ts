/** Volunteer sign-ups from /giving/get-involved (ADR 009), for an upcoming event or as a general offer of help. */
import { randomUUID } from "node:crypto";
import { fieldErrorsOf } from "../../../common/forms/fields.ts";
import {
  VOLUNTEER_MESSAGES,
  type VolunteerSubmission,
  volunteerSchema,
} from "../../../common/forms/volunteer-schema.ts";
import type { Db } from "../../db/database.ts";
import { ValidationError } from "../content/errors.ts";
import { fromFlag, tagsFromText } from "../content/store.ts";
import type { EventsService } from "../events/service.ts";
import { checkFormRateLimit, honeypotFilled, type Sender, type SubmitOutcome } from "../forms/guard.ts";

export interface VolunteerSignup extends Omit<VolunteerSubmission, "interests"> {
  id: string;
  interests: string[];
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

export function createVolunteersService(db: Db, events: EventsService, now: () => Date = () => new Date()) {
  /** A sign-up may name only a published event that has not ended yet. */
  async function checkEvent(eventId: string | null, at: Date): Promise<void> {
    if (!eventId) return;
    const event = await events.get(eventId);
    if (!event || new Date(event.endsAt).getTime() <= at.getTime()) {
      throw new ValidationError({ eventId: VOLUNTEER_MESSAGES.eventId });
    }
  }

  return {
    /**
     * Checks and stores one sign-up. Throws ValidationError (400 fields, including an unknown or past
     * event) or RateLimitedError (429); a filled honeypot stores nothing and reports "ignored".
     */
    async submit(input: unknown, sender: Sender): Promise<SubmitOutcome> {
      if (honeypotFilled(input)) return { status: "ignored" };
      const at = now();
      await checkFormRateLimit(db, "volunteer_signups", sender.ip, at);
      const parsed = volunteerSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
      const data = parsed.data;
      await checkEvent(data.eventId, at);
      const id = randomUUID();
      await db.kysely
        .insertInto("volunteer_signups")
        .values({
          id,
          name: data.name,
          email: data.email,
          phone: data.phone,
          event_id: data.eventId,
          interests: JSON.stringify(data.interests),
          availability: data.availability,
          has_criminal_record_check: data.criminalRecordCheck,
          notes: data.notes,
          created_at: at.toISOString(),
          ip: sender.ip,
        })
        .execute();
      return { status: "stored", id };
    },

    /** Newest first; for the office's list and for tests. */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<VolunteerSignup[]> {
      const rows = await db.kysely
        .selectFrom("volunteer_signups")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(Math.min(500, Math.max(1, Math.floor(limit))))
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        eventId: row.event_id,
        interests: tagsFromText(row.interests),
        availability: row.availability,
        criminalRecordCheck: row.has_criminal_record_check,
        notes: row.notes,
        createdAt: row.created_at,
        handled: fromFlag(row.handled),
        ip: row.ip,
      }));
    },
  };
}

export type VolunteersService = ReturnType<typeof createVolunteersService>;
