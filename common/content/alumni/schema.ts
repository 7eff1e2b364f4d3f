/** Validation of alumni input and of the list query. */
import { z } from "zod";
import {
  checkImageAlt,
  imageFields,
  officeListQuery,
  pageQuery,
  publishAt,
  richText,
  status,
  text,
} from "../schema-parts.ts";

/** The office's sort keys; a leading "-" sorts descending. */
export const ALUMNI_SORTS = ["-graduationYear", "graduationYear", "name", "-name", "-updatedAt"] as const;

/** q: words in the name or headline. */
export const alumniListQuerySchema = z.object({ ...pageQuery, ...officeListQuery(ALUMNI_SORTS) });

const yearMessage = "Graduation year must be a year from 1978 (when PCS opened) to 2100.";

export const alumnusInputSchema = z
  .object({
    name: text("Name", 120),
    graduationYear: z.number({ error: yearMessage }).int(yearMessage).min(1978, yearMessage).max(2100, yearMessage),
    headline: text("Headline", 200),
    bioHtml: richText("Their story"),
    ...imageFields,
    publishAt,
    status,
  })
  .superRefine(checkImageAlt);
