/** The office's administrators at /admin/administrators: the accounts, deactivating and reactivating them. */
import { useLoaderData, useRouteLoaderData } from "react-router";
import { AdministratorsScreen } from "~/components/admin/administrators.tsx";
import { createAccountsService } from "~/lib/api/accounts-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import type { AdminProfile } from "~/lib/auth/auth-state.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { AdminAccount } from "../../../common/admins/accounts.ts";
import type { Route } from "./+types/administrators";

export const handle = {
  accessPoint: "admin-administrators",
  seo: { title: "Administrators", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

type AdministratorsData = { accounts: AdminAccount[] };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<AdministratorsData> {
  await requireAccess(request, handle);
  return { accounts: await createAccountsService(browserServices().api).list({ signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Administrators</h1>
      <p role="status">Loading the administrators…</p>
    </>
  );
}

export default function AdministratorsRoute() {
  const { accounts } = useLoaderData() as AdministratorsData;
  // The admin layout's loader knows who is signed in; their own row offers no "Deactivate".
  const layout = useRouteLoaderData("routes/admin/layout") as { profile?: AdminProfile } | undefined;
  return (
    <AdministratorsScreen
      accounts={accounts}
      myEmail={layout?.profile?.email}
      service={createAccountsService(browserServices().api)}
    />
  );
}
