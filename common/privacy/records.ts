/** What the school holds about one e-mail address (B.C. PIPA, issue 15), as the office finds, exports or deletes it. */
import { z } from "zod";

/** Contact messages and sign-ups older than this many months are deleted, unless the settings say otherwise. */
export const DEFAULT_RETENTION_MONTHS = 18;

/**
 * Activity-log entries older than this many months are deleted by the daily sweep (ADR 049). The log holds
 * personal information too (families' addresses in "Deleted a contact message from …", staff's sign-ins), and
 * the privacy policy promises this period, so it is a constant rather than a setting the page could fall behind.
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

export interface HeldRecords {
  email: string;
  /** deletedAt: the office deleted it and it waits under "Recently deleted" (ADR 062); null in the inbox. */
  messages: { id: string; createdAt: string; topic: string; message: string; deletedAt: string | null }[];
  signups: { id: string; createdAt: string; eventTitle: string | null; phone: string }[];
  emails: { id: string; createdAt: string; subject: string; status: string }[];
}
