/** Careers postings as the API and the pages see them. */
import type { z } from "zod";
import type { ContentMeta, PageRequest, Visibility } from "../types.ts";
import type { CAREER_LIST_STATUSES, CAREER_SORTS, careerInputSchema, EMPLOYMENT_TYPES } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface CareerPosting extends ContentMeta {
  id: string;
  title: string;
  /** Where the position sits: "Elementary", "High School", "Support Staff"… */
  department: string;
  employmentType: EmploymentType;
  location: string;
  summary: string;
  /** Sanitized HTML. */
  descriptionHtml: string;
  /** Sanitized HTML. */
  requirementsHtml: string;
  /** Sanitized HTML; may be empty (the page then gives only the careers mailbox). */
  howToApplyHtml: string;
  /** YYYY-MM-DD in Vancouver. */
  startDate: string;
  /** YYYY-MM-DD in Vancouver, the last day applications are taken; null: open until filled. */
  closingDate: string | null;
  /** YYYY-MM-DD in Vancouver, the first day visitors see it; null: as soon as it is published. */
  opensOn: string | null;
  tags: string[];
  /** Published, its opening day reached and its closing day not passed (Vancouver): visitors may apply. */
  isOpen: boolean;
}

export interface CareersListOptions extends PageRequest, Visibility {
  employmentType?: EmploymentType;
  /** The office's filter (honoured with includeDrafts): open and closed are published postings. */
  status?: CareerListStatus;
  /** Words in the title or department. */
  q?: string;
  sort?: CareerSort;
}

export type CareerListStatus = (typeof CAREER_LIST_STATUSES)[number];
export type CareerSort = (typeof CAREER_SORTS)[number];

/** What create() takes; update() takes any of it plus `version`. */
export type CareerInput = z.input<typeof careerInputSchema>;
