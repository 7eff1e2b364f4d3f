/**
 * Privacy (B.C. PIPA, issue 15): contact messages, volunteer sign-ups and e-mails older than the retention period
 * are deleted by a daily sweep, and so are deleted content items, contact messages and pictures kept longer than
 * DELETED_KEPT_DAYS (ADR 048: an alumna's profile is personal too; ADR 062; ADR 066: a photo of a child is too) and activity-log entries older than
 * AUDIT_KEPT_MONTHS (ADR 049: the privacy policy promises that period). The office can find everything held about
 * one e-mail address, export it, and delete it, deleted-but-kept messages included, taking the address and the
 * names stored with it out of the activity log's entries (ADR 065). Addresses are compared in lower case (the forms
 * keep what was typed).
 */
import { type Kysely, sql } from "kysely";
import { describeEntry } from "../../../common/audit/entries.ts";
import { keptDeletionsBefore } from "../../../common/content/deleted.ts";
import type { Actor } from "../../../common/content/types.ts";
import {
  AUDIT_KEPT_MONTHS,
  DEFAULT_RETENTION_MONTHS,
  type ErasedCounts,
  type HeldRecords,
  monthsAfter,
} from "../../../common/privacy/records.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditService, ErasedPerson } from "../audit/service.ts";
import { sweepDeletedContent } from "../content/deleted.ts";
import { tagsFromText } from "../content/store.ts";
import { forgetOldSends } from "../forms/recent-sends.ts";
import { sweepDeletedPictures } from "../media/service.ts";
import type { SystemStateService } from "../system-state/service.ts";

/** Where the settings keep the retention period (months, a whole number). */
export const RETENTION_SETTING = "privacy.retention_months";

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;

/** The rows stored under one address (lower case), and the person as the activity log may name them. */
async function heldAbout(executor: Kysely<Database>, address: string) {
  const [messages, signups, emails] = await Promise.all([
    executor
      .selectFrom("contact_messages")
      // Those under "Recently deleted" too: the school still holds them.
      .selectAll()
      .where(lower("email"), "=", address)
      .orderBy("created_at")
      .execute(),
    executor
      .selectFrom("volunteer_signups as s")
      .leftJoin("events as e", "e.id", "s.event_id")
      .selectAll("s")
      .select("e.title as event_title")
      .where(lower("s.email"), "=", address)
      .orderBy("s.created_at")
      .execute(),
    executor
      .selectFrom("mail_outbox")
      .selectAll()
      .where((eb) => eb.or([eb(lower("to_address"), "=", address), eb(lower("reply_to"), "=", address)]))
      .orderBy("created_at")
      .execute(),
  ]);
  const person: ErasedPerson = {
    address,
    names: [...messages, ...signups].map((row) => row.name),
    recordIds: [...messages, ...signups, ...emails].map((row) => row.id),
  };
  return { messages, signups, emails, person };
}

