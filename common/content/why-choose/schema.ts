/** Validation of why-choose input and of the list query. */
import { z } from "zod";
import { officeListQuery, oneOf, pageQuery, publishAt, richText, status, text } from "../schema-parts.ts";

/** The line icons the site draws; a new one needs its drawing first. */
export const WHY_CHOOSE_ICONS = ["book", "heart", "people", "mountain", "music", "star"] as const;

/** The office's sort keys; a leading "-" sorts descending. */
export const WHY_CHOOSE_SORTS = ["sortOrder", "-updatedAt", "title", "-title"] as const;

/** q: words in the title or summary. */
export const whyChooseListQuerySchema = z.object({ ...pageQuery, ...officeListQuery(WHY_CHOOSE_SORTS) });

const orderMessage = "Order must be a whole number from 0 to 1000.";

export const whyChooseInputSchema = z.object({
  title: text("Title", 120),
  summary: text("Summary", 400),
  bodyHtml: richText("The text"),
  icon: oneOf("Icon", WHY_CHOOSE_ICONS),
  sortOrder: z
    .number({ error: orderMessage })
    .int(orderMessage)
    .min(0, orderMessage)
    .max(1000, orderMessage)
    .default(0),
  publishAt,
  status,
});
