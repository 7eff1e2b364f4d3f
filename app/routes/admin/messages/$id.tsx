/** One contact message at /admin/messages/:id: opening it marks it read; reply, mark handled or delete. */
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { INBOX_PATH, INBOX_PLACE, MessageView } from "~/components/admin/inbox.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { ApiError } from "~/lib/api/errors.ts";
import { createInboxService } from "~/lib/api/inbox-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { OpenedMessage } from "../../../../common/inbox/messages.ts";
import type { Route } from "./+types/$id";

export const handle = {
  accessPoint: INBOX_PLACE.accessPoint,
  seo: { title: "Contact message", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type MessageData = { message: OpenedMessage };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs): Promise<MessageData> {
  await requireAccess(request, handle);
  try {
    return { message: await createInboxService(browserServices().api).open(params.id, { signal: request.signal }) };
  } catch (error) {
    // A deleted message, or an address typed wrong: the route's 404, inside the dashboard.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data("No message has that address. It may have been deleted.", 404);
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Contact message</h1>
      <p role="status">Loading the message…</p>
    </>
  );
}

export default function MessageScreen() {
  const { message } = useLoaderData() as MessageData;
  return <MessageView message={message} service={createInboxService(browserServices().api)} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <Breadcrumbs
        root={DASHBOARD_CRUMB}
        trail={[{ text: "Contact messages", to: INBOX_PATH }]}
        current={notFound ? "Not found" : "Error"}
      />
      <h1>{notFound ? "That message is not here" : "Something went wrong"}</h1>
      <p role="alert">
        {notFound ? String(error.data) : "The message could not be loaded. Check the connection and try again."}
      </p>
      <p>
        <Link to={INBOX_PATH}>Back to the messages</Link>
      </p>
    </>
  );
}