export function createPrivacyService(db: Db, now: () => Date, audit: AuditService, state: SystemStateService) {
  const { kysely } = db;
  let timer: NodeJS.Timeout | undefined;

  const service = {
    async retentionMonths(): Promise<number> {
      const stored = Number(await state.get(RETENTION_SETTING));
      return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_RETENTION_MONTHS;
    },

    /**
     * Deletes what is older than the retention period, the deleted content, messages and pictures kept longer than their
     * DELETED_KEPT_DAYS and the activity log's entries older than AUDIT_KEPT_MONTHS; answers how many of each went.
     */
    async sweep(): Promise<{
      messages: number;
      deletedMessages: number;
      signups: number;
      emails: number;
      deletedItems: number;
      deletedPictures: number;
      logEntries: number;
    }> {
      const before = monthsAfter(now(), -(await service.retentionMonths()));
      // Each step runs even if one before it failed, so one failure never keeps the rest past their time, and what
      // did go is recorded before the first failure is reported. Personal data first, one kind after another.
      let failure: unknown;
      const attempt = async (step: () => Promise<number>): Promise<number> => {
        try {
          return await step();
        } catch (error) {
          failure ??= error;
          return 0;
        }
      };
      const deleted = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
        Number((await query.executeTakeFirst()).numDeletedRows);
      // The forms' recent sends are normally forgotten at the next send; a quiet site forgets them here.
      await attempt(() => forgetOldSends(db, now()));
      const counts = {
        messages: await attempt(() => deleted(kysely.deleteFrom("contact_messages").where("created_at", "<", before))),
        // Deleted by the office and past their days under "Recently deleted", however recently they were sent.
        deletedMessages: await attempt(() =>
          deleted(kysely.deleteFrom("contact_messages").where("deleted_at", "<", keptDeletionsBefore(now()))),
        ),
        signups: await attempt(() => deleted(kysely.deleteFrom("volunteer_signups").where("created_at", "<", before))),
        // Sent or not: one still waiting (a site without SMTP_URL keeps every e-mail waiting) or failed holds a
        // family's words after the message itself has gone, and sending it now would come far too late.
        emails: await attempt(() => deleted(kysely.deleteFrom("mail_outbox").where("created_at", "<", before))),
        deletedItems: await attempt(() => sweepDeletedContent(db, now())),
        deletedPictures: await attempt(() => sweepDeletedPictures(db, now())),
        // Before this sweep's own entry is written, so that entry can say how many went.
        logEntries: await attempt(() => audit.deleteBefore(monthsAfter(now(), -AUDIT_KEPT_MONTHS))),
      };
      if (Object.values(counts).some((count) => count > 0)) {
        await audit.record({ action: "privacy.swept", detail: { before, ...counts } });
      }
      if (failure) throw failure;
      return counts;
    },

    /** Everything held about one address, the activity log's entries that name them included. */
    async find(email: string): Promise<HeldRecords> {
      const address = email.trim().toLowerCase();
      const { messages, signups, emails, person } = await heldAbout(kysely, address);
      const mentions = await audit.mentions(person);
      return {
        email: address,
        messages: messages.map((m) => ({
          id: m.id,
          createdAt: m.created_at,
          name: m.name,
          email: m.email,
          phone: m.phone,
          topic: m.topic,
          message: m.message,
          ip: m.ip,
          readAt: m.read_at,
          handledAt: m.handled_at,
          deletedAt: m.deleted_at,
        })),
        signups: signups.map((s) => ({
          id: s.id,
          createdAt: s.created_at,
          name: s.name,
          email: s.email,
          phone: s.phone,
          eventTitle: s.event_title,
          date: s.occurrence_at,
          interests: tagsFromText(s.interests),
          availability: s.availability,
          criminalRecordCheck: s.has_criminal_record_check,
          notes: s.notes,
          ip: s.ip,
        })),
        emails: emails.map((m) => ({
          id: m.id,
          createdAt: m.created_at,
          to: m.to_address,
          replyTo: m.reply_to,
          subject: m.subject,
          body: m.body_text,
          status: m.status,
          sentAt: m.sent_at,
        })),
        logEntries: mentions.map((m) => ({ id: m.id, at: m.at, description: describeEntry(m.action, m.detail) })),
      };
    },

    /**
     * Deletes everything held about one address and takes it, and the names stored with it, out of the activity
     * log's entries, in one transaction: a family is never left named by a log whose records went. Audited with
     * the counts, not the address nor the contents.
     */
    async erase(email: string, by: Pick<Actor, "id" | "ip">): Promise<ErasedCounts> {
      const address = email.trim().toLowerCase();
      const counts = await kysely.transaction().execute(async (trx) => {
        // Read before the deletions: the names and ids are how the log's entries about their records are found.
        const { person } = await heldAbout(trx, address);
        const messages = await trx
          .deleteFrom("contact_messages")
          .where(lower("email"), "=", address)
          .executeTakeFirst();
        const signups = await trx
          .deleteFrom("volunteer_signups")
          .where(lower("email"), "=", address)
          .executeTakeFirst();
        const emails = await trx
          .deleteFrom("mail_outbox")
          .where((eb) => eb.or([eb(lower("to_address"), "=", address), eb(lower("reply_to"), "=", address)]))
          .executeTakeFirst();
        const logEntries = await audit.redact(await audit.mentions(person, trx), trx);
        return {
          messages: Number(messages.numDeletedRows),
          signups: Number(signups.numDeletedRows),
          emails: Number(emails.numDeletedRows),
          logEntries,
        };
      });
      // Sign-ups that went free places on events' pages, which the page cache must not keep showing as taken.
      if (counts.signups > 0) db.changes.announce();
      // The counts only. No hash of the address either: anyone holding an address could test it against the
      // hash, so it would still say who asked to be forgotten (ADR 065).
      await audit.record({ action: "privacy.erased", by: by, detail: { ...counts } });
      return counts;
    },

    /** Sweeps now and then once a day until stopSweeper; the server process calls it. */
    startSweeper(onError: (error: unknown) => void = () => {}): void {
      if (timer) return;
      const run = () => void service.sweep().catch(onError);
      timer = setInterval(run, 24 * 3_600_000);
      timer.unref();
      run();
    },

    stopSweeper(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return service;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
