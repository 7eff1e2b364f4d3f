/** "School details" at /admin/school-details: the phone, address, hours and outside links every page shows (issue 14). */
import { useLocation } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { SchoolDetailsForm } from "~/components/admin/school-details-form.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { StoredSchoolDetails } from "../../../common/school-details/details.ts";
import type { Route } from "./+types/school-details";

export const handle = {
  accessPoint: "admin-school-details",
  seo: { title: "School details", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  const details = await browserServices().api.get<StoredSchoolDetails>("/settings", { signal: request.signal });
  return { details };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>School details</h1>
      <p role="status">Loading the school's details…</p>
    </>
  );
}

export default function SchoolDetailsRoute({ loaderData }: Route.ComponentProps) {
  // A new form per arrival (a click on "School details" starts afresh), not per loaded version: the form's own
  // save revalidates the page's data (for the footer), and that must not throw away its confirmation and focus.
  const { key } = useLocation();
  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="School details" />
      <h1>School details</h1>
      <p className="admin-lead">
        The phone number, address, office hours and links that the top bar, the footer, the contact page and the menus
        show. A change shows on every page as soon as it is saved.
      </p>
      <SchoolDetailsForm key={key} stored={loaderData.details} api={browserServices().api} />
    </>
  );
}
