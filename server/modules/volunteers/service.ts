/** Volunteer sign-ups from /giving/get-involved (ADR 009), for an upcoming event or as a general offer of help. */
import {
  VOLUNTEER_MESSAGES,
  type VolunteerSubmission,
  volunteerSchema,
} from "../../../common/forms/volunteer-schema.ts";
import type { Db } from "../../db/database.ts";
import { ValidationError } from "../../errors.ts";
import { fromFlag, tagsFromText } from "../content/store.ts";
import type { EventsService } from "../events/service.ts";
import { formSubmission, newestRows } from "../forms/submission.ts";

export interface VolunteerSignup extends Omit<VolunteerSubmission, "interests"> {
  id: string;
  interests: string[];
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

export function createVolunteersService(db: Db, events: EventsService, now: () => Date) {
  return {
    /**
     * Checks and stores one sign-up. Throws ValidationError (400 fields, including an unknown or past
     * event) or RateLimitedError (429); a filled honeypot stores nothing and reports "ignored".
     */
    submit: formSubmission(db, now, {
      table: "volunteer_signups",
      schema: volunteerSchema,
      /** A sign-up may name only a published event that has not ended yet. */
      async check({ eventId }, at) {
        if (!eventId) return;
        const event = await events.get(eventId);
        if (!event || new Date(event.endsAt).getTime() <= at.getTime()) {
          throw new ValidationError({ eventId: VOLUNTEER_MESSAGES.eventId });
        }
      },
      async store(data, { id, createdAt, ip }) {
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
            created_at: createdAt,
            ip,
          })
          .execute();
      },
    }),

    /** Newest first; for the office's list and for tests. */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<VolunteerSignup[]> {
      const rows = await newestRows(db, "volunteer_signups", limit);
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
