/**
 * One news item or announcement in a list. Pinning is the office's word for "keep on top": visitors see the
 * order, not a "Pinned" label (issue 16).
 */
import { PageLink } from "~/components/page-link.tsx";
import type { NewsCard as NewsCardView } from "~/lib/content-views.server.ts";
import { CardImage } from "./card-image.tsx";

export function NewsCard({ item, headingLevel = 3 }: { item: NewsCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="news-card">
      <CardImage src={item.imageUrl} />
      <p className="news-card__meta">
        <span className={item.category === "announcement" ? "tag tag--gold" : "tag"}>{item.categoryLabel}</span>{" "}
        <time dateTime={item.publishedAt}>{item.published}</time>
      </p>
      <Heading className="news-card__title">
        <PageLink to={item.url}>{item.title}</PageLink>
      </Heading>
      <p>{item.summary}</p>
    </article>
  );
}
