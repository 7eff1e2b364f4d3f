/** The administrator dashboard at /admin (route name AdminDashboard): the office's sections and what comes next. */
import { Link } from "react-router";
import { scheduledEntries } from "~/lib/admin/scheduled.ts";
import { ADMIN_SECTIONS, COMING_SECTIONS } from "~/lib/admin/sections.ts";
import { createContentService, type ListPage } from "~/lib/api/content-service.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import type { Route } from "./+types/dashboard";

export const handle = {
  accessPoint: "admin-dashboard",
  seo: { title: "Administrator dashboard", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

/** What is scheduled to appear, or null when it could not be read. */
type DashboardData = { scheduled: { careers: ListPage<CareerPosting>; news: ListPage<NewsItem> } | null };

/**
 * Spec §4: the access guard runs in the browser before the dashboard is shown. Then what is scheduled to
 * appear; if that cannot be read, the dashboard still shows and says so.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<DashboardData> {
  await requireAccess(request, handle);
  const { api } = browserServices();
  const query = { status: "scheduled", pageSize: 20 };
  try {
    const [careers, news] = await Promise.all([
      createContentService<CareerPosting, unknown>(api, "/careers").fetchAll(query, { signal: request.signal }),
      createContentService<NewsItem, unknown>(api, "/news").fetchAll(
        { ...query, sort: "publishedAt" },
        { signal: request.signal },
      ),
    ]);
    // Written out in the screen, not here: the layout installs the server's zone rules as it renders (ADR 024).
    return { scheduled: { careers, news } };
  } catch {
    return { scheduled: null };
  }
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

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const scheduled = loaderData.scheduled && scheduledEntries(loaderData.scheduled.careers, loaderData.scheduled.news);
  return (
    <>
      <h1>Administrator dashboard</h1>
      <section className="admin-scheduled" aria-labelledby="scheduled-heading">
        <h2 id="scheduled-heading">Coming up</h2>
        {scheduled === null ? (
          <p>What is scheduled could not be loaded. Reload the page to try again.</p>
        ) : scheduled.length === 0 ? (
          <p>Nothing is scheduled: everything published is already on the site.</p>
        ) : (
          <ul>
            {scheduled.map((entry) => (
              <li key={entry.editPath}>
                <strong>{entry.when}</strong> · {entry.kind}: <Link to={entry.editPath}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
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
