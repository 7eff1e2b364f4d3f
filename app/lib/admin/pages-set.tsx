/** The site's pages in the office's screens: a configuration of the content-set pattern (ADR 021) with a block editor. */
import { PAGE_SORTS, pageInputSchema } from "../../../common/pages/page-schema.ts";
import type { PageRecord } from "../../../common/pages/types.ts";
import { PageBlocks } from "../../components/page-blocks.tsx";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import { blocksOf } from "./page-blocks.ts";
import { DRAFT_OR_PUBLISHED, sortChoices } from "./set-parts.ts";

function PagePreview({ values }: { values: FormValues }) {
  return (
    <>
      <h1>{values.heading || "Heading"}</h1>
      <p className="lead">{values.lead}</p>
      <PageBlocks blocks={blocksOf(values.blocks)} />
    </>
  );
}

const FIELDS: readonly FieldSpec[] = [
  { name: "heading", label: "Heading", hint: "The large title at the top of the page.", kind: "text", width: "long" },
  { name: "lead", label: "Introduction", hint: "One or two sentences under the heading.", kind: "textarea" },
  {
    name: "blocks",
    label: "The page's blocks, in order",
    hint: "Each block is a paragraph, a heading, a table or another part of the page. Move them with the buttons; Preview shows the page as it will look.",
    kind: "blocks",
  },
];

export const pagesSet: ContentSetConfig<PageRecord> = {
  accessPoint: "admin-pages",
  apiPath: "/pages",
  adminPath: "/admin/pages",
  names: { plural: "Pages", singular: "page" },
  schema: pageInputSchema,
  fields: FIELDS,
  ...fieldConversions<PageRecord>(FIELDS),
  duplicateOf: (values) => values,
  titleOf: (page) => page.title,
  publicPath: (page) => page.path,
  statuses: DRAFT_OR_PUBLISHED,
  sorts: sortChoices(PAGE_SORTS, {
    path: "Address, A to Z",
    "-updatedAt": "Last changed, newest first",
    heading: "Heading, A to Z",
  }),
  searchHint: "Words in the heading, the introduction or the address.",
  columns: [{ header: "Address", sortKey: "path", cell: (page) => page.path }],
  fixedItems: true,
  Preview: PagePreview,
};
