/**
 * The audit log: who did what and from where (sign-ins, failures, lockouts, sign-outs, changes). Never a password.
 * Entries are never changed but in one way: an erasure on request replaces the family's address and name in them
 * (`mentions`, ADR 065). The privacy sweep deletes them after AUDIT_KEPT_MONTHS.
 */
import type { Kysely } from "kysely";
import {
  type AuditLogEntry,
  type AuditQuery,
  actionPrefixes,
  describeEntry,
  ERASED_MARKER,
} from "../../../common/audit/entries.ts";
import type { Actor, Page } from "../../../common/content/types.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { addDays, zonedToInstant } from "../../../common/zoned-time.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

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

/** Someone who asked to be forgotten, as the log may hold them: their address, and what was stored with it. */
export interface ErasedPerson {
  /** Lower case; matched in any case. */
  address: string;
  /** The names stored on their messages and sign-ups. */
  names: readonly string[];
  /** The ids of their messages, sign-ups and e-mails: only entries about these have a name replaced. */
  recordIds: readonly string[];
}

/** An entry that names someone, and its detail with them replaced by ERASED_MARKER. */
export interface Mention {
  id: number;
  at: string;
  action: string;
  detail: Record<string, unknown>;
  redacted: Record<string, unknown>;
}

const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A name alone is replaced only where it stands as whole words: "Al" is someone's name, not part of "Also".
 * An address is replaced wherever it appears (in "mailto:…" too).
 */
function replacer(person: ErasedPerson): (text: string) => string {
  const names = [...new Set(person.names.map((name) => name.trim()).filter((name) => name.length > 1))];
  const patterns = [
    new RegExp(regexEscaped(person.address), "giu"),
    ...names.map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${regexEscaped(name)}(?![\\p{L}\\p{N}])`, "giu")),
  ];
  return (text) => patterns.reduce((replaced, pattern) => replaced.replace(pattern, ERASED_MARKER), text);
}

function redacted(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === "string") return replace(value);
  if (Array.isArray(value)) return value.map((item) => redacted(item, replace));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redacted(item, replace)]));
  }
  return value;
}

export function createAuditService(db: Db, now: () => Date) {
  /** Which of these messages are in the inbox now, so their entries can link to them. */
  async function messagesInInbox(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.kysely
      .selectFrom("contact_messages")
      .select("id")
      .where("id", "in", [...new Set(ids)])
      .where("deleted_at", "is", null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

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

    /** True when an entry of this action from this address was written after `since` (by any process). */
    async recordedSince(action: AuditAction, ip: string, since: Date): Promise<boolean> {
      const row = await db.kysely
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", action)
        .where("ip", "=", ip)
        .where("at", ">", since.toISOString())
        .executeTakeFirst();
      return row !== undefined;
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
      const details = rows.map((row) => JSON.parse(row.detail) as Record<string, unknown>);
      const inInbox = await messagesInInbox(
        rows.flatMap((row, index) => {
          const id = details[index]?.id;
          return row.action.startsWith("messages.") && typeof id === "string" ? [id] : [];
        }),
      );
      const items = rows.map((row, index) => {
        const detail = details[index] ?? {};
        const id = typeof detail.id === "string" ? detail.id : "";
        return {
          id: row.id,
          at: row.at,
          action: row.action,
          actor: row.actor,
          description: describeEntry(row.action, detail),
          ...(row.action.startsWith("messages.") && inInbox.has(id) ? { href: `/admin/messages/${id}` } : {}),
          ip: row.ip,
        };
      });
      return pageOf(items, Number(counted.count), paging);
    },

    /**
     * The entries that name `person`: those holding their address, in any case, and those about one of their
     * records that hold their name. Each comes with its detail as erasure leaves it, so the privacy screen lists
     * exactly what "Delete everything" will change. `executor` is the erasure's transaction, or the database.
     */
    async mentions(person: ErasedPerson, executor: Kysely<Database> = db.kysely): Promise<Mention[]> {
      const rows = await executor
        .selectFrom("audit_log")
        .select(["id", "at", "action", "detail"])
        .where((eb) =>
          eb.or(
            [person.address, ...person.recordIds].map((text) =>
              likeCondition(db.dialect, "detail", containsPattern(text)),
            ),
          ),
        )
        .orderBy("id")
        .execute();
      const replace = replacer(person);
      return rows.flatMap((row) => {
        const detail = JSON.parse(row.detail) as Record<string, unknown>;
        const after = redacted(detail, replace) as Record<string, unknown>;
        // The text search is wider (an id inside a longer word, a name that is not theirs): what names them is
        // what redaction would change.
        return JSON.stringify(after) === JSON.stringify(detail)
          ? []
          : [{ id: row.id, at: row.at, action: row.action, detail, redacted: after }];
      });
    },

    /**
     * Replaces each mention's detail with its redacted one, in the erasure's transaction: the one change an entry
     * ever sees (ADR 065). Answers how many entries changed.
     */
    async redact(mentions: readonly Mention[], executor: Kysely<Database>): Promise<number> {
      for (const mention of mentions) {
        await executor
          .updateTable("audit_log")
          .set({ detail: JSON.stringify(mention.redacted) })
          .where("id", "=", mention.id)
          .execute();
      }
      return mentions.length;
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
