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

/** q: words in the title or summary. */
export const newsListQuerySchema = z.object({
  ...pageQuery,
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
