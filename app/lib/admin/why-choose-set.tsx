/** "Why choose PCS" reasons in the office's screens: a configuration of the content-set pattern (ADR 021). */
import { WHY_CHOOSE_ICONS, WHY_CHOOSE_SORTS, whyChooseInputSchema } from "../../../common/content/why-choose/schema.ts";
import type { WhyChooseItem } from "../../../common/content/why-choose/types.ts";
import { WhyChooseEntry } from "../../components/content/item-bodies.tsx";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import {
  isShowing,
  PUBLISH_AT_FIELD,
  publishingState,
  sortChoices,
  statusField,
  WITH_SCHEDULED,
  waitingUntil,
} from "./set-parts.ts";

const ICON_LABELS: Record<(typeof WHY_CHOOSE_ICONS)[number], string> = {
  book: "Book",
  heart: "Heart",
  people: "People",
  mountain: "Mountain",
  music: "Music",
  star: "Star",
};

function WhyChoosePreview({ values }: { values: FormValues }) {
  return (
    <WhyChooseEntry
      item={{
        id: "preview",
        icon: values.icon || "star",
        title: values.title || "Title",
        summary: values.summary ?? "",
        bodyHtml: values.bodyHtml ?? "",
      }}
    />
  );
}

const FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", hint: "A few words, for example Small classes.", kind: "text", width: "long" },
  {
    name: "summary",
    label: "Summary",
    hint: "One sentence under the title. At most 400 characters.",
    kind: "textarea",
  },
  { name: "bodyHtml", label: "Text", kind: "richtext" },
  {
    name: "icon",
    label: "Icon",
    kind: "select",
    options: WHY_CHOOSE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })),
  },
  {
    name: "sortOrder",
    label: "Place on the page",
    hint: "A whole number from 0 to 1000: lower numbers come first.",
    kind: "number",
    empty: "100",
  },
  PUBLISH_AT_FIELD,
  statusField("A draft is only seen here. Published reasons show on /admissions/why-choose-pcs."),
];

export const whyChooseSet: ContentSetConfig<WhyChooseItem> = {
  accessPoint: "admin-why-choose",
  apiPath: "/why-choose",
  adminPath: "/admin/why-choose",
  names: { plural: "Why choose PCS", singular: "reason" },
  schema: whyChooseInputSchema,
  fields: FIELDS,
  ...fieldConversions<WhyChooseItem>(FIELDS),
  duplicateOf: (values) => ({ ...values, publishAt: "", status: "draft" }),
  titleOf: (item) => item.title,
  publicPath: (item) => (isShowing(item.status, item.publishAt) ? "/admissions/why-choose-pcs" : null),
  appearsAt: (item) => waitingUntil(item.status, item.publishAt),
  statuses: WITH_SCHEDULED,
  sorts: sortChoices(WHY_CHOOSE_SORTS, {
    sortOrder: "Place on the page",
    "-updatedAt": "Last changed, newest first",
    title: "Title, A to Z",
    "-title": "Title, Z to A",
  }),
  searchHint: "Words in the title or summary.",
  columns: [
    { header: "Place", sortKey: "sortOrder", cell: (item) => String(item.sortOrder) },
    { header: "Status", cell: (item) => publishingState(item.status, item.publishAt) },
  ],
  Preview: WhyChoosePreview,
};
