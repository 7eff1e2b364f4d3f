/** Two versions of one field side by side, as the conflict panel and the history show them. */
import type { FieldSpec } from "~/lib/admin/content-set.ts";
import { differenceExcerpts, readableValue } from "~/lib/admin/form-state.ts";

/** Each version's words, cut at `max` characters where both show their first difference (differenceExcerpts). */
export function versionExcerpts(field: FieldSpec, a: string, b: string, max: number): [string, string] {
  return differenceExcerpts(readableValue(field, a), readableValue(field, b), max);
}

/** One version's words, or "(empty)". */
export function VersionExcerpt({ text }: { text: string }) {
  if (text === "") return <em>(empty)</em>;
  return <>{text}</>;
}
