/** Validation of news input and of the list query. */
import { z } from "zod";
import { NEWS_CATEGORIES } from "../news-categories.ts";
import {
  checkImageAlt,
  flag,
  imageFields,
  instant,
  officeListQuery,
  oneOf,
  pageQuery,
  richText,
  status,
  tags,
  text,
} from "../schema-parts.ts";

/** The office's sort keys; a leading "-" sorts descending. */
export const NEWS_SORTS = ["-publishedAt", "publishedAt", "-updatedAt", "title", "-title"] as const;

/** The office's filter: scheduled items are published ones whose publishing time is still ahead. */
export const NEWS_LIST_STATUSES = ["all", "draft", "published", "scheduled"] as const;

/** q: words in the title or summary. */
export const newsListQuerySchema = z.object({
  ...pageQuery,
  status: oneOf("Status", NEWS_LIST_STATUSES).optional(),
  category: oneOf("Category", NEWS_CATEGORIES).optional(),
  ...officeListQuery(NEWS_SORTS),
});

export const newsInputSchema = z
  .object({
    title: text("Title", 200),
    summary: text("Summary", 500),
    bodyHtml: richText("The story"),
    category: oneOf("Category", NEWS_CATEGORIES).default("news"),
    ...imageFields,
    pinned: flag("Pinned"),
    /** The service fills in its clock's now when left out; a future date schedules the item. */
    publishedAt: instant.optional(),
    /** After this instant the item leaves the home page (it stays in the news list); null keeps it. */
    expiresAt: instant.nullish().transform((value) => value ?? null),
    tags,
    status,
  })
  .superRefine(checkImageAlt)
  .superRefine((item, ctx) => {
    if (item.expiresAt && item.publishedAt && item.expiresAt <= item.publishedAt) {
      ctx.addIssue({
        code: "custom",
        path: ["expiresAt"],
        message: "The time it leaves the home page must be after its publishing time.",
      });
    }
  });
