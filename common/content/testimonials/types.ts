/** Testimonials from families, students and alumni, as the API and the pages see them. */
import type { z } from "zod";
import type { ContentMeta, OfficeListOptions, PageRequest, Scheduled, Visibility } from "../types.ts";
import type { testimonialInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";

export interface Testimonial extends ContentMeta, Scheduled {
  id: string;
  author: string;
  /** How the author knows the school, e.g. "Parent of a Grade 4 student". */
  relationship: string;
  /** Plain text, shown as a pull quote. */
  quote: string;
  /** Sanitized HTML. */
  storyHtml: string;
}

export interface TestimonialListOptions extends PageRequest, Visibility, OfficeListOptions {}

/** What create() takes; update() takes any of it plus `version`. */
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
