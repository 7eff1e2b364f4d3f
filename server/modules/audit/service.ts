/**
 * The audit log: who did what and from where (sign-ins, failures, lockouts, sign-outs, changes). Never a password.
 * Entries are never changed; the privacy sweep deletes them after AUDIT_KEPT_MONTHS.
 */
import { type AuditLogEntry, type AuditQuery, actionPrefixes, describeEntry } from "../../../common/audit/entries.ts";
import type { Actor, Page } from "../../../common/content/types.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { addDays, zonedToInstant } from "../../../common/zoned-time.ts";
import type { Db } from "../../db/database.ts";

/** Entries on one page of the activity log. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditAction =
  | "auth.login"
  | "auth.login_failed"
  | "auth.locked"
  | "auth.login_refused_locked"
  | "auth.device_locked"
  | "auth.logout"
  | "auth.rate_limited"
  | "admin.created"
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  /** The signed-in administrator acting: their id and the address the request came from, in one. */
  by?: Pick<Actor, "id" | "ip">;
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
          actor_admin_id: entry.by?.id ?? entry.actorAdminId ?? null,
          action: entry.action,
          detail: JSON.stringify(entry.detail ?? {}),
          ip: entry.ip ?? entry.by?.ip ?? null,
        })
        .execute();
    },

    /**
     * One page of the activity log for the office, newest first, with each actor's name and the entry in words.
     * `from`/`to` are the school's days (America/Vancouver), both included. There is no way to change an entry.
     */
    async page(query: AuditQuery): Promise<Page<AuditLogEntry>> {
      const paging = boundedPaging(query.page, AUDIT_PAGE_SIZE);
      let filtered = db.kysely.selectFrom("audit_log as l").leftJoin("administrators as a", "a.id", "l.actor_admin_id");
      if (query.person) filtered = filtered.where("l.actor_admin_id", "=", query.person);
      const { section, from, to } = query;
      if (section) {
        filtered = filtered.where((eb) =>
          eb.or(actionPrefixes(section).map((prefix) => eb("l.action", "like", `${prefix}%`))),
        );
      }
      if (from) filtered = filtered.where("l.at", ">=", zonedToInstant(from).toISOString());
      if (to) filtered = filtered.where("l.at", "<", zonedToInstant(addDays(to, 1)).toISOString());
      const [rows, counted] = await Promise.all([
        filtered
          .select(["l.id", "l.at", "l.action", "l.detail", "l.ip", "a.name as actor"])
          .orderBy("l.id", "desc")
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        actor: row.actor,
        description: describeEntry(row.action, JSON.parse(row.detail) as Record<string, unknown>),
        ip: row.ip,
      }));
      return pageOf(items, Number(counted.count), paging);
    },

    /** Everyone who can appear as an actor, for the log's "person" filter. */
    async people(): Promise<{ id: number; name: string; email: string }[]> {
      return db.kysely.selectFrom("administrators").select(["id", "name", "email"]).orderBy("name").execute();
    },

    /**
     * Deletes the entries written before `before` (an ISO instant) and answers how many went: the daily privacy
     * sweep keeps the log no longer than the privacy policy says (AUDIT_KEPT_MONTHS, ADR 049).
     */
    async deleteBefore(before: string): Promise<number> {
      const removed = await db.kysely.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
      return Number(removed.numDeletedRows);
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
