/**
 * /careers/{uuid}: one position — the facts, the work, who we look for, and how to apply by e-mail. A posting
 * past its closing day keeps its page (a parent may have it open or bookmarked) and says it is closed.
 */

import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { RichHtml } from "~/components/content/rich-html.tsx";
import { careerDetail } from "~/lib/content-views.server.ts";
import { schoolDate } from "~/lib/dates.server.ts";
import { useNonce } from "~/lib/nonce.tsx";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { jobPostingJsonLd } from "~/lib/structured-data.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const posting = await context.services.careers.get(params.uuid);
  if (!posting) notFound();
  return {
    posting: careerDetail(posting, schoolDate(context.services.now())),
    // Search engines list open positions as jobs; a closed one is kept out of their results.
    jobPosting: posting.isOpen ? jobPostingJsonLd(posting, context.siteUrl) : null,
    seo: { title: posting.title, description: posting.summary, noindex: !posting.isOpen },
  };
}

export default function CareerDetail({ loaderData }: Route.ComponentProps) {
  const { posting, jobPosting } = loaderData;
  const nonce = useNonce();
  return (
    <div className="page container">
      {jobPosting ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON with "<" escaped (structured-data.ts)
          dangerouslySetInnerHTML={{ __html: jobPosting }}
        />
      ) : null}
      <article className="page__body">
        <Breadcrumbs trail={[{ text: "Careers", to: "/careers" }]} current={posting.title} />
        <h1>{posting.title}</h1>
        {posting.isOpen ? null : (
          <div className="notice" role="note">
            <p>
              <strong>This position is closed.</strong>{" "}
              {posting.closingDate ? `Applications closed on ${posting.closes}. ` : ""}It is no longer taking
              applications. <Link to="/careers#open-positions">See the positions that are open now</Link>.
            </p>
          </div>
        )}
        <p className="lead">{posting.summary}</p>
        <dl className="career-facts">
          <div>
            <dt>Department</dt>
            <dd>{posting.department}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{posting.employmentType}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{posting.location}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{posting.starts}</dd>
          </div>
          <div>
            <dt>Closing date</dt>
            <dd>
              {posting.closingDate ? <time dateTime={posting.closingDate}>{posting.closes}</time> : posting.closes}
            </dd>
          </div>
        </dl>
        <section aria-labelledby="about-position">
          <h2 id="about-position">About the position</h2>
          <RichHtml html={posting.descriptionHtml} />
        </section>
        <section aria-labelledby="requirements">
          <h2 id="requirements">What we look for</h2>
          <RichHtml html={posting.requirementsHtml} />
        </section>
        {posting.isOpen ? (
          <section aria-labelledby="how-to-apply" className="callout">
            <h2 id="how-to-apply" className="callout__title">
              How to apply
            </h2>
            {posting.howToApplyHtml ? <RichHtml html={posting.howToApplyHtml} /> : null}
            <p>
              E-mail your application to <a href={`mailto:${posting.mailbox}`}>{posting.mailbox}</a>
              {posting.closingDate ? ` by ${posting.closes}` : ""}. We thank everyone who applies; only shortlisted
              candidates are contacted.
            </p>
            <p>
              <a className="button" href={posting.applyHref}>
                Apply by e-mail
              </a>
            </p>
          </section>
        ) : null}
        <p>
          <Link to="/careers#open-positions">← All open positions</Link>
        </p>
      </article>
    </div>
  );
}
