/** The office's inbox at /admin/messages: contact messages, not handled yet first, with filters and a CSV export. */
import { useLoaderData } from "react-router";
import { INBOX_PLACE, InboxList } from "~/components/admin/inbox.tsx";
import {
  createDeletedMessagesService,
  createInboxService,
  type InboxFilters,
  type InboxPage,
} from "~/lib/api/inbox-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import { CONTACT_TOPICS, type ContactTopic } from "../../../../common/forms/contact-schema.ts";
import { INBOX_STATES, type InboxState } from "../../../../common/inbox/messages.ts";
import type { Route } from "./+types/list";

export const handle = {
  accessPoint: INBOX_PLACE.accessPoint,
  seo: { title: INBOX_PLACE.names.plural, noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

interface InboxData {
  page: InboxPage;
  filters: InboxFilters & { state: InboxState };
  /** Deleted messages still kept (ADR 062); null when they could not be counted: the list still shows. */
  deletedCount: number | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The address's filters, with anything unknown read as "not set" rather than refused. */
function filtersOf(params: URLSearchParams): InboxData["filters"] {
  const topic: ContactTopic | undefined = oneOf(CONTACT_TOPICS, params.get("topic"));
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return {
    state: oneOf(INBOX_STATES, params.get("state")) ?? "open",
    ...(topic ? { topic } : {}),
    ...(q ? { q } : {}),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<InboxData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  const page = Math.max(1, Math.min(100_000, Number(params.get("page")) || 1));
  const { api } = browserServices();
  const [listed, deletedCount] = await Promise.all([
    createInboxService(api).list({ ...filters, page }, { signal: request.signal }),
    createDeletedMessagesService(api).keptCount({ signal: request.signal }),
  ]);
  return { page: listed, filters, deletedCount };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Contact messages</h1>
      <p role="status">Loading the messages…</p>
    </>
  );
}

export default function InboxScreen() {
  const { page, filters, deletedCount } = useLoaderData() as InboxData;
  return (
    <InboxList
      page={page}
      filters={filters}
      deletedCount={deletedCount}
      service={createInboxService(browserServices().api)}
    />
  );
}
