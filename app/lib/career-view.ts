/**
 * A careers posting as its public page shows it, built the same way for the page (on the server) and for
 * the office's preview (in the browser), so the preview cannot drift from the page.
 */
import { EMPLOYMENT_TYPE_LABELS } from "../../common/content/careers/labels.ts";
import type { CareerPosting } from "../../common/content/careers/types.ts";
import { site } from "../../common/site.ts";

/** What the page needs of a posting; the preview builds it from the form before anything is saved. */
export type CareerViewSource = Pick<
  CareerPosting,
  | "title"
  | "summary"
  | "department"
  | "employmentType"
  | "location"
  | "startDate"
  | "closingDate"
  | "descriptionHtml"
  | "requirementsHtml"
  | "howToApplyHtml"
  | "isOpen"
>;

/**
 * `today` is the school's date (YYYY-MM-DD): a start date already reached reads "As soon as possible".
 * `formatDay` writes a school day as "December 18, 2026" (the server's and the browser's formatter alike).
 */
export function careerView(posting: CareerViewSource, today: string, formatDay: (day: string) => string) {
  const mailbox = site.mailboxes.careers;
  return {
    title: posting.title,
    summary: posting.summary,
    department: posting.department,
    employmentType: EMPLOYMENT_TYPE_LABELS[posting.employmentType] ?? posting.employmentType,
    location: posting.location,
    closingDate: posting.closingDate,
    closes: posting.closingDate ? formatDay(posting.closingDate) : "Open until filled",
    starts: posting.startDate > today ? formatDay(posting.startDate) : "As soon as possible",
    isOpen: posting.isOpen,
    descriptionHtml: posting.descriptionHtml,
    requirementsHtml: posting.requirementsHtml,
    howToApplyHtml: posting.howToApplyHtml,
    mailbox,
    applyHref: `mailto:${mailbox}?subject=${encodeURIComponent(`Application: ${posting.title}`)}`,
  };
}

export type CareerView = ReturnType<typeof careerView>;
