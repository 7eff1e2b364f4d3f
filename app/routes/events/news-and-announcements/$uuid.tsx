/** /events/news-and-announcements/{uuid}: one news item or announcement. */

import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { NewsBody } from "~/components/content/item-bodies.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { newsDetail } from "~/lib/content-views.server.ts";
import { notFound } from "~/lib/not-found.ts";
import { routeMeta } from "~/lib/seo.ts";
import { newsArticleJsonLd } from "~/lib/structured-data.ts";
import type { Route } from "./+types/$uuid";

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await context.services.news.get(params.uuid);
  if (!item) notFound();
  return {
    item: newsDetail(item),
    article: newsArticleJsonLd(item, context.siteUrl),
    seo: { title: item.title, description: item.summary, type: "article" as const, image: item.imageUrl ?? undefined },
  };
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { item, article } = loaderData;
  return (
    <div className="page container narrow">
      <JsonLd data={article} />
      <article>
        <Breadcrumbs
          trail={[{ text: "News and Announcements", to: "/events/news-and-announcements" }]}
          current={item.title}
        />
        <NewsBody item={item} />
      </article>
    </div>
  );
}
