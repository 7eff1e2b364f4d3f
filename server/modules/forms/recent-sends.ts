/**
 * The public forms' memory of recent sends (ADR 051, shared by every process since ADR 072): the same sender's
 * exact same form within REPEAT_WINDOW_MS gets the first send's answer instead of a second row. It lives in the
 * database, so a double tap whose two posts reach two workers of one server, or two servers on one PostgreSQL,
 * is stored once, as it is when both reach one process.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.ts";

/**
 * How long the same sender's exact same form is answered as the first was rather than stored again (ADR 051):
 * a double tap, or a second press while a slow page was still loading its scripts.
 */
export const REPEAT_WINDOW_MS = 30_000;

/**
 * How long a repeat waits for a first send still being written before it writes its own. A send takes
 * milliseconds; one held far longer was lost with its process (a crash between the row and its record here).
 */
export const PENDING_SEND_WAIT_MS = 10_000;

/** How often a repeat looks again at a first send still being written. */
const PENDING_POLL_MS = 25;

/** What a send stored: the row's id. */
export interface StoredSend {
  status: "stored";
  id: string;
}

/** Forgets the sends that are out of the window at `at` (or after it: a clock set back), for every form. */
export async function forgetOldSends(db: Db, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - REPEAT_WINDOW_MS).toISOString();
  const result = await db.kysely
    .deleteFrom("form_sends")
    .where((eb) => eb.or([eb("sent_at", "<=", cutoff), eb("sent_at", ">", at.toISOString())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Runs `send` unless the same `key` was sent within the window: then answers that send's stored row once it is
 * written (waiting while it is). A send that failed is forgotten, so trying again really tries again; so is one
 * whose row has gone since (`isGone`: a sign-up removed or cancelled and made again at once is a new one).
 */
export async function sendOnce(
  db: Db,
  key: string,
  at: Date,
  send: () => Promise<StoredSend>,
  isGone: (id: string) => Promise<boolean>,
  { pendingWaitMs = PENDING_SEND_WAIT_MS }: { pendingWaitMs?: number } = {},
): Promise<StoredSend> {
  const kysely = db.kysely;
  const sentAt = at.toISOString();

  /** Writes the send as the holder of `claim`, and records its row (or lets go of the key if it failed). */
  const write = async (claim: string): Promise<StoredSend> => {
    let outcome: StoredSend;
    try {
      outcome = await send();
    } catch (error) {
      await kysely
        .deleteFrom("form_sends")
        .where("key", "=", key)
        .where("claim", "=", claim)
        .execute()
        .catch(() => {});
      throw error;
    }
    // The row is stored: the sender is thanked even if recording it here fails (a repeat then waits, and sends).
    await kysely
      .updateTable("form_sends")
      .set({ row_id: outcome.id })
      .where("key", "=", key)
      .where("claim", "=", claim)
      .execute()
      .catch(() => {});
    return outcome;
  };

  /** Takes the key over from the holder of `from` (whose row has gone, or who never finished); false if another did. */
  const takeOver = async (from: string, claim: string): Promise<boolean> => {
    const result = await kysely
      .updateTable("form_sends")
      .set({ claim, row_id: null, sent_at: sentAt })
      .where("key", "=", key)
      .where("claim", "=", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  await forgetOldSends(db, at);
  // The wait is for one holder: a repeat that took over a stopped send gets the full wait for its own.
  let holder: string | undefined;
  let heldSince = 0;
  for (;;) {
    const claim = randomUUID();
    const inserted = await kysely
      .insertInto("form_sends")
      .values({ key, sent_at: sentAt, claim, row_id: null })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return write(claim);

    const earlier = await kysely
      .selectFrom("form_sends")
      .select(["claim", "row_id"])
      .where("key", "=", key)
      .executeTakeFirst();
    // Let go of between the two statements (its send failed): try to be first again.
    if (!earlier) continue;
    if (earlier.row_id !== null && !(await isGone(earlier.row_id))) return { status: "stored", id: earlier.row_id };
    if (earlier.claim !== holder) {
      holder = earlier.claim;
      heldSince = performance.now();
    }
    // Its row has gone, or it has been written for too long to be still under way: one repeat sends instead.
    const replaceable = earlier.row_id !== null || performance.now() - heldSince >= pendingWaitMs;
    if (!replaceable) await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    else if (await takeOver(earlier.claim, claim)) return write(claim);
  }
}
