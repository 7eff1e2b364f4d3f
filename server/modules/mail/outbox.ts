/**
 * Outgoing e-mail through the outbox (issue 15, ADR 027): `enqueue` writes a row in the caller's transaction,
 * and `deliverDue` — run by the server's worker every few seconds, or by a test — claims due rows one by one
 * with a lease, sends each, and records the outcome. Retries back off (1, 2, 4, 8, 16 minutes); after
 * MAX_ATTEMPTS a row is "failed" with the server's reason until someone retries it. Without a transport
 * (no SMTP_URL) rows wait: nothing is sent and nothing is lost.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { FailedMail, MailStatus } from "../../../common/mail/status.ts";
import { site } from "../../../common/site.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { MailAttachment, MailTransport } from "./transport.ts";

export const MAX_ATTEMPTS = 6;
/** How long a claimed row is this process's; a process that dies mid-send lets the claim run out. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Rows one run of the worker takes on. */
const BATCH = 20;

export interface OutgoingMail {
  /** What the message is for ("contact.office", "volunteer.confirmation", …): the dashboard and tests read it. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

type Executor = Kysely<Database> | Transaction<Database>;

const FAILED_COLUMNS = ["id", "kind", "to_address", "subject", "attempts", "last_error", "created_at"] as const;

function toFailed(row: Pick<Selectable<Database["mail_outbox"]>, (typeof FAILED_COLUMNS)[number]>): FailedMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
  };
}

/** 1, 2, 4, 8, 16 minutes after the 1st…5th failure. */
export function backoffMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export interface MailServiceOptions {
  /** Null: e-mail is off (no SMTP_URL). */
  transport: MailTransport | null;
  from: string;
  /** Names this process's claims; tests give two services two names. */
  workerId?: string;
}

export function createMailService(db: Db, now: () => Date, options: MailServiceOptions) {
  const { kysely } = db;
  const workerId = options.workerId ?? randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** Takes one due row for this process, or answers false when another process took it first. */
  async function claim(id: string, at: Date): Promise<boolean> {
    const result = await kysely
      .updateTable("mail_outbox")
      .set({ claimed_by: workerId, claimed_until: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "waiting")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliverOne(id: string, transport: MailTransport): Promise<"sent" | "retry" | "failed" | "skipped"> {
    const at = now();
    if (!(await claim(id, at))) return "skipped";
    const row = await kysely.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    try {
      await transport.send({
        messageId: `<${row.id}@${site.domain}>`,
        from: options.from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body_text,
        attachments: JSON.parse(row.attachments) as MailAttachment[],
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await kysely
        .updateTable("mail_outbox")
        .set({
          attempts,
          status: failed ? "failed" : "waiting",
          next_attempt_at: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
          claimed_by: null,
          claimed_until: null,
          last_error: String((error as Error).message ?? error).slice(0, 500),
        })
        .where("id", "=", id)
        .where("claimed_by", "=", workerId)
        .execute();
      return failed ? "failed" : "retry";
    }
    await kysely
      .updateTable("mail_outbox")
      .set({
        status: "sent",
        sent_at: now().toISOString(),
        attempts: row.attempts + 1,
        claimed_by: null,
        claimed_until: null,
        last_error: null,
      })
      .where("id", "=", id)
      .where("claimed_by", "=", workerId)
      .execute();
    return "sent";
  }

  const service = {
    enabled: options.transport !== null,

    /** Writes one message to the outbox with `executor` (a transaction, so it is kept only with its cause). */
    async enqueue(executor: Executor, mail: OutgoingMail): Promise<string> {
      const id = randomUUID();
      const at = now().toISOString();
      await executor
        .insertInto("mail_outbox")
        .values({
          id,
          kind: mail.kind,
          to_address: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          body_text: mail.text,
          attachments: JSON.stringify(mail.attachments ?? []),
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
      service.nudge();
      return id;
    },

    /**
     * Takes back the messages of `kind` to `to` that have not gone (waiting and not being sent, or failed), when
     * what they say no longer holds: a link replaced by a newer one. Answers how many.
     */
    async withdraw(executor: Executor, to: string, kind: string): Promise<number> {
      const at = now().toISOString();
      const result = await executor
        .deleteFrom("mail_outbox")
        .where("to_address", "=", to)
        .where("kind", "=", kind)
        .where((eb) =>
          eb.or([
            eb("status", "=", "failed"),
            eb.and([
              eb("status", "=", "waiting"),
              eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** How many messages of `kind` went (or wait to go) to `to` since `since`: limits for the public's forms. */
    async sentTo(executor: Executor, to: string, kind: string, since: Date): Promise<number> {
      const row = await executor
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("to_address", "=", to)
        .where("kind", "=", kind)
        .where("created_at", ">", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sends every due row this process can claim; answers how each went. Without a transport, nothing. */
    async deliverDue(): Promise<{ sent: number; retry: number; failed: number }> {
      const counts = { sent: 0, retry: 0, failed: 0 };
      const transport = options.transport;
      if (!transport) return counts;
      const at = now().toISOString();
      const due = await kysely
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", "waiting")
        .where("next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
        .orderBy("next_attempt_at")
        .limit(BATCH)
        .execute();
      for (const { id } of due) {
        const outcome = await deliverOne(id, transport);
        if (outcome !== "skipped") counts[outcome] += 1;
      }
      return counts;
    },

    /** For the dashboard: whether e-mail is on, how many wait, and the ones that failed with their reasons. */
    async status(): Promise<MailStatus> {
      const [waiting, failed] = await Promise.all([
        kysely
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", "waiting")
          .executeTakeFirstOrThrow(),
        kysely
          .selectFrom("mail_outbox")
          .select(FAILED_COLUMNS)
          .where("status", "=", "failed")
          .orderBy("created_at", "desc")
          .limit(50)
          .execute(),
      ]);
      return {
        enabled: service.enabled,
        waiting: Number(waiting.count),
        failed: failed.map(toFailed),
      };
    },

    /** Puts a failed message back in the queue, due now, with a fresh count of attempts; false when it is not failed. */
    async retry(id: string): Promise<FailedMail | undefined> {
      const row = await kysely
        .updateTable("mail_outbox")
        .set({
          status: "waiting",
          attempts: 0,
          next_attempt_at: now().toISOString(),
          claimed_by: null,
          claimed_until: null,
        })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .returning(FAILED_COLUMNS)
        .executeTakeFirst();
      service.nudge();
      return row && toFailed(row);
    },

    /** Runs deliverDue every `intervalMs` (one run at a time) until stopWorker; the server process calls it. */
    startWorker(intervalMs = 5_000, onError: (error: unknown) => void = () => {}): void {
      if (!options.transport || timer) return;
      const run = () => {
        running ??= service
          .deliverDue()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },

    /** A message was just queued: deliver soon rather than at the next tick. */
    nudge(): void {
      if (!timer) return;
      setImmediate(() => {
        running ??= service
          .deliverDue()
          .catch(() => {})
          .finally(() => {
            running = undefined;
          });
      });
    },

    /** Stops the worker and waits for a run in progress, then closes the transport. */
    async stopWorker(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      options.transport?.close();
    },
  };
  return service;
}

export type MailService = ReturnType<typeof createMailService>;
