/**
 * The sign-in lockout, counted per e-mail address whether or not an administrator has it: five consecutive
 * failures lock the address for fifteen minutes, so an unknown address answers exactly like a real one.
 * A browser holding a valid device cookie (device-cookies.ts) has a count of its own, kept in the same table
 * under the hash of its nonce, with the same five failures and fifteen minutes.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { normaliseEmail } from "../admins/service.ts";

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Rows whose lock has run out are swept at most this often per process, piggy-backing on an attempt. */
const PRUNE_INTERVAL_MS = 5 * 60 * 1000;

/** The row key: only a hash of the address is kept, so the table does not list what people typed. */
export function emailKey(email: string): string {
  return createHash("sha256").update(normaliseEmail(email)).digest("hex");
}

/**
 * The answer to "may this attempt have its password checked?". `lockedUntil` on an allowed attempt means it
 * took the last slot: if its password is wrong, the address stays locked until then.
 */
export type AttemptReservation =
  | { allowed: true; lockedUntil: string | null }
  | { allowed: false; lockedUntil: string };

export function createLoginFailuresService(db: Db, now: () => Date) {
  let lastPrune = 0;

  const service = {
    /** The instant the address unlocks, or null when it is not locked now. */
    lockedUntil(email: string): Promise<string | null> {
      return lockedUntilKey(emailKey(email));
    },

    /**
     * Counts a sign-in attempt before its password is checked, as a failure until reset() says otherwise.
     * The count and the check against the limit are one conditional upsert, which the database applies to
     * the row one statement at a time (PostgreSQL locks the row, SQLite has one writer): however many
     * attempts arrive at once, from however many processes, at most five get a slot, and the fifth slot
     * sets the lock straight away, so the ones behind it are refused while the five are still being checked.
     */
    reserveAttempt(email: string): Promise<AttemptReservation> {
      return reserve(emailKey(email));
    },

    /** reserveAttempt for a trusted browser, against its own count (`deviceKey` from DeviceCookiesService.verify). */
    reserveDeviceAttempt(deviceKey: string): Promise<AttemptReservation> {
      return reserve(deviceKey);
    },

    /** A successful sign-in: the count starts again. */
    async reset(email: string): Promise<void> {
      await db.kysely.deleteFrom("login_failures").where("email_hash", "=", emailKey(email)).execute();
    },

    /** A successful sign-in from a trusted browser: its own count starts again (the address's is left alone). */
    async resetDevice(deviceKey: string): Promise<void> {
      await db.kysely.deleteFrom("login_failures").where("email_hash", "=", deviceKey).execute();
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

  async function lockedUntilKey(key: string): Promise<string | null> {
    const row = await db.kysely
      .selectFrom("login_failures")
      .select("locked_until")
      .where("email_hash", "=", key)
      .executeTakeFirst();
    const until = row?.locked_until ?? null;
    return until && new Date(until) > now() ? until : null;
  }

  async function reserve(key: string): Promise<AttemptReservation> {
    const at = now();
    const iso = at.toISOString();
    const lockUntil = new Date(at.getTime() + LOCK_DURATION_MS).toISOString();
    // A lock that has run out starts the count afresh.
    await db.kysely
      .updateTable("login_failures")
      .set({ failed_attempts: 0, locked_until: null })
      .where("email_hash", "=", key)
      .where("locked_until", "<=", iso)
      .execute();
    const reserved = await db.kysely
      .insertInto("login_failures")
      .values({ email_hash: key, failed_attempts: 1, updated_at: iso })
      .onConflict((oc) =>
        oc
          .column("email_hash")
          .doUpdateSet({
            failed_attempts: sql<number>`login_failures.failed_attempts + 1`,
            locked_until: sql<
              string | null
            >`case when login_failures.failed_attempts + 1 >= ${MAX_FAILED_ATTEMPTS} then ${lockUntil} else login_failures.locked_until end`,
            updated_at: iso,
          })
          .where("login_failures.failed_attempts", "<", MAX_FAILED_ATTEMPTS),
      )
      .returning(["failed_attempts", "locked_until"])
      .executeTakeFirst();
    if (at.getTime() - lastPrune >= PRUNE_INTERVAL_MS) {
      lastPrune = at.getTime();
      await service.prune();
    }
    if (reserved) return { allowed: true, lockedUntil: reserved.locked_until ?? null };
    // Refused: five attempts are counted already. A success may have cleared the row meanwhile; the
    // answer stays a refusal (with the lock this attempt would have met) rather than a second try.
    return { allowed: false, lockedUntil: (await lockedUntilKey(key)) ?? lockUntil };
  }

  return service;
}

export type LoginFailuresService = ReturnType<typeof createLoginFailuresService>;
