/** Careers postings in the office's screens: the first configuration of the content-set pattern (ADR 021). */
import { EMPLOYMENT_TYPE_LABELS } from "../../../common/content/careers/labels.ts";
import { type CAREER_SORTS, careerInputSchema, EMPLOYMENT_TYPES } from "../../../common/content/careers/schema.ts";
import type { CareerPosting, EmploymentType } from "../../../common/content/careers/types.ts";
import { CareerPostingBody } from "../../components/careers/career-posting-body.tsx";
import { careerView } from "../career-view.ts";
import { formatSchoolDay, schoolToday } from "./admin-dates.ts";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import { statusField, TAGS_FIELD } from "./set-parts.ts";

/** Draft, scheduled, open or closed, as the list shows a posting. */
export function postingState(posting: Pick<CareerPosting, "status" | "isOpen" | "opensOn">): string {
  if (posting.status === "draft") return "Draft";
  if (posting.isOpen) return "Open";
  if (posting.opensOn && posting.opensOn > schoolToday()) return `Scheduled: opens ${formatSchoolDay(posting.opensOn)}`;
  return "Closed";
}

function isEmploymentType(value: string): value is EmploymentType {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

const sortLabels: Record<(typeof CAREER_SORTS)[number], string> = {
  "-updatedAt": "Last changed, newest first",
  updatedAt: "Last changed, oldest first",
  title: "Title, A to Z",
  "-title": "Title, Z to A",
  closingDate: "Closing date, soonest first",
  "-closingDate": "Closing date, latest first",
};

function CareerPreview({ values }: { values: FormValues }) {
  const today = schoolToday();
  const closingDate = values.closingDate || null;
  const opensOn = values.opensOn || null;
  const employmentType = values.employmentType ?? "";
  const view = careerView(
    {
      title: values.title || "Untitled posting",
      summary: values.summary ?? "",
      department: values.department ?? "",
      employmentType: isEmploymentType(employmentType) ? employmentType : "full-time",
      location: values.location ?? "",
      startDate: values.startDate ?? "",
      closingDate,
      descriptionHtml: values.descriptionHtml ?? "",
      requirementsHtml: values.requirementsHtml ?? "",
      howToApplyHtml: values.howToApplyHtml ?? "",
      // How the page will look once published and open: "closed" only when its closing day has passed.
      isOpen: closingDate === null || closingDate >= today || (opensOn !== null && opensOn > today),
    },
    today,
    (day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatSchoolDay(day) : day),
  );
  return <CareerPostingBody posting={view} />;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Job title", hint: "For example, Grade 4 Teacher.", kind: "text", width: "long" },
  {
    name: "department",
    label: "Department",
    hint: "For example, Elementary or Support Staff.",
    kind: "text",
    width: "medium",
  },
  {
    name: "employmentType",
    label: "Type of position",
    kind: "select",
    options: EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] })),
  },
  {
    name: "location",
    label: "Location",
    hint: "Where the work is, for example the Penticton campus.",
    kind: "text",
    width: "long",
  },
  {
    name: "summary",
    label: "Summary",
    hint: "One or two sentences for the list of positions and for search engines. At most 500 characters.",
    kind: "textarea",
  },
  { name: "descriptionHtml", label: "About the position", hint: "The work and the team.", kind: "richtext" },
  { name: "requirementsHtml", label: "What we look for", hint: "Qualifications and experience.", kind: "richtext" },
  {
    name: "howToApplyHtml",
    label: "How to apply",
    hint: "Anything beyond e-mailing the careers mailbox, which the page always gives.",
    kind: "richtext",
    optional: true,
  },
  {
    name: "startDate",
    label: "Start date",
    hint: "A date already reached shows as “As soon as possible”.",
    kind: "date",
  },
  {
    name: "closingDate",
    label: "Closing date",
    hint: "The last day applications are taken. Leave it empty when the position is open until filled.",
    kind: "date",
    optional: true,
    nullable: true,
  },
  {
    name: "opensOn",
    label: "Opening date",
    hint: "The first day the posting shows on the website. Leave it empty to show it as soon as it is published.",
    kind: "date",
    optional: true,
    nullable: true,
  },
  TAGS_FIELD,
  statusField("A draft is only seen here. A published posting shows on the careers page until its closing date."),
];

export const careersSet: ContentSetConfig<CareerPosting> = {
  accessPoint: "admin-careers",
  apiPath: "/careers",
  adminPath: "/admin/careers",
  names: { plural: "Careers postings", singular: "posting" },
  schema: careerInputSchema,
  fields: FIELDS,
  ...fieldConversions<CareerPosting>(FIELDS),
  duplicateOf: (values) => ({ ...values, startDate: "", closingDate: "", opensOn: "", status: "draft" }),
  titleOf: (posting) => posting.title,
  // A draft, or a posting whose opening day is ahead, has no public page yet.
  publicPath: (posting) =>
    posting.status === "published" && !(posting.opensOn && posting.opensOn > schoolToday())
      ? `/careers/${posting.id}`
      : null,
  appearsAt: (posting) =>
    posting.status === "published" && posting.opensOn && posting.opensOn > schoolToday() ? posting.opensOn : null,
  stateOf: (posting) => postingState(posting),
  statuses: [
    { value: "all", label: "All postings" },
    { value: "draft", label: "Drafts" },
    { value: "scheduled", label: "Scheduled (published, opening later)" },
    { value: "open", label: "Open (published, taking applications)" },
    { value: "closed", label: "Closed (published, past the closing date)" },
  ],
  sorts: (["-updatedAt", "updatedAt", "title", "-title", "closingDate", "-closingDate"] as const).map((value) => ({
    value,
    label: sortLabels[value],
  })),
  searchHint: "Words in the job title or department.",
  columns: [
    { header: "Status", cell: (posting) => postingState(posting) },
    {
      header: "Closing date",
      sortKey: "closingDate",
      cell: (posting) => (posting.closingDate ? formatSchoolDay(posting.closingDate) : "Open until filled"),
    },
  ],
  Preview: CareerPreview,
};
