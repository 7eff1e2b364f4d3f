/**
 * Server-side sessions in the database (so every process sees the same ones). The cookie carries a random
 * id; only its SHA-256 is stored. Idle and absolute expiry are enforced here, against the injected clock.
 */
import type { Db } from "../../db/database.ts";
import { hashToken } from "./token-hash.ts";

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/**
 * A read moves last_seen_at only when it is older than this, so a burst of requests costs one write, not
 * one each. The idle end may then come up to this much before 30 minutes after the very last request.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;
/** Expired rows are swept at most this often per process, piggy-backing on session creation. */
const PRUNE_INTERVAL_MS = 5 * 60 * 1000;

/** The session cookie: `__Host-` (Secure, Path=/, no Domain) when the site is served over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-pcs.sid" : "pcs.sid";
}

export interface SessionData {
  /** Empty for a visitor's pre-session, which only holds the CSRF secret. */
  adminId: number | null;
  csrfSecret: string | null;
}

export function hashSessionId(id: string): string {
  return hashToken(id);
}

export function createSessionsService(db: Db, now: () => Date) {
  let lastPrune = 0;

  const service = {
    /** The live session for a cookie's id (touching it now and then), or null when unknown, idle too long or too old. */
    async get(id: string): Promise<SessionData | null> {
      const idHash = hashSessionId(id);
      const row = await db.kysely
        .selectFrom("sessions")
        .select(["admin_id", "csrf_secret", "last_seen_at", "expires_at"])
        .where("id_hash", "=", idHash)
        .executeTakeFirst();
      if (!row) return null;
      const at = now();
      const idleSince = new Date(row.last_seen_at).getTime();
      if (new Date(row.expires_at) <= at || idleSince + SESSION_IDLE_TIMEOUT_MS <= at.getTime()) {
        await db.kysely.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
        return null;
      }
      if (at.getTime() - idleSince > TOUCH_INTERVAL_MS) {
        await db.kysely
          .updateTable("sessions")
          .set({ last_seen_at: at.toISOString() })
          .where("id_hash", "=", idHash)
          .execute();
      }
      return { adminId: row.admin_id, csrfSecret: row.csrf_secret };
    },

    /** Creates the session, or updates its contents (its creation time and absolute end stay). */
    async save(id: string, data: SessionData): Promise<void> {
      const at = now();
      const iso = at.toISOString();
      await db.kysely
        .insertInto("sessions")
        .values({
          id_hash: hashSessionId(id),
          admin_id: data.adminId,
          csrf_secret: data.csrfSecret,
          created_at: iso,
          last_seen_at: iso,
          expires_at: new Date(at.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS).toISOString(),
        })
        .onConflict((oc) =>
          oc.column("id_hash").doUpdateSet({ admin_id: data.adminId, csrf_secret: data.csrfSecret, last_seen_at: iso }),
        )
        .execute();
      if (at.getTime() - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = at.getTime();
        await service.prune();
      }
    },

    async destroy(id: string): Promise<void> {
      await db.kysely.deleteFrom("sessions").where("id_hash", "=", hashSessionId(id)).execute();
    },

    /** Deletes every session past its idle or absolute end; returns how many went. */
    async prune(): Promise<number> {
      const at = now();
      const result = await db.kysely
        .deleteFrom("sessions")
        .where((eb) =>
          eb.or([
            eb("expires_at", "<=", at.toISOString()),
            eb("last_seen_at", "<=", new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString()),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return service;
}

export type SessionsService = ReturnType<typeof createSessionsService>;
