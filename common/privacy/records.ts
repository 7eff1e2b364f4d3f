/** What the school holds about one e-mail address (B.C. PIPA, issue 15), as the office finds, exports or deletes it. */
import { z } from "zod";

/** Contact messages and sign-ups older than this many months are deleted, unless the settings say otherwise. */
export const DEFAULT_RETENTION_MONTHS = 18;

export const privacyQuerySchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address, like name@example.com" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter an e-mail address, like name@example.com" }).max(254)),
});

export interface HeldRecords {
  email: string;
  messages: { id: string; createdAt: string; topic: string; message: string }[];
  signups: { id: string; createdAt: string; eventTitle: string | null; phone: string }[];
  emails: { id: string; createdAt: string; subject: string; status: string }[];
}
