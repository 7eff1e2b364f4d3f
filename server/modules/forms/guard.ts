/**
 * What both public forms do before they store anything (ADR 009): a filled honeypot is thanked and
 * ignored; one address may store only FORM_RATE_LIMIT.max rows per window, counted in the database so
 * that every process (and the no-JavaScript page path, which the API's rate-limit plugin never sees) agrees.
 */
import { honeypotFilled } from "../../../common/forms/fields.ts";
import type { Db } from "../../db/database.ts";
import { RateLimitedError } from "../../plugins/rate-limit.ts";

/** Five per address per form in ten minutes: a family with questions, never a flood. */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

/** Who sent a form: the client address (Fastify's request.ip, which honours only trusted proxies). */
export interface Sender {
  ip: string | null;
}

/** "stored": a row was written; "ignored": a bot filled the honeypot. Callers answer both the same way. */
export type SubmitOutcome = { status: "stored"; id: string } | { status: "ignored" };

export { honeypotFilled };

/**
 * Throws RateLimitedError when `ip` already stored the maximum within the window; the retry time is
 * when the oldest of those rows leaves the window.
 */
export async function checkFormRateLimit(
  db: Db,
  table: "contact_messages" | "volunteer_signups",
  ip: string | null,
  now: Date,
): Promise<void> {
  if (!ip) return;
  const since = new Date(now.getTime() - FORM_RATE_LIMIT.timeWindow).toISOString();
  const recent = await db.kysely
    .selectFrom(table)
    .select("created_at")
    .where("ip", "=", ip)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(FORM_RATE_LIMIT.max)
    .execute();
  const oldestRow = recent.at(-1);
  if (recent.length < FORM_RATE_LIMIT.max || !oldestRow) return;
  const oldest = new Date(oldestRow.created_at).getTime();
  const retryAfterMs = oldest + FORM_RATE_LIMIT.timeWindow - now.getTime();
  throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
