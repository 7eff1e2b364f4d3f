/** Testimonials in the office's screens: a configuration of the content-set pattern (ADR 021). */
import { TESTIMONIAL_SORTS, testimonialInputSchema } from "../../../common/content/testimonials/schema.ts";
import type { Testimonial } from "../../../common/content/testimonials/types.ts";
import { TestimonialBody } from "../../components/content/item-bodies.tsx";
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

function TestimonialPreview({ values }: { values: FormValues }) {
  return (
    <TestimonialBody
      item={{
        author: values.author || "Name",
        relationship: values.relationship ?? "",
        quote: values.quote ?? "",
        storyHtml: values.storyHtml ?? "",
      }}
    />
  );
}

const FIELDS: readonly FieldSpec[] = [
  { name: "author", label: "Name", hint: "As the family would like it shown.", kind: "text", width: "medium" },
  {
    name: "relationship",
    label: "Relationship to PCS",
    hint: "For example, Parent of a Grade 5 student.",
    kind: "text",
    width: "long",
  },
  { name: "quote", label: "Quote", hint: "A sentence or two, without quotation marks.", kind: "textarea" },
  { name: "storyHtml", label: "Their story", kind: "richtext" },
  PUBLISH_AT_FIELD,
  statusField("A draft is only seen here. Published testimonials show on the admissions pages."),
];

export const testimonialsSet: ContentSetConfig<Testimonial> = {
  accessPoint: "admin-testimonials",
  apiPath: "/testimonials",
  adminPath: "/admin/testimonials",
  names: { plural: "Testimonials", singular: "testimonial" },
  schema: testimonialInputSchema,
  fields: FIELDS,
  ...fieldConversions<Testimonial>(FIELDS),
  duplicateOf: (values) => ({ ...values, publishAt: "", status: "draft" }),
  titleOf: (item) => item.author,
  publicPath: (item) => (isShowing(item.status, item.publishAt) ? `/testimonials/${item.id}` : null),
  appearsAt: (item) => waitingUntil(item.status, item.publishAt),
  statuses: WITH_SCHEDULED,
  sorts: sortChoices(TESTIMONIAL_SORTS, {
    "-updatedAt": "Last changed, newest first",
    updatedAt: "Last changed, oldest first",
    author: "Name, A to Z",
    "-author": "Name, Z to A",
  }),
  searchHint: "Words in the name, relationship or quote.",
  columns: [
    { header: "Relationship", cell: (item) => item.relationship },
    { header: "Status", cell: (item) => publishingState(item.status, item.publishAt) },
  ],
  Preview: TestimonialPreview,
};
