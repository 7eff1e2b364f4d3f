/** Validation of testimonial input and of the list query. */
import { z } from "zod";
import { pageQuery, richText, status, text } from "../schema-parts.ts";

export const testimonialListQuerySchema = z.object({ ...pageQuery });

export const testimonialInputSchema = z.object({
  author: text("Name", 120),
  relationship: text("Relationship to PCS", 160),
  quote: text("Quote", 600),
  storyHtml: richText("The story"),
  status,
});
