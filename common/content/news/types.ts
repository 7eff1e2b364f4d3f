/** News and announcements as the API and the pages see them. */
import type { z } from "zod";
import type { NewsCategory } from "../news-categories.ts";
import type { ContentMeta, OfficeListOptions, PageRequest, Visibility } from "../types.ts";
import type { newsInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";
export type { NewsCategory };

export interface NewsItem extends ContentMeta {
  id: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  bodyHtml: string;
  category: NewsCategory;
  imageUrl: string | null;
  imageAlt: string | null;
  pinned: boolean;
  /** ISO instant; visitors never see items whose publishedAt is still in the future. */
  publishedAt: string;
  /** ISO instant after which the item leaves the home page (it stays in the news list); null keeps it there. */
  expiresAt: string | null;
  tags: string[];
}

export interface NewsListOptions extends PageRequest, Visibility, OfficeListOptions {
  category?: NewsCategory;
  /** Only items that have not reached their expiry: what the home page shows. */
  current?: boolean;
}

/** What create() takes; update() takes any of it plus `version`. */
export type NewsInput = z.input<typeof newsInputSchema>;
