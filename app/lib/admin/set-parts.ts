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

/** A picture by its address and its description; uploading comes with the media library. */
export const IMAGE_FIELDS: readonly FieldSpec[] = [
  {
    name: "imageUrl",
    label: "Picture address",
    hint: "A path on this site such as /media/sample/spring-concert.jpg, or a web address.",
    kind: "text",
    width: "long",
    optional: true,
  },
  {
    name: "imageAlt",
    label: "Picture description",
    hint: "What the picture shows, for people who cannot see it. Required with a picture.",
    kind: "text",
    width: "long",
    optional: true,
  },
];

/** A whole number as the form holds it (text) for the schema; other text is left for the schema to name. */
export function wholeNumber(value: string | undefined): number | string {
  const text = (value ?? "").trim();
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** Tags as the form holds them: "maths, grade 4". */
export function tagsOf(line: string | undefined): string[] {
  return (line ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** The sort choices with their words, in the order the set lists its keys. */
export function sortChoices<const K extends string>(keys: readonly K[], labels: Record<K, string>): Choice[] {
  return keys.map((value) => ({ value, label: labels[value] }));
}
