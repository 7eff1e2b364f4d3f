/** /careers: why work at PCS and how to apply (the page's copy), then the open positions from the database. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { CareerCard } from "~/components/careers/career-card.tsx";
import { OPEN_POSITIONS } from "~/components/careers/open-positions.ts";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { OnThisPage } from "~/components/on-this-page.tsx";
import { PageBlocks } from "~/components/page-blocks.tsx";
import { careerCard } from "~/lib/content-views.server.ts";
import { schoolDate } from "~/lib/dates.server.ts";
import { pageCopyAt } from "~/lib/page-copy.server.ts";
import { pageOutline } from "~/lib/page-outline.ts";
import { pageOrLast, requestedPage } from "~/lib/paging.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import { site } from "../../common/site.ts";
import type { Route } from "./+types/careers";

export const handle = { seo: pageSeo("/careers") };
export const meta = routeMeta;

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await pageOrLast(
    (page) => context.services.careers.list({ page, pageSize: PAGE_SIZE }),
    requestedPage(new URL(request.url)),
  );
  const today = schoolDate(context.services.now());
  return {
    // The copy is read here, so the browser never downloads every page's words.
    copy: await pageCopyAt(context.services, "/careers"),
    postings: result.items.map((posting) => careerCard(posting, today)),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    seo: { shown: { page: result.page } },
  };
}

export default function CareersList({ loaderData }: Route.ComponentProps) {
  const { copy, postings, page: current, pageCount, total } = loaderData;
  return (
    <div className="page container content-layout">
      <article className="page__body content-layout__main">
        <Breadcrumbs current={copy?.heading ?? "Careers"} />
        <h1>{copy?.heading ?? "Careers"}</h1>
        {copy ? <p className="lead">{copy.lead}</p> : null}
        <p>
          <a className="button" href={`#${OPEN_POSITIONS.id}`}>
            {total === 0 ? "Open positions" : `See the open positions (${total})`}
          </a>
        </p>
        {copy ? <PageBlocks blocks={copy.blocks} /> : null}
        <section id={OPEN_POSITIONS.id} aria-labelledby={`${OPEN_POSITIONS.id}-heading`} className="careers-openings">
          <h2 id={`${OPEN_POSITIONS.id}-heading`}>{OPEN_POSITIONS.text}</h2>
          {postings.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="There are no open positions right now"
              text={`New positions are posted here as soon as they open, usually in the spring for the next school year. To be considered for substitute teaching or future openings, send your résumé to ${site.mailboxes.careers}.`}
              action={{ label: "Meet our faculty", to: "/about/our-faculty" }}
            />
          ) : (
            <ul className="career-list">
              {postings.map((posting) => (
                <li key={posting.id}>
                  <CareerCard posting={posting} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={current} pageCount={pageCount} hash={`#${OPEN_POSITIONS.id}`} label="Open positions pages" />
        </section>
      </article>
      <div className="content-layout__aside">
        <OnThisPage outline={[...(copy ? pageOutline(copy.blocks) : []), OPEN_POSITIONS]} />
      </div>
    </div>
  );
}
