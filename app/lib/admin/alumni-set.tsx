/** Alumni stories in the office's screens: a configuration of the content-set pattern (ADR 021). */
import { ALUMNI_SORTS, alumnusInputSchema } from "../../../common/content/alumni/schema.ts";
import type { Alumnus } from "../../../common/content/alumni/types.ts";
import { AlumnusBody } from "../../components/content/item-bodies.tsx";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import {
  IMAGE_FIELDS,
  isShowing,
  PUBLISH_AT_FIELD,
  publishingState,
  sortChoices,
  statusField,
  WITH_SCHEDULED,
  waitingUntil,
} from "./set-parts.ts";

function AlumnusPreview({ values }: { values: FormValues }) {
  return (
    <AlumnusBody
      person={{
        name: values.name || "Name",
        graduationYear: values.graduationYear ?? "",
        headline: values.headline ?? "",
        bioHtml: values.bioHtml ?? "",
      }}
    />
  );
}

const FIELDS: readonly FieldSpec[] = [
  { name: "name", label: "Name", kind: "text", width: "medium" },
  { name: "graduationYear", label: "Graduation year", hint: "For example, 2012.", kind: "number" },
  {
    name: "headline",
    label: "Headline",
    hint: "What they do now, in a line. For example, Nurse at Penticton Regional Hospital.",
    kind: "text",
    width: "long",
  },
  { name: "bioHtml", label: "Their story", kind: "richtext" },
  ...IMAGE_FIELDS,
  PUBLISH_AT_FIELD,
  statusField("A draft is only seen here. Published stories show on /about/alumni."),
];

export const alumniSet: ContentSetConfig<Alumnus> = {
  accessPoint: "admin-alumni",
  apiPath: "/alumni",
  adminPath: "/admin/alumni",
  names: { plural: "Alumni", singular: "graduate" },
  schema: alumnusInputSchema,
  fields: FIELDS,
  ...fieldConversions<Alumnus>(FIELDS),
  duplicateOf: (values) => ({ ...values, publishAt: "", status: "draft" }),
  titleOf: (person) => person.name,
  publicPath: (person) => (isShowing(person.status, person.publishAt) ? `/about/alumni/${person.id}` : null),
  appearsAt: (person) => waitingUntil(person.status, person.publishAt),
  statuses: WITH_SCHEDULED,
  sorts: sortChoices(ALUMNI_SORTS, {
    "-graduationYear": "Graduation year, newest first",
    graduationYear: "Graduation year, oldest first",
    name: "Name, A to Z",
    "-name": "Name, Z to A",
    "-updatedAt": "Last changed, newest first",
  }),
  searchHint: "Words in the name or headline.",
  columns: [
    { header: "Class of", sortKey: "graduationYear", cell: (person) => String(person.graduationYear) },
    { header: "Status", cell: (person) => publishingState(person.status, person.publishAt) },
  ],
  Preview: AlumnusPreview,
};
