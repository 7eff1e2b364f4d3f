/** Validation of news input and of the list query. */
import { z } from "zod";
import { NEWS_CATEGORIES } from "../news-categories.ts";
import {
  checkImageAlt,
  flag,
  imageFields,
  instant,
  oneOf,
  pageQuery,
  richText,
  status,
  tags,
  text,
} from "../schema-parts.ts";

export const newsListQuerySchema = z.object({
  ...pageQuery,
  category: oneOf("Category", NEWS_CATEGORIES).optional(),
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
    tags,
    status,
  })
  .superRefine(checkImageAlt);
