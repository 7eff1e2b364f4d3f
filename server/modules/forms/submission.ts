/**
 * The one pipeline both public forms run (ADR 009): honeypot → per-address limit → schema → an exact repeat
 * (ADR 051, ADR 072) → the form's own checks → one INSERT. A filled honeypot is thanked and ignored; one address
 * may store only FORM_RATE_LIMIT.max rows per window, counted in the database so that every process (and the
 * no-JavaScript page path, which the API's rate-limit plugin never sees) agrees. Anything refused throws
 * before the INSERT, so nothing is half-written.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { honeypotFilled } from "../../../common/forms/fields.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { RateLimitedError, ValidationError } from "../../errors.ts";
import { type StoredSend, sendOnce } from "./recent-sends.ts";

/** Five per address per form in ten minutes: a family with questions, never a flood. */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

/** The tables the public forms store into. */
export type FormTable = "contact_messages" | "volunteer_signups";

/** Who sent a form: the client address (Fastify's request.ip, which honours only trusted proxies). */
export interface Sender {
  ip: string | null;
}

/** "stored": a row was written; "ignored": a bot filled the honeypot. Callers answer both the same way. */
export type SubmitOutcome = StoredSend | { status: "ignored" };

/** What a form's zod schema (classic or mini) answers. */
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly FieldIssueLike[] } };
interface FieldIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface FormDefinition<T, C = undefined> {
  table: FormTable;
  schema: { safeParse(input: unknown): Parsed<T> };
  /**
   * Checks that need the database (a sign-up's event); throw ValidationError to refuse. What it answers
   * (the event it read) is handed to `store`, so nothing is read twice.
   */
  check?(data: T, at: Date): Promise<C>;
  /** Writes the one row (and what goes with it, in the same transaction). */
  store(data: T, row: { id: string; createdAt: string; ip: string | null }, checked: C | undefined): Promise<void>;
}

/** A form's submit(input, sender): the pipeline above with this form's schema, checks and row. */
export function formSubmission<T, C = undefined>(db: Db, now: () => Date, form: FormDefinition<T, C>) {
  return async function submit(input: unknown, sender: Sender): Promise<SubmitOutcome> {
    if (honeypotFilled(input)) return { status: "ignored" };
    const at = now();
    await checkFormRateLimit(db, form.table, sender.ip, at);
    const parsed = form.schema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error.issues));
    const send = async () => {
      const checked = await form.check?.(parsed.data, at);
      const id = randomUUID();
      await form.store(parsed.data, { id, createdAt: at.toISOString(), ip: sender.ip }, checked);
      return { status: "stored", id } as const;
    };
    return sendOnce(db, repeatKey(form.table, sender.ip, parsed.data), at, send, (id) => isGone(db, form.table, id));
  };
}

/** The row an earlier send stored has gone since (the office removed it, the sender cancelled it). */
async function isGone(db: Db, table: FormTable, id: string): Promise<boolean> {
  const row = await db.kysely.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  return row === undefined;
}

/** The sender and exactly what they sent, after the schema's trimming; hashed, so no words are held in memory. */
function repeatKey(table: FormTable, ip: string | null, data: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([table, ip, data]))
    .digest("base64url");
}

/**
 * Throws RateLimitedError when `ip` already stored the maximum within the window; the retry time is
 * when the oldest of those rows leaves the window.
 */
async function checkFormRateLimit(db: Db, table: FormTable, ip: string | null, now: Date): Promise<void> {
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

/** A form's rows, newest first, at most `limit` (1–500): for the office's lists and for tests. */
export function newestRows<T extends FormTable>(db: Db, table: T, limit = 50): Promise<Selectable<Database[T]>[]> {
  // Kysely cannot type a query on a table chosen by a type parameter; the result type is restated above.
  const kysely = db.kysely as unknown as Kysely<Record<string, { created_at: string; id: string }>>;
  return kysely
    .selectFrom(table)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(Math.min(500, Math.max(1, Math.floor(limit))))
    .execute() as Promise<Selectable<Database[T]>[]>;
}
