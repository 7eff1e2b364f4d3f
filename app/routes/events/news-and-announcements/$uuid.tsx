/** /events/news-and-announcements/{uuid}: one news item or announcement. */

import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { LeadImage } from "~/components/content/lead-image.tsx";
import { RichHtml } from "~/components/content/rich-html.tsx";
import { newsDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await context.services.news.get(params.uuid);
  if (!item) notFound();
  return {
    item: newsDetail(item),
    seo: { title: item.title, description: item.summary, type: "article" as const, image: item.imageUrl ?? undefined },
  };
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <div className="page container narrow">
      <article>
        <Breadcrumbs
          trail={[{ text: "News and Announcements", to: "/events/news-and-announcements" }]}
          current={item.title}
        />
        <p className="news-card__meta">
          <span className={item.category === "announcement" ? "tag tag--gold" : "tag"}>{item.categoryLabel}</span>{" "}
          <time dateTime={item.publishedAt}>{item.published}</time>
        </p>
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
        <LeadImage src={item.imageUrl} alt={item.imageAlt} />
        <RichHtml html={item.bodyHtml} />
        <p>
          <Link to="/events/news-and-announcements">← All news and announcements</Link>
        </p>
      </article>
    </div>
  );
}
