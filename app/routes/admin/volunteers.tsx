/** The office's volunteer sign-ups at /admin/volunteers: each event's helpers, the list with contact details, CSV. */
import { useLoaderData } from "react-router";
import { SignupsScreen } from "~/components/admin/signups.tsx";
import { createSignupsService, type SignupFilters } from "~/lib/api/signups-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Page } from "../../../common/content/types.ts";
import type { EventHelpers, OfficeSignup } from "../../../common/inbox/signups.ts";
import type { Route } from "./+types/volunteers";

export const handle = {
  accessPoint: "admin-volunteers",
  seo: { title: "Volunteer sign-ups", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

interface SignupsData {
  page: Page<OfficeSignup>;
  events: EventHelpers[];
  filters: SignupFilters;
}

const EVENT_FILTER = /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<SignupsData> {
  await requireAccess(request, handle);
  const params = new URL(request.url).searchParams;
  const event = params.get("event") ?? "";
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  // Anything else in the address is read as "not set" rather than refused.
  const filters: SignupFilters = { ...(EVENT_FILTER.test(event) ? { event } : {}), ...(q ? { q } : {}) };
  const page = Math.max(1, Math.min(100_000, Number(params.get("page")) || 1));
  const service = createSignupsService(browserServices().api);
  const [list, events] = await Promise.all([
    service.list({ ...filters, page }, { signal: request.signal }),
    service.events({ signal: request.signal }),
  ]);
  return { page: list, events, filters };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Volunteer sign-ups</h1>
      <p role="status">Loading the sign-ups…</p>
    </>
  );
}

export default function SignupsRoute() {
  const { page, events, filters } = useLoaderData() as SignupsData;
  return (
    <SignupsScreen
      page={page}
      events={events}
      filters={filters}
      service={createSignupsService(browserServices().api)}
    />
  );
}
