/**
 * The sign-in lockout, counted per e-mail address whether or not an administrator has it: five consecutive
 * failures lock the address for fifteen minutes, so an unknown address answers exactly like a real one.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { normaliseEmail } from "../admins/service.ts";

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Rows whose lock has run out are swept at most this often per process, piggy-backing on a failure. */
const PRUNE_INTERVAL_MS = 5 * 60 * 1000;

/** The row key: only a hash of the address is kept, so the table does not list what people typed. */
export function emailKey(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex");
}

export function createLoginFailuresService(db: Db, now: () => Date = () => new Date()) {
  let lastPrune = 0;

  const service = {
    /** The instant the address unlocks, or null when it is not locked now. */
    async lockedUntil(email: string): Promise<string | null> {
      const row = await db.kysely
        .selectFrom("login_failures")
        .select("locked_until")
        .where("email_hash", "=", emailKey(email))
        .executeTakeFirst();
      const until = row?.locked_until ?? null;
      return until && new Date(until) > now() ? until : null;
    },

    /**
     * Counts one more consecutive failure (atomically, so two processes count together) and locks the
     * address at the fifth. Returns the unlock instant when this failure locked it.
     */
    async recordFailure(email: string): Promise<string | null> {
      const key = emailKey(email);
      const at = now();
      const iso = at.toISOString();
      // A lock that has run out starts the count afresh.
      await db.kysely
        .updateTable("login_failures")
        .set({ failed_attempts: 0, locked_until: null })
        .where("email_hash", "=", key)
        .where("locked_until", "<=", iso)
        .execute();
      const row = await db.kysely
        .insertInto("login_failures")
        .values({ email_hash: key, failed_attempts: 1, updated_at: iso })
        .onConflict((oc) =>
          oc.column("email_hash").doUpdateSet({
            failed_attempts: sql<number>`login_failures.failed_attempts + 1`,
            updated_at: iso,
          }),
        )
        .returning("failed_attempts")
        .executeTakeFirstOrThrow();
      if (at.getTime() - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = at.getTime();
        await service.prune();
      }
      if (row.failed_attempts < MAX_FAILED_ATTEMPTS) return null;
      const lockedUntil = new Date(at.getTime() + LOCK_DURATION_MS).toISOString();
      await db.kysely
        .updateTable("login_failures")
        .set({ locked_until: lockedUntil })
        .where("email_hash", "=", key)
        .execute();
      return lockedUntil;
    },

    /** A successful sign-in: the count starts again. */
    async reset(email: string): Promise<void> {
      await db.kysely.deleteFrom("login_failures").where("email_hash", "=", emailKey(email)).execute();
    },

    /** Deletes the rows whose lock has run out (their count would restart anyway); returns how many went. */
    async prune(): Promise<number> {
      const result = await db.kysely
        .deleteFrom("login_failures")
        .where("locked_until", "<=", now().toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return service;
}

export type LoginFailuresService = ReturnType<typeof createLoginFailuresService>;
