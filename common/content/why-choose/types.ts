/** The "why choose PCS" reasons as the API and the pages see them. */
import type { z } from "zod";
import type { ContentMeta, OfficeListOptions, PageRequest, Scheduled, Visibility } from "../types.ts";
import type { WHY_CHOOSE_ICONS, whyChooseInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";

export type WhyChooseIcon = (typeof WHY_CHOOSE_ICONS)[number];

export interface WhyChooseItem extends ContentMeta, Scheduled {
  id: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  bodyHtml: string;
  /** One of WHY_CHOOSE_ICONS: "book", "heart", "people", "mountain", "music", "star". */
  icon: string;
  sortOrder: number;
}

export interface WhyChooseListOptions extends PageRequest, Visibility, OfficeListOptions {}

/** What create() takes; update() takes any of it plus `version`. */
export type WhyChooseInput = z.input<typeof whyChooseInputSchema>;
