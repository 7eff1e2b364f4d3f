/** The audit log: who did what and from where (sign-ins, failures, lockouts, sign-outs, changes). Never a password. */
import type { Db } from "../../db/database.ts";

export type AuditAction =
  | "auth.login"
  | "auth.login_failed"
  | "auth.locked"
  | "auth.login_refused_locked"
  | "auth.logout"
  | "auth.rate_limited"
  | "admin.created"
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  actorAdminId?: number | null;
  /** Small facts about the event; stored as JSON text. */
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export interface AuditRow {
  id: number;
  at: string;
  actorAdminId: number | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
}

export function createAuditService(db: Db, now: () => Date) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.kysely
        .insertInto("audit_log")
        .values({
          at: now().toISOString(),
          actor_admin_id: entry.actorAdminId ?? null,
          action: entry.action,
          detail: JSON.stringify(entry.detail ?? {}),
          ip: entry.ip ?? null,
        })
        .execute();
    },

    /** The newest entries first. */
    async list(limit = 100): Promise<AuditRow[]> {
      const rows = await db.kysely.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        actorAdminId: row.actor_admin_id,
        action: row.action,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
        ip: row.ip,
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
