/** Pieces the content sets' office configurations share. */
import type { Status } from "../../../common/content/types.ts";
import { formatChangedAt } from "./admin-dates.ts";
import type { Choice, FieldSpec } from "./content-set.ts";

/** The list filter of a set with only drafts and published items. */
export const DRAFT_OR_PUBLISHED: readonly Choice[] = [
  { value: "all", label: "Everything" },
  { value: "draft", label: "Drafts" },
  { value: "published", label: "Published" },
];

/** The list filter of a set published at a chosen time: scheduled items are waiting for theirs. */
export const WITH_SCHEDULED: readonly Choice[] = [
  ...DRAFT_OR_PUBLISHED,
  { value: "scheduled", label: "Scheduled (published, appearing later)" },
];

/** A published item's first moment on the site (events, alumni, testimonials, why-choose). */
export const PUBLISH_AT_FIELD: FieldSpec = {
  name: "publishAt",
  label: "Publish at",
  hint: "Penticton time. Leave it empty to show it as soon as it is published; a later time keeps it off the site until then.",
  kind: "datetime",
  optional: true,
  nullable: true,
};

/** True when visitors see the item now: published, and its publishing time (if it has one) has come. */
export function isShowing(status: Status, publishAt: string | null, now = new Date()): boolean {
  return status === "published" && (publishAt === null || new Date(publishAt) <= now);
}

/** A published item's publishing time while it is still ahead (the set's appearsAt); null otherwise. */
export function waitingUntil(status: Status, publishAt: string | null, now = new Date()): string | null {
  return publishAt && status === "published" && !isShowing(status, publishAt, now) ? publishAt : null;
}

/** Draft, scheduled (published with its time still ahead) or published, as the list shows an item. */
export function publishingState(status: Status, publishAt: string | null, now = new Date()): string {
  if (status === "draft") return "Draft";
  const waiting = waitingUntil(status, publishAt, now);
  return waiting ? `Scheduled: ${formatChangedAt(waiting)}` : "Published";
}

/** The Draft/Published choice at the end of every form. */
export function statusField(hint: string): FieldSpec {
  return { name: "status", label: "Status", hint, kind: "status" };
}

/** Words that help people find an item. */
export const TAGS_FIELD: FieldSpec = {
  name: "tags",
  label: "Tags",
  hint: "Words that help people find it, separated by commas.",
  kind: "tags",
  optional: true,
  width: "long",
};

/** A picture from the library (or by its address) and its description. */
export const IMAGE_FIELDS: readonly FieldSpec[] = [
  {
    name: "imageUrl",
    label: "Picture address",
    hint: "Choose one from the pictures, or type an address on this site such as /images/sample/christmas-concert.jpg.",
    kind: "picture",
    width: "long",
    optional: true,
    nullable: true,
  },
  {
    name: "imageAlt",
    label: "Picture description",
    hint: "What the picture shows, for people who cannot see it. Required with a picture.",
    kind: "text",
    width: "long",
    optional: true,
    nullable: true,
  },
];

/** The sort choices with their words, in the order the set lists its keys. */
export function sortChoices<const K extends string>(keys: readonly K[], labels: Record<K, string>): Choice[] {
  return keys.map((value) => ({ value, label: labels[value] }));
}
