/** Validation of testimonial input and of the list query. */
import { z } from "zod";
import { officeListQuery, pageQuery, publishAt, richText, status, text } from "../schema-parts.ts";

/** The office's sort keys; a leading "-" sorts descending. */
export const TESTIMONIAL_SORTS = ["-updatedAt", "updatedAt", "author", "-author"] as const;

/** q: words in the name, relationship or quote. */
export const testimonialListQuerySchema = z.object({ ...pageQuery, ...officeListQuery(TESTIMONIAL_SORTS) });

export const testimonialInputSchema = z.object({
  author: text("Name", 120),
  relationship: text("Relationship to PCS", 160),
  quote: text("Quote", 600),
  storyHtml: richText("Their story"),
  publishAt,
  status,
});
