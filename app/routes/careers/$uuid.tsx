/**
 * /careers/{uuid}: one position — the facts, the work, who we look for, and how to apply by e-mail. A posting
 * past its closing day keeps its page (a parent may have it open or bookmarked) and says it is closed.
 */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { CareerPostingBody, postingOutline } from "~/components/careers/career-posting-body.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { OnThisPage } from "~/components/on-this-page.tsx";
import { careerDetail } from "~/lib/content-views.server.ts";
import { schoolDate } from "~/lib/dates.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { jobPostingJsonLd } from "~/lib/structured-data.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const [posting, details] = await Promise.all([
    context.services.careers.get(params.uuid),
    context.services.schoolDetails.get(),
  ]);
  if (!posting) notFound();
  return {
    posting: careerDetail(posting, schoolDate(context.services.now())),
    // Search engines list open positions as jobs; a closed one is kept out of their results.
    jobPosting: posting.isOpen ? jobPostingJsonLd(posting, context.siteUrl, details) : null,
    seo: { title: posting.title, description: posting.summary, noindex: !posting.isOpen },
  };
}

export default function CareerDetail({ loaderData }: Route.ComponentProps) {
  const { posting, jobPosting } = loaderData;
  return (
    <div className="page container content-layout">
      {jobPosting ? <JsonLd data={jobPosting} /> : null}
      <article className="page__body content-layout__main">
        <Breadcrumbs trail={[{ text: "Careers", to: "/careers" }]} current={posting.title} />
        <CareerPostingBody posting={posting} />
      </article>
      <div className="content-layout__aside">
        <OnThisPage outline={postingOutline(posting)} />
      </div>
    </div>
  );
}
