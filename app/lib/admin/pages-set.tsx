/** The site's pages in the office's screens: a configuration of the content-set pattern (ADR 021) with a block editor. */
import { menuPlaceChoices, PAGE_SECTIONS, PAGE_SORTS, pageInputSchema } from "../../../common/pages/page-schema.ts";
import type { PageRecord } from "../../../common/pages/types.ts";
import { PageBlocks } from "../../components/page-blocks.tsx";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import { blocksOf } from "./page-blocks.ts";
import { DRAFT_OR_PUBLISHED, sortChoices, statusField } from "./set-parts.ts";

function PagePreview({ values }: { values: FormValues }) {
  return (
    <>
      <h1>{values.heading || "Heading"}</h1>
      <p className="lead">{values.lead}</p>
      <PageBlocks blocks={blocksOf(values.blocks)} />
    </>
  );
}

/** The address, title and menu place are chosen for a page the office adds; a page of the spec keeps its own. */
const added = (values: FormValues) => values.fixed !== "true";

const FIELDS: readonly FieldSpec[] = [
  { name: "fixed", label: "", kind: "hidden" },
  {
    name: "title",
    label: "Title",
    hint: "A few words for the menu, the browser tab and search results, like Bus Routes.",
    kind: "text",
    width: "medium",
    shownIf: added,
  },
  {
    name: "section",
    label: "Section",
    kind: "select",
    options: PAGE_SECTIONS.map((section) => ({ value: section, label: section })),
    shownIf: added,
  },
  {
    name: "path",
    label: "Address",
    hint: "Where the page lives: the section, then lower-case words joined by hyphens, like /admissions/bus-routes.",
    kind: "text",
    width: "long",
    shownIf: added,
  },
  {
    name: "menuPlace",
    label: "Place in the menu",
    hint: "Where the page is listed in its section's menu. Pages not in the menu are still found by search and the site map.",
    kind: "select",
    options: menuPlaceChoices(),
    shownIf: added,
  },
  {
    name: "description",
    label: "Description for search engines",
    hint: "One sentence that search engines and link previews show. At most 300 characters.",
    kind: "textarea",
    optional: true,
    shownIf: added,
  },
  { name: "heading", label: "Heading", hint: "The large title at the top of the page.", kind: "text", width: "long" },
  { name: "lead", label: "Introduction", hint: "One or two sentences under the heading.", kind: "textarea" },
  {
    name: "blocks",
    label: "The page's blocks, in order",
    hint: "Each block is a paragraph, a heading, a table or another part of the page. Move them with the buttons; Preview shows the page as it will look.",
    kind: "blocks",
  },
  {
    ...statusField("A draft is only seen here. A published page is on the website at its address, and in its menu."),
    shownIf: added,
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
  duplicateOf: (values) => ({ ...values, fixed: "", title: "", path: "", menuPlace: "none", status: "draft" }),
  titleOf: (page) => page.title,
  publicPath: (page) => (page.status === "published" ? page.path : null),
  statuses: DRAFT_OR_PUBLISHED,
  sorts: sortChoices(PAGE_SORTS, {
    path: "Address, A to Z",
    "-updatedAt": "Last changed, newest first",
    heading: "Heading, A to Z",
  }),
  searchHint: "Words in the heading, the introduction or the address.",
  columns: [
    { header: "Address", sortKey: "path", cell: (page) => page.path },
    {
      header: "Status",
      cell: (page) =>
        page.fixed ? "Published (a page of the site)" : page.status === "published" ? "Published" : "Draft",
    },
  ],
  isFixed: (page) => page.fixed,
  Preview: PagePreview,
};
