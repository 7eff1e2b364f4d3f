/** The administrator dashboard at /admin (route name AdminDashboard): the office's sections and what comes next. */
import { Link } from "react-router";
import { ADMIN_SECTIONS, COMING_SECTIONS } from "~/lib/admin/sections.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/dashboard";

export const handle = {
  accessPoint: "admin-dashboard",
  seo: { title: "Administrator dashboard", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

/** Spec §4: the access guard runs in the browser before the dashboard is shown. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  return null;
}
// Run the guard on the first load too; until it has, the page shows HydrateFallback.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      Checking your sign-in…
    </p>
  );
}

export default function AdminDashboard() {
  return (
    <>
      <h1>Administrator dashboard</h1>
      <ul className="admin-sections">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <h2>
              <Link to={section.to}>{section.label}</Link>
            </h2>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
      <section className="admin-empty" aria-labelledby="coming-heading">
        <h2 id="coming-heading">Coming next</h2>
        <p>These will be managed here too, as they are added:</p>
        <ul>
          {COMING_SECTIONS.map((section) => (
            <li key={section}>{section}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
