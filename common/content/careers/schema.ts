/** Validation of careers postings and of the list query. */
import { z } from "zod";
import {
  calendarDate,
  officeListQuery,
  oneOf,
  optionalDate,
  pageQuery,
  richText,
  status,
  tags,
  text,
} from "../schema-parts.ts";

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "term", "casual"] as const;

/**
 * The office's filter: scheduled, open and closed are published postings before their opening day, between
 * it and their closing day, and after their closing day.
 */
export const CAREER_LIST_STATUSES = ["all", "draft", "published", "scheduled", "open", "closed"] as const;

/** The office's sort keys; a leading "-" sorts descending. */
export const CAREER_SORTS = ["title", "-title", "closingDate", "-closingDate", "updatedAt", "-updatedAt"] as const;

export const careersListQuerySchema = z.object({
  ...pageQuery,
  status: oneOf("Status", CAREER_LIST_STATUSES).optional(),
  employmentType: oneOf("Employment type", EMPLOYMENT_TYPES).optional(),
  /** q: words in the title or department. */
  ...officeListQuery(CAREER_SORTS),
});

const closingMessage =
  "The closing date must be a date like 2027-01-04, or empty when the position is open until filled.";

export const careerInputSchema = z
  .object({
    title: text("Job title", 200),
    department: text("Department", 100),
    employmentType: oneOf("Employment type", EMPLOYMENT_TYPES),
    location: text("Location", 200),
    summary: text("Summary", 500),
    descriptionHtml: richText("About the position"),
    requirementsHtml: richText("What we look for"),
    /** Optional: the page always adds the careers mailbox. */
    howToApplyHtml: richText("How to apply", { required: false }).default(""),
    startDate: calendarDate("The start date"),
    /** The last day applications are taken; empty or null means open until filled. */
    closingDate: optionalDate(closingMessage),
    /** The first day visitors see it (in Vancouver); empty or null means as soon as it is published. */
    opensOn: optionalDate(
      "The opening date must be a date like 2027-01-04, or empty to show the posting as soon as it is published.",
    ),
    tags,
    status,
  })
  .superRefine((posting, ctx) => {
    if (posting.opensOn && posting.closingDate && posting.opensOn > posting.closingDate) {
      ctx.addIssue({
        code: "custom",
        path: ["opensOn"],
        message: "The opening date must be on or before the closing date.",
      });
    }
  });
