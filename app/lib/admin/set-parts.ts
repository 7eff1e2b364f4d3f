/** Pieces the content sets' office configurations share. */
import type { Choice, FieldSpec } from "./content-set.ts";

/** The list filter of a set with only drafts and published items. */
export const DRAFT_OR_PUBLISHED: readonly Choice[] = [
  { value: "all", label: "Everything" },
  { value: "draft", label: "Drafts" },
  { value: "published", label: "Published" },
];

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
