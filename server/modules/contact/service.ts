/** Contact messages: the public form stores them (ADR 009); the office reads them (a later issue). */
import { randomUUID } from "node:crypto";
import { type ContactSubmission, contactSchema } from "../../../common/forms/contact-schema.ts";
import { fieldErrorsOf } from "../../../common/forms/fields.ts";
import type { Db } from "../../db/database.ts";
import { ValidationError } from "../content/errors.ts";
import { fromFlag } from "../content/store.ts";
import { checkFormRateLimit, honeypotFilled, type Sender, type SubmitOutcome } from "../forms/guard.ts";

export interface ContactMessage extends ContactSubmission {
  id: string;
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

export function createContactService(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Checks and stores one message. Throws ValidationError (400 fields) or RateLimitedError (429);
     * a filled honeypot stores nothing and reports "ignored".
     */
    async submit(input: unknown, sender: Sender): Promise<SubmitOutcome> {
      if (honeypotFilled(input)) return { status: "ignored" };
      const at = now();
      await checkFormRateLimit(db, "contact_messages", sender.ip, at);
      const parsed = contactSchema.safeParse(input);
      if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
      const id = randomUUID();
      const { name, email, phone, topic, message } = parsed.data;
      await db.kysely
        .insertInto("contact_messages")
        .values({ id, name, email, phone, topic, message, created_at: at.toISOString(), ip: sender.ip })
        .execute();
      return { status: "stored", id };
    },

    /** Newest first; for the office's inbox and for tests. */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<ContactMessage[]> {
      const rows = await db.kysely
        .selectFrom("contact_messages")
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
        topic: row.topic,
        message: row.message,
        createdAt: row.created_at,
        handled: fromFlag(row.handled),
        ip: row.ip,
      }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
