/**
 * The contact messages deleted in the last 30 days at /admin/messages/deleted (ADR 062): the content sets'
 * "Recently deleted" screen, with the inbox's words.
 */
import { useMemo } from "react";
import { useLoaderData } from "react-router";
import { DeletedItems } from "~/components/admin/deleted-items.tsx";
import { DELETED_MESSAGE_WORDS, INBOX_PLACE } from "~/components/admin/inbox.tsx";
import { ScreenError, ScreenLoading } from "~/lib/admin/content-routes.tsx";
import { createDeletedMessagesService } from "~/lib/api/inbox-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { DeletedMessage } from "../../../../common/inbox/messages.ts";
import type { Route } from "./+types/deleted";

export const handle = {
  accessPoint: "admin-messages",
  seo: { title: "Recently deleted contact messages", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

interface DeletedData {
  items: DeletedMessage[];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DeletedData> {
  await requireAccess(request, handle);
  return { items: await createDeletedMessagesService(browserServices().api).list({ signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenLoading set={INBOX_PLACE} screen="deleted" />;
}

export default function DeletedMessages() {
  const { items } = useLoaderData() as DeletedData;
  const service = useMemo(() => createDeletedMessagesService(browserServices().api), []);
  return <DeletedItems set={INBOX_PLACE} items={items} service={service} words={DELETED_MESSAGE_WORDS} />;
}

export function ErrorBoundary() {
  return <ScreenError set={INBOX_PLACE} />;
}
