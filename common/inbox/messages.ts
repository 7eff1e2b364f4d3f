/** The office's inbox of contact messages (issue 15): what the API answers and the queries it takes. */
import { z } from "zod";
import type { KeptDeletion } from "../content/deleted.ts";
import { pageQuery, searchText } from "../content/schema-parts.ts";
import { CONTACT_TOPICS, type ContactTopic } from "../forms/contact-schema.ts";

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
