/** /about/alumni: where PCS graduates are now, newest class first, paged. */
import { Link } from "react-router";
import { CardImage } from "~/components/content/card-image.tsx";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { SectionNav } from "~/components/section-nav.tsx";
import { alumnusCard } from "~/lib/content-views.server.ts";
import { pageOrLast, requestedPage } from "~/lib/paging.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/alumni";

export const handle = { seo: pageSeo("/about/alumni") };
export const meta = routeMeta;

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await pageOrLast(
    (page) => context.services.alumni.list({ page, pageSize: PAGE_SIZE }),
    requestedPage(new URL(request.url)),
  );
  return {
    alumni: result.items.map(alumnusCard),
    page: result.page,
    pageCount: result.pageCount,
    seo: { shown: { page: result.page } },
  };
}

export default function AlumniList({ loaderData }: Route.ComponentProps) {
  const { alumni, page, pageCount } = loaderData;
  return (
    <div className="page container with-sidebar">
      <div className="page__body">
        <h1>Alumni</h1>
        <p className="lead">
          Our graduates are nurses and welders, teachers and farmers, parents and neighbours. Here are a few of their
          stories.
        </p>
        {alumni.length === 0 ? (
          <EmptyState
            title="Alumni stories are on their way"
            text="We are gathering stories from our graduates."
            action={{ label: "Contact the office", to: "/contact" }}
          />
        ) : (
          <ul className="alumni-list">
            {alumni.map((person) => (
              <li key={person.id} className="alumni-card">
                <CardImage src={person.imageUrl} />
                <h2 className="alumni-card__name">
                  <Link to={person.url}>{person.name}</Link>
                </h2>
                <p className="alumni-card__year">Class of {person.graduationYear}</p>
                <p>{person.headline}</p>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} label="Alumni pages" />
        <aside className="callout">
          <h2 className="callout__title">Are you a PCS graduate?</h2>
          <p>We would love to hear where life has taken you. Send the office a note and stay on our alumni list.</p>
          <p>
            <Link className="button" to="/contact">
              Get in touch
            </Link>
          </p>
        </aside>
      </div>
      <SectionNav section="About" currentPath="/about/alumni" />
    </div>
  );
}
