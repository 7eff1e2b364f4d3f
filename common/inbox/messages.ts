/** The office's inbox of contact messages (issue 15): what the API answers and the queries it takes. */
import { z } from "zod";
import { type KeptDeletion, keptUntil } from "../content/deleted.ts";
import { pageQuery, searchText } from "../content/schema-parts.ts";
import { CONTACT_TOPICS, type ContactTopic } from "../forms/contact-schema.ts";
import { monthsAfter } from "../privacy/records.ts";

/** Which messages a list shows: still open (unread or read), only unread, handled, or every one. */
export const INBOX_STATES = ["open", "unread", "handled", "all"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  open: "Not handled yet",
  unread: "Unread",
  handled: "Handled",
  all: "All messages",
};

export const inboxQuerySchema = z.object({
  state: z.enum(INBOX_STATES, { error: `State must be one of: ${INBOX_STATES.join(", ")}.` }).optional(),
  topic: z.enum(CONTACT_TOPICS, { error: `Topic must be one of: ${CONTACT_TOPICS.join(", ")}.` }).optional(),
  q: searchText.optional(),
  page: pageQuery.page,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The one change the office makes to a message: handled, or back to open. */
export const messageChangeSchema = z.object({
  handled: z.boolean({ error: "Handled must be true or false." }),
});
export type MessageChange = z.output<typeof messageChangeSchema>;

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  message: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  /** The administrator who marked it handled, by name. */
  handledBy: string | null;
}

/**
 * One message as its own screen opens it (GET /api/messages/:id): with until when it could be put back from
 * "Recently deleted" if it were deleted now, so the delete question can say a date that is true (ADR 062).
 */
export interface OpenedMessage extends InboxMessage {
  /**
   * deletedMessageKeptUntil with the server's clock as the deletion; null when the message is already past the
   * retention period, so the daily sweep removes it within a day whether or not it is deleted.
   */
  keptUntilIfDeleted: string | null;
}

/** What GET /api/messages/:id answers, for its response schema and so the OpenAPI document. */
export const openedMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  createdAt: z.string().describe("When it was sent (ISO 8601)."),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  keptUntilIfDeleted: z
    .string()
    .nullable()
    .describe(
      "Until when it could be put back from Recently deleted if it were deleted now; null when it is past the retention period and goes at the next daily sweep anyway.",
    ),
}) satisfies z.ZodType<OpenedMessage>;

/**
 * Until when a message deleted at `deletedAt` can be put back: DELETED_KEPT_DAYS after it, or sooner the end of the
 * retention period counted from when it was sent, since the daily sweep removes a message that old whether or not it
 * was deleted (ADR 062). "Recently deleted"'s "Kept until" and the delete question both say this date.
 */
export function deletedMessageKeptUntil(createdAt: string, deletedAt: string, retentionMonths: number): string {
  const daysAfterDeletion = keptUntil(deletedAt);
  const endOfRetention = monthsAfter(createdAt, retentionMonths);
  return new Date(daysAfterDeletion) < new Date(endOfRetention) ? daysAfterDeletion : endOfRetention;
}

/** What the office calls a message in its headings, notices and questions. */
export function messageTitle(name: string): string {
  return `Message from ${name}`;
}

/** A message the office deleted, kept DELETED_KEPT_DAYS under "Recently deleted" (ADR 062). */
export interface DeletedMessage extends KeptDeletion {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  /** When it was sent. */
  createdAt: string;
}
