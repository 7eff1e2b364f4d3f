/** /events/news-and-announcements: news and announcements, newest first, pinned on top, paged. */
import { Link } from "react-router";
import { EmptyState } from "~/components/content/empty-state.tsx";
import { NewsCard } from "~/components/content/news-card.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { newsCard } from "~/lib/content-views.server.ts";
import { pageOrLast, requestedPage } from "~/lib/paging.server.ts";
import { pageSeo, routeMeta } from "~/lib/seo.ts";
import {
  isNewsCategory,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  type NewsCategory,
} from "../../../common/content/news-categories.ts";
import type { Route } from "./+types/news-and-announcements";

export const handle = { seo: pageSeo("/events/news-and-announcements") };
export const meta = routeMeta;

const PAGE_SIZE = 8;
const categories = [
  { value: "", label: "All" },
  ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value].filter })),
];

function readCategory(value: string | null): NewsCategory | undefined {
  return isNewsCategory(value) ? value : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = readCategory(url.searchParams.get("category"));
  const result = await pageOrLast(
    (page) => context.services.news.list({ page, pageSize: PAGE_SIZE, category }),
    requestedPage(url),
  );
  return {
    items: result.items.map(newsCard),
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    category: category ?? "",
    seo: { shown: { page: result.page, category } },
  };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { items, page: current, pageCount, category } = loaderData;
  return (
    <div className="page container">
      <h1>News and Announcements</h1>
      <p className="lead">Stories from classrooms, teams and the office, and the notices families need.</p>
      <nav aria-label="Filter news" className="filter-tabs">
        <ul>
          {categories.map((c) => (
            <li key={c.value}>
              <Link
                to={c.value ? `?category=${c.value}` : "?"}
                aria-current={category === c.value ? "page" : undefined}
                className="filter-tabs__link"
              >
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState
          title="No news yet"
          text="Stories from the school year will appear here."
          action={{ label: "See upcoming events", to: "/events/upcoming-events" }}
        />
      ) : (
        <div className="card-list card-list--grid">
          {items.map((item) => (
            <NewsCard key={item.id} item={item} headingLevel={2} />
          ))}
        </div>
      )}
      <Pager page={current} pageCount={pageCount} label="News pages" previousLabel="← Newer" nextLabel="Older →" />
    </div>
  );
}
