/** The contact messages deleted in the last 30 days at /admin/messages/deleted (ADR 062): the content sets' screen, configured for the inbox. */
import { INBOX_PLACE } from "~/components/admin/inbox.tsx";
import { DeletedScreen, deletedLoader, ScreenError, ScreenLoading, screenHandle } from "~/lib/admin/content-routes.tsx";
import { routeMeta } from "~/lib/seo.ts";

export const handle = screenHandle(INBOX_PLACE, "deleted");
export const meta = routeMeta;
export const clientLoader = deletedLoader(INBOX_PLACE);

export function HydrateFallback() {
  return <ScreenLoading set={INBOX_PLACE} screen="deleted" />;
}

export function ErrorBoundary() {
  return <ScreenError set={INBOX_PLACE} />;
}

export default function DeletedMessages() {
  return <DeletedScreen set={INBOX_PLACE} />;
}
