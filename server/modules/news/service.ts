/** News and announcements: pinned first, then newest; visitors see published items whose date has come. */

import { newsInputSchema } from "../../../common/content/news/schema.ts";
import type { NewsItem, NewsListOptions } from "../../../common/content/news/types.ts";
import type { Page, Visibility } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import type { AuditService } from "../audit/service.ts";
import {
  appearedBy,
  type Condition,
  createContentStore,
  fromFlag,
  metaOf,
  type Row,
  sortedBy,
  tagsFromText,
  tagsToText,
  toFlag,
} from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toNewsItem(row: Row<"news_items">): NewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    category: row.category,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    pinned: fromFlag(row.pinned),
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    tags: tagsFromText(row.tags),
    ...metaOf(row),
  };
}

/** Visitors never see an item before its publishing time (site search applies the same rule). */
export const publishedBy = (at: Date): Condition<"news_items">[] => appearedBy("published_at", at);

export function createNewsService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "news_items",
    idKind: "uuid",
    toEntity: toNewsItem,
    now,
    appearsAt: "published_at",
  });
  const writes = contentWrites({
    db,
    set: "news",
    store,
    schema: newsInputSchema,
    audit,
    titleOf: (item) => item.title,
    toRow: (data) => ({
      title: data.title,
      summary: data.summary,
      body_html: data.bodyHtml,
      category: data.category,
      image_url: data.imageUrl,
      image_alt: data.imageAlt,
      pinned: toFlag(data.pinned),
      // Left out, an item is published from now by the service's clock (a test's, in tests).
      published_at: data.publishedAt ?? now().toISOString(),
      expires_at: data.expiresAt,
      tags: tagsToText(data.tags),
      status: data.status,
    }),
  });

  return {
    list(options: NewsListOptions = {}): Promise<Page<NewsItem>> {
      const where: Condition<"news_items">[] = [];
      if (options.category) where.push(["category", "=", options.category]);
      if (options.current) where.push(["expires_at", ">", now().toISOString(), "or null"]);
      return store.list({
        ...options,
        where,
        orderBy: sortedBy(options.sort, { title: "title", publishedAt: "published_at", updatedAt: "updated_at" }, [
          ["pinned", "desc"],
          ["published_at", "desc"],
        ]),
        search: options.q ? { columns: ["title", "summary"], text: options.q } : undefined,
      });
    },
    /** Undefined for an unknown, malformed, draft or not-yet-published id (unless includeDrafts). */
    get(id: string, visibility: Visibility = {}): Promise<NewsItem | undefined> {
      return store.get(id, visibility);
    },
    ...writes,
    count: store.count,
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
