/** The office's inbox of contact messages through the API client (DESIGN.md: office, /api/messages). */
import type { Page } from "../../../common/content/types.ts";
import type { ContactTopic } from "../../../common/forms/contact-schema.ts";
import type { DeletedMessage, InboxMessage, InboxState, OpenedMessage } from "../../../common/inbox/messages.ts";
import type { ApiClient } from "./client.ts";
import { createDeletedService, type DeletedService } from "./deleted-service.ts";

export type InboxFilters = {
  state?: InboxState;
  topic?: ContactTopic;
  q?: string;
};

export type InboxPage = Page<InboxMessage> & { unread: number };

export interface InboxService {
  list(query: InboxFilters & { page?: number }, options?: { signal?: AbortSignal }): Promise<InboxPage>;
  /** Opening a message marks it read; it says until when it could be put back if deleted now. */
  open(id: string, options?: { signal?: AbortSignal }): Promise<OpenedMessage>;
  setHandled(id: string, handled: boolean): Promise<InboxMessage>;
  /** Takes it out of the inbox, kept under "Recently deleted" (ADR 062) until the date `open` answered. */
  remove(id: string): Promise<void>;
  /** The CSV of the messages these filters list, as an address the browser downloads with its session. */
  exportUrl(filters: InboxFilters): string;
}

const path = (id: string) => `/messages/${encodeURIComponent(id)}`;

export function createInboxService(api: ApiClient): InboxService {
  return {
    list: (query, options) => api.get<InboxPage>("/messages", { query, signal: options?.signal }),
    open: (id, options) => api.get<OpenedMessage>(path(id), { signal: options?.signal }),
    setHandled: (id, handled) => api.put<InboxMessage>(path(id), { handled }),
    remove: (id) => api.delete<void>(path(id)),
    exportUrl(filters) {
      const url = api.urlOf("/messages/export.csv");
      for (const [key, value] of Object.entries(filters)) if (value) url.searchParams.set(key, value);
      return url.toString();
    },
  };
}

/** The inbox's "Recently deleted" (ADR 062): the content sets' deleted service on /api/messages. */
export function createDeletedMessagesService(api: ApiClient): DeletedService<InboxMessage, DeletedMessage> {
  return createDeletedService<InboxMessage, DeletedMessage>(api, "/messages");
}
