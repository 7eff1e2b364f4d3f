/** The editor's decisions that need no screen: checking values with the set's schema, changes, and a 409's choices. */
import type { z } from "zod";
import { type FieldErrors, FORM_ERROR_KEY, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { ApiError, ApiResponseError } from "../api/errors.ts";
import { isRecord } from "../api/is-record.ts";
import type { FieldSpec, FormValues } from "./content-set.ts";
import { blocksOf, blockWords } from "./page-blocks.ts";

/** Rich text the editor left empty reads "<p></p>"; it means the same as "". */
function normalised(value: string | undefined): string {
  const text = value ?? "";
  return text === "<p></p>" ? "" : text;
}

export function sameValue(a: string | undefined, b: string | undefined): boolean {
  return normalised(a) === normalised(b);
}

/** The fields whose values differ between a and b, in the form's order. */
export function differingFields(fields: readonly FieldSpec[], a: FormValues, b: FormValues): FieldSpec[] {
  return fields.filter((field) => !sameValue(a[field.name], b[field.name]));
}

export type Checked = { ok: true; input: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** The values as the API will take them, or the first error per field: the browser runs the server's own schema. */
export function checkValues(schema: z.ZodType, input: Record<string, unknown>): Checked {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, input };
  return { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/** One field that differs between what the administrator typed and what someone else saved first. */
export interface ConflictRow {
  field: FieldSpec;
  mine: string;
  theirs: string;
  /** The other person changed this field (it differs from what this editor started from). */
  changedByThem: boolean;
  /** This administrator changed it too. */
  changedByMe: boolean;
}

export function conflictRows(
  fields: readonly FieldSpec[],
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): ConflictRow[] {
  return differingFields(fields, mine, theirs).map((field) => ({
    field,
    mine: mine[field.name] ?? "",
    theirs: theirs[field.name] ?? "",
    changedByThem: !sameValue(base[field.name], theirs[field.name]),
    changedByMe: !sameValue(base[field.name], mine[field.name]),
  }));
}

export type Choice = "mine" | "theirs";

/**
 * Where each row of a conflict starts: a field only they changed starts on theirs, so saving does not quietly undo
 * a colleague's change to something this administrator never touched; every other field starts on mine.
 */
export function startingChoices(rows: readonly ConflictRow[]): Record<string, Choice> {
  return Object.fromEntries(
    rows.filter((row) => row.changedByThem && !row.changedByMe).map((row) => [row.field.name, "theirs" as const]),
  );
}

/** The merge: every field the administrator keeps as typed, the ones they chose from the other version replaced. */
export function mergeChoices(
  mine: FormValues,
  theirs: FormValues,
  choices: Readonly<Record<string, Choice>>,
): FormValues {
  const merged: Record<string, string> = { ...mine };
  for (const [name, choice] of Object.entries(choices)) {
    if (choice === "theirs") merged[name] = theirs[name] ?? "";
  }
  return merged;
}

/** A value as a sentence can show it: rich text as its words, a choice as its label. */
export function readableValue(field: FieldSpec, value: string): string {
  if (field.kind === "richtext") {
    const words = value
      .replace(/<\/(p|h[1-6]|li|blockquote)>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, " ")
      .trim();
    return words;
  }
  if (field.kind === "status") return value === "published" ? "Published" : "Draft";
  // Whole, not each block's first words: two versions that differ late in a block must read differently.
  if (field.kind === "blocks") return blocksOf(value).map(blockWords).join("; ");
  const option = field.options?.find((choice) => choice.value === value);
  return option?.label ?? value;
}

/**
 * Two versions of a field cut to at most `max` characters each so that they still show where they differ. Cut
 * from their starts when the first difference falls within the cut; otherwise both are cut from a little before
 * it, the cut marked "…" at either end, so "Yours" and "Theirs" never read alike while they differ.
 */
export function differenceExcerpts(a: string, b: string, max: number): [string, string] {
  let first = 0;
  while (first < a.length && first < b.length && a[first] === b[first]) first += 1;
  const fromStart = (text: string) => (text.length > max ? `${text.slice(0, max)}…` : text);
  if (first < max || a === b) return [fromStart(a), fromStart(b)];
  // A few words before the difference, so it is read in its sentence; from a word's start when there is one.
  const context = Math.min(80, Math.floor(max / 4));
  let start = first - context;
  const space = a.lastIndexOf(" ", start);
  if (space > start - 20 && space >= 0) start = space + 1;
  const around = (text: string) => {
    const cut = text.slice(start, start + max);
    return `…${cut}${start + max < text.length ? "…" : ""}`;
  };
  return [around(a), around(b)];
}

/** The field errors a failed call means for this form; a field the form does not show goes to the summary's top. */
export function errorsOf(error: unknown, fieldNames: ReadonlySet<string>): FieldErrors {
  if (error instanceof ApiResponseError && error.status === 429) {
    return { [FORM_ERROR_KEY]: "There have been many changes in a short time. Wait a minute, then save again." };
  }
  if (error instanceof ApiError && error.status === 400 && isRecord(error.response?.data)) {
    const fields = error.response.data.fields;
    if (isRecord(fields)) {
      const errors: Record<string, string> = {};
      for (const [name, message] of Object.entries(fields)) {
        if (typeof message !== "string") continue;
        const key = fieldNames.has(name) ? name : FORM_ERROR_KEY;
        errors[key] ??= message;
      }
      if (Object.keys(errors).length > 0) return errors;
    }
  }
  const message =
    error instanceof Error && error.message ? error.message : "The change could not be saved. Please try again.";
  return { [FORM_ERROR_KEY]: message };
}
