/** News and announcements in the office's screens: a configuration of the content-set pattern (ADR 021). */
import { NEWS_SORTS, newsInputSchema } from "../../../common/content/news/schema.ts";
import type { NewsItem } from "../../../common/content/news/types.ts";
import { isNewsCategory, NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from "../../../common/content/news-categories.ts";
import { NewsBody } from "../../components/content/item-bodies.tsx";
import { formatChangedAt, formatLongDay, fromSchoolLocal } from "./admin-dates.ts";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import {
  IMAGE_FIELDS,
  isShowing,
  publishingState,
  sortChoices,
  statusField,
  TAGS_FIELD,
  WITH_SCHEDULED,
  waitingUntil,
} from "./set-parts.ts";

function NewsPreview({ values }: { values: FormValues }) {
  const category = isNewsCategory(values.category) ? values.category : "news";
  const publishedAt = values.publishedAt ? fromSchoolLocal(values.publishedAt) : new Date().toISOString();
  const valid = !Number.isNaN(new Date(publishedAt).getTime());
  return (
    <NewsBody
      item={{
        category,
        categoryLabel: NEWS_CATEGORY_LABELS[category].item,
        publishedAt: valid ? publishedAt : "",
        published: valid ? formatLongDay(publishedAt) : "",
        title: values.title || "Title",
        summary: values.summary ?? "",
        imageUrl: values.imageUrl || null,
        imageAlt: values.imageAlt || null,
        bodyHtml: values.bodyHtml ?? "",
      }}
    />
  );
}

const FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", width: "long" },
  {
    name: "category",
    label: "Kind",
    hint: "Announcements are marked in gold on the home page and the news list.",
    kind: "select",
    options: NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value].item })),
  },
  {
    name: "summary",
    label: "Summary",
    hint: "One or two sentences for the lists and search engines.",
    kind: "textarea",
  },
  { name: "bodyHtml", label: "The story", kind: "richtext" },
  ...IMAGE_FIELDS,
  {
    name: "publishedAt",
    label: "Publish at",
    hint: "Penticton time. Leave it empty to publish when you save; a later time keeps it off the site until then.",
    kind: "datetime",
    optional: true,
  },
  {
    name: "expiresAt",
    label: "Take off the home page at",
    hint: "Penticton time. For an announcement that stops mattering, such as a snow day: it leaves the home page then and stays in the news list.",
    kind: "datetime",
    optional: true,
    nullable: true,
  },
  { name: "pinned", label: "Pin to the top of the news list", kind: "checkbox" },
  TAGS_FIELD,
  statusField("A draft is only seen here. A published item shows from its publishing time."),
];

export const newsSet: ContentSetConfig<NewsItem> = {
  accessPoint: "admin-news",
  apiPath: "/news",
  adminPath: "/admin/news",
  names: { plural: "News and announcements", singular: "news item" },
  schema: newsInputSchema,
  fields: FIELDS,
  ...fieldConversions<NewsItem>(FIELDS),
  duplicateOf: (values) => ({ ...values, publishedAt: "", expiresAt: "", pinned: "false", status: "draft" }),
  titleOf: (item) => item.title,
  publicPath: (item) => (isShowing(item.status, item.publishedAt) ? `/events/news-and-announcements/${item.id}` : null),
  appearsAt: (item) => waitingUntil(item.status, item.publishedAt),
  statuses: WITH_SCHEDULED,
  sorts: sortChoices(NEWS_SORTS, {
    "-publishedAt": "Publishing time, newest first",
    publishedAt: "Publishing time, oldest first",
    "-updatedAt": "Last changed, newest first",
    title: "Title, A to Z",
    "-title": "Title, Z to A",
  }),
  searchHint: "Words in the title or summary.",
  columns: [
    { header: "Kind", cell: (item) => NEWS_CATEGORY_LABELS[item.category].item },
    { header: "Status", cell: (item) => publishingState(item.status, item.publishedAt) },
    { header: "Publishing time", sortKey: "publishedAt", cell: (item) => formatChangedAt(item.publishedAt) },
  ],
  Preview: NewsPreview,
};
