/** Contact messages: the public form stores them (ADR 009); the office reads them (a later issue). */
import { type ContactSubmission, contactSchema } from "../../../common/forms/contact-schema.ts";
import type { Db } from "../../db/database.ts";
import { fromFlag } from "../content/store.ts";
import { formSubmission, newestRows } from "../forms/submission.ts";

export interface ContactMessage extends ContactSubmission {
  id: string;
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

export function createContactService(db: Db, now: () => Date) {
  return {
    /**
     * Checks and stores one message. Throws ValidationError (400 fields) or RateLimitedError (429);
     * a filled honeypot stores nothing and reports "ignored".
     */
    submit: formSubmission(db, now, {
      table: "contact_messages",
      schema: contactSchema,
      async store({ name, email, phone, topic, message }, { id, createdAt, ip }) {
        await db.kysely
          .insertInto("contact_messages")
          .values({ id, name, email, phone, topic, message, created_at: createdAt, ip })
          .execute();
      },
    }),

    /** Newest first; for the office's inbox and for tests. */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<ContactMessage[]> {
      const rows = await newestRows(db, "contact_messages", limit);
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
