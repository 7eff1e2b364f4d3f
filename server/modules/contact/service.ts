/** Contact messages: the public form stores them (ADR 009); the office reads, handles and exports them (issue 15). */
import type { NotNull, Selectable } from "kysely";
import type { Actor, Page } from "../../../common/content/types.ts";
import {
  CONTACT_TOPIC_LABELS,
  type ContactSubmission,
  type ContactTopic,
  contactSchema,
} from "../../../common/forms/contact-schema.ts";
import {
  type DeletedMessage,
  deletedMessageKeptUntil,
  type InboxMessage,
  type InboxQuery,
  type MessageChange,
  messageTitle,
  type OpenedMessage,
} from "../../../common/inbox/messages.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { site } from "../../../common/site.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditService } from "../audit/service.ts";
import { fromFlag } from "../content/store.ts";
import { formSubmission, newestRows } from "../forms/submission.ts";
import type { MailService, OutgoingMail } from "../mail/outbox.ts";

export interface ContactMessage extends ContactSubmission {
  id: string;
  createdAt: string;
  handled: boolean;
  ip: string | null;
}

/** Messages on one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

type MessageRow = Selectable<Database["contact_messages"]>;

function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
  };
}

/** Where the office reads each topic's messages (site.mailboxes), the office's own address otherwise. */
export const TOPIC_MAILBOX: Record<ContactTopic, string> = {
  general: site.email,
  admissions: site.mailboxes.admissions,
  tour: site.mailboxes.admissions,
  accounts: site.mailboxes.accounts,
  other: site.email,
};

