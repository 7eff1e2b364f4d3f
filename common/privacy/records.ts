/** What the school holds about one e-mail address (B.C. PIPA, issue 15), as the office finds, exports or deletes it. */
import { z } from "zod";
import { countWords } from "../count-words.ts";

/** Contact messages and sign-ups older than this many months are deleted, unless the settings say otherwise. */
export const DEFAULT_RETENTION_MONTHS = 18;

/**
 * Activity-log entries older than this many months are deleted by the daily sweep (ADR 049). The log holds
 * personal information too (staff's sign-ins, addresses typed at the sign-in form, families' addresses in entries
 * written before ADR 065 named their records by id), and the privacy policy promises this period, so it is a
 * constant rather than a setting the page could fall behind.
 */
export const AUDIT_KEPT_MONTHS = 24;

/** The instant `months` calendar months after `from` (UTC; a negative count goes back), as ISO text like the stored instants. */
export function monthsAfter(from: Date | string, months: number): string {
  const instant = new Date(from);
  instant.setUTCMonth(instant.getUTCMonth() + months);
  return instant.toISOString();
}

const YEARS = ["", "one year", "two years", "three years", "four years", "five years", "six years", "seven years"];

/** A period as families and the office read it: whole years in words ("two years"), anything else in months. */
export function periodInWords(months: number): string {
  return YEARS[months / 12] || `${months} months`;
}

/** The periods the office may choose, in months: half a year to seven years. */
export const RETENTION_CHOICES = [6, 12, 18, 24, 36, 60, 84] as const;
const retentionMessage = `Choose how many months to keep them: ${RETENTION_CHOICES.join(", ")}.`;

/** PUT /api/privacy/retention: how long messages, sign-ups and e-mails are kept. */
export const retentionSchema = z.object({
  months: z.coerce
    .number({ error: retentionMessage })
    .int(retentionMessage)
    .refine((months) => (RETENTION_CHOICES as readonly number[]).includes(months), retentionMessage),
});

export const privacyQuerySchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address, like name@example.com" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter an e-mail address, like name@example.com" }).max(254)),
});

/**
 * Everything held about one address, every field the forms and the outbox stored: the office hands it over on
 * request (PIPA gives a person access to all of it), so nothing stored is left out of the file.
 */
export interface HeldRecords {
  email: string;
  /** deletedAt: the office deleted it and it waits under "Recently deleted" (ADR 062); null in the inbox. */
  messages: {
    id: string;
    createdAt: string;
    name: string;
    email: string;
    phone: string | null;
    topic: string;
    message: string;
    /** The address the form was sent from. */
    ip: string | null;
    readAt: string | null;
    handledAt: string | null;
    deletedAt: string | null;
  }[];
  signups: {
    id: string;
    createdAt: string;
    name: string;
    email: string;
    phone: string;
    eventTitle: string | null;
    /** The date of a repeating event they signed up for (ADR 067); null otherwise. */
    date: string | null;
    interests: string[];
    availability: string | null;
    criminalRecordCheck: string;
    notes: string | null;
    ip: string | null;
  }[];
  emails: {
    id: string;
    createdAt: string;
    to: string;
    replyTo: string | null;
    subject: string;
    body: string;
    status: string;
    sentAt: string | null;
  }[];
  /**
   * The activity log's entries that name them (their address, or their name on an entry about one of their
   * records): what erasure replaces with ERASED_MARKER (ADR 065). `description` is the entry as the log says it.
   */
  logEntries: { id: number; at: string; description: string }[];
}

/** What "Delete everything about this address" deleted, and how many activity-log entries it took them out of. */
export interface ErasedCounts {
  messages: number;
  signups: number;
  emails: number;
  logEntries: number;
}

/** What an erasure went through, as the privacy screen and the activity log say it: "2 messages, 1 sign-up, …". */
export function erasedInWords(counts: Partial<Record<keyof ErasedCounts, unknown>>): string {
  const count = (value: unknown, one: string, many: string) => countWords(Number(value) || 0, one, many);
  return [
    count(counts.messages, "message", "messages"),
    count(counts.signups, "sign-up", "sign-ups"),
    count(counts.emails, "e-mail", "e-mails"),
    count(counts.logEntries, "activity log entry", "activity log entries"),
  ].join(", ");
}