/** The office's copy of a message: to the topic's mailbox, replying goes to the sender. */
function officeMail(message: ContactSubmission, id: string, siteUrl: string): OutgoingMail {
  return {
    kind: "contact.office",
    to: TOPIC_MAILBOX[message.topic],
    replyTo: message.email,
    subject: `Website message: ${CONTACT_TOPIC_LABELS[message.topic]} from ${message.name}`,
    text: [
      `${message.name} wrote through the website's contact page.`,
      "",
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone ?? "not given"}`,
      `Topic: ${CONTACT_TOPIC_LABELS[message.topic]}`,
      "",
      message.message,
      "",
      "Reply to this e-mail to answer them. Mark it handled in the office's inbox:",
      `${siteUrl}/admin/messages/${id}`,
    ].join("\n"),
  };
}

export function createContactService(db: Db, now: () => Date, audit: AuditService, mail: MailService, siteUrl: string) {
  const { kysely } = db;

  /** The messages in the inbox: not deleted (a deleted one waits under "Recently deleted", ADR 062). */
  const inInbox = () => kysely.selectFrom("contact_messages").where("deleted_at", "is", null);

  /** The inbox's filters as one query, shared by the page and the export so both list the same messages. */
  function matching({ state = "open", topic, q }: Omit<InboxQuery, "page">) {
    let query = inInbox();
    if (state === "open") query = query.where("handled_at", "is", null);
    if (state === "unread") query = query.where("read_at", "is", null).where("handled_at", "is", null);
    if (state === "handled") query = query.where("handled_at", "is not", null);
    if (topic) query = query.where("topic", "=", topic);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((eb) =>
        eb.or(["name", "email", "message"].map((column) => likeCondition(db.dialect, column, pattern))),
      );
    }
    return query;
  }

  return {
    /**
     * Checks and stores one message. Throws ValidationError (400 fields) or RateLimitedError (429);
     * a filled honeypot stores nothing and reports "ignored".
     */
    submit: formSubmission(db, now, {
      table: "contact_messages",
      schema: contactSchema,
      /** The message and the office's e-mail about it are kept together or not at all (the outbox, ADR 027). */
      async store(submission, { id, createdAt, ip }) {
        const { name, email, phone, topic, message } = submission;
        await kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto("contact_messages")
            .values({ id, name, email, phone, topic, message, created_at: createdAt, ip })
            .execute();
          await mail.enqueue(trx, officeMail(submission, id, siteUrl));
        });
      },
    }),

    /** The stored rows as the form wrote them, newest first (the API tests read them; the office reads inbox()). */
    async list({ limit = 50 }: { limit?: number } = {}): Promise<ContactMessage[]> {
      const rows = await newestRows(db, "contact_messages", limit);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        topic: row.topic,
        message: row.message,
        createdAt: row.created_at,
        handled: fromFlag(row.handled),
        ip: row.ip,
      }));
    },

    /** One page of the office's inbox, newest first; by default the messages not yet handled. */
    async inbox(query: InboxQuery): Promise<Page<InboxMessage>> {
      const paging = boundedPaging(query.page, INBOX_PAGE_SIZE);
      const [rows, counted] = await Promise.all([
        matching(query)
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize)
          .execute(),
        matching(query)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toInboxMessage), Number(counted.count), paging);
    },

    /** Every message the filters match, oldest first, for the CSV export. */
    async exportRows(query: Omit<InboxQuery, "page">): Promise<InboxMessage[]> {
      const rows = await matching(query).selectAll().orderBy("created_at").orderBy("id").execute();
      return rows.map(toInboxMessage);
    },

    /** Messages nobody in the office has opened yet: the dashboard's "needs attention". */
    async unreadCount(): Promise<number> {
      const row = await inInbox()
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("read_at", "is", null)
        .where("handled_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One message in the inbox; opening it in the office (`markRead`) records the first time it was read. */
    async message(id: string, { markRead = false } = {}): Promise<InboxMessage | undefined> {
      if (markRead) {
        await kysely
          .updateTable("contact_messages")
          .set({ read_at: now().toISOString() })
          .where("id", "=", id)
          .where("read_at", "is", null)
          .where("deleted_at", "is", null)
          .execute();
      }
      const row = await inInbox().selectAll().where("id", "=", id).executeTakeFirst();
      return row && toInboxMessage(row);
    },

    /**
     * A message as its own screen opens it: read (recorded the first time), with until when it could be put back if
     * it were deleted now, by the same rule as "Recently deleted"'s "Kept until" (ADR 062), so the delete question
     * names a date that is true. Undefined for an id not in the inbox.
     */
    async open(id: string, retentionMonths: number): Promise<OpenedMessage | undefined> {
      const found = await this.message(id, { markRead: true });
      if (!found) return undefined;
      const at = now();
      const until = deletedMessageKeptUntil(found.createdAt, at.toISOString(), retentionMonths);
      // Past its retention already: the daily sweep removes it within a day, so no date to put it back by is true.
      return { ...found, keptUntilIfDeleted: new Date(until) > at ? until : null };
    },

    /** Marks a message handled (or open again); undefined for an unknown id. Audited. */
    async change(id: string, { handled }: MessageChange, by: Actor): Promise<InboxMessage | undefined> {
      const at = now().toISOString();
      const result = await kysely
        .updateTable("contact_messages")
        .set(
          handled
            ? {
                handled: 1,
                handled_at: at,
                handled_by: by.name,
                read_at: (eb) => eb.fn.coalesce("read_at", eb.val(at)),
              }
            : { handled: 0, handled_at: null, handled_by: null },
        )
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      const changed = await this.message(id);
      if (changed) {
        await audit.record({
          action: handled ? "messages.handled" : "messages.reopened",
          by: by,
          // By id and topic, never the sender (ADR 065): the log outlives the message and must not name them.
          detail: { id, topic: changed.topic },
        });
      }
      return changed;
    },

    /**
     * Takes a message out of the inbox, kept DELETED_KEPT_DAYS under "Recently deleted" (ADR 062); false for an
     * unknown or already deleted id. Audited without the message's words.
     */
    async remove(id: string, by: Actor): Promise<boolean> {
      const row = await kysely
        .updateTable("contact_messages")
        .set({ deleted_at: now().toISOString(), deleted_by: by.name })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .returning(["topic"])
        .executeTakeFirst();
      if (!row) return false;
      await audit.record({ action: "messages.deleted", by, detail: { id, topic: row.topic } });
      return true;
    },

    /**
     * The deleted messages still kept (the daily sweep has not removed them), newest deletion first. Each is kept
     * until the first of its DELETED_KEPT_DAYS and the retention period (`retentionMonths`) from when it was sent:
     * the sweep removes an old message whether or not it was deleted.
     */
    async deleted(retentionMonths: number): Promise<DeletedMessage[]> {
      const rows = await kysely
        .selectFrom("contact_messages")
        .select(["id", "name", "email", "topic", "created_at", "deleted_at", "deleted_by"])
        .where("deleted_at", "is not", null)
        .$narrowType<{ deleted_at: NotNull }>()
        .orderBy("deleted_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: messageTitle(row.name),
        name: row.name,
        email: row.email,
        topic: row.topic,
        createdAt: row.created_at,
        deletedAt: row.deleted_at,
        deletedBy: row.deleted_by,
        keptUntil: deletedMessageKeptUntil(row.created_at, row.deleted_at, retentionMonths),
      }));
    },

    /**
     * "Put back": the deleted message in the inbox again, read and handled as it was; undefined when it is not
     * kept (never deleted, put back already, or gone for good). Audited.
     */
    async putBack(id: string, by: Actor): Promise<InboxMessage | undefined> {
      // One statement that only a kept deletion matches, so a second put back or a racing "Delete forever" finds none.
      const row = await kysely
        .updateTable("contact_messages")
        .set({ deleted_at: null, deleted_by: null })
        .where("id", "=", id)
        .where("deleted_at", "is not", null)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await audit.record({ action: "messages.put_back", by, detail: { id, topic: row.topic } });
      return toInboxMessage(row);
    },

    /** Removes one deleted message for good now; false when it is not kept. Audited without its words. */
    async deleteForever(id: string, by: Actor): Promise<boolean> {
      const row = await kysely
        .deleteFrom("contact_messages")
        .where("id", "=", id)
        .where("deleted_at", "is not", null)
        .returning(["topic"])
        .executeTakeFirst();
      if (!row) return false;
      await audit.record({
        action: "messages.deleted_forever",
        by,
        detail: { id, topic: row.topic },
      });
      return true;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
