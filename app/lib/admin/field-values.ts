/**
 * How each kind of field turns a stored item's value into the form's text and the form's text into what the
 * API takes, so a set's configuration lists its fields and nothing else (ADR 021).
 */
import type { OccurrenceChange } from "../../../common/content/events/recurrence.ts";
import { fromSchoolLocal, toSchoolLocal } from "./admin-dates.ts";
import type { AdminItem, FieldSpec, FormValues } from "./content-set.ts";
import { blocksOf } from "./page-blocks.ts";

/** Tags as the form holds them: "maths, grade 4". */
export function tagsOf(line: string | undefined): string[] {
  return (line ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** A whole number for the schema; other text is left for the schema to name. */
export function wholeNumber(value: string | undefined): number | string {
  const text = (value ?? "").trim();
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The changes as the form holds them (JSON text of the API's occurrenceChanges). */
export function changesOf(text: string | undefined): OccurrenceChange[] {
  try {
    const parsed: unknown = JSON.parse(text || "[]");
    return Array.isArray(parsed) ? (parsed as OccurrenceChange[]) : [];
  } catch {
    return [];
  }
}

function emptyValue(field: FieldSpec): string {
  if (field.empty !== undefined) return field.empty;
  if (field.kind === "status") return "draft";
  if (field.kind === "checkbox") return "false";
  if (field.kind === "occurrences" || field.kind === "blocks") return "[]";
  if (field.kind === "select") return field.options?.[0]?.value ?? "";
  return "";
}

function formValue(field: FieldSpec, stored: unknown): string {
  if (stored === null || stored === undefined) return "";
  if (field.kind === "tags") return Array.isArray(stored) ? stored.join(", ") : String(stored);
  if (field.kind === "checkbox") return stored === true ? "true" : "false";
  if (field.kind === "occurrences" || field.kind === "blocks") return JSON.stringify(stored);
  if (field.kind === "datetime") return toSchoolLocal(String(stored));
  return String(stored);
}

function inputValue(field: FieldSpec, value: string): unknown {
  if (field.kind === "tags") return tagsOf(value);
  if (field.kind === "checkbox") return value === "true";
  if (field.nullable && value.trim() === "") return null;
  if (field.kind === "number") return wholeNumber(value);
  if (field.kind === "occurrences") return changesOf(value);
  if (field.kind === "blocks") return blocksOf(value);
  if (field.kind === "datetime") return fromSchoolLocal(value);
  return value;
}

/** A set's three conversions, from its fields: a new item's values, a stored item's, and the API's input. */
export function fieldConversions<E extends AdminItem>(fields: readonly FieldSpec[]) {
  return {
    emptyValues: (): FormValues => Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)])),
    valuesOf: (item: E): FormValues => {
      const stored = item as unknown as Record<string, unknown>;
      return Object.fromEntries(fields.map((field) => [field.name, formValue(field, stored[field.name])]));
    },
    inputOf: (values: FormValues): Record<string, unknown> => {
      const input: Record<string, unknown> = {};
      for (const field of fields) {
        // What the form does not show is not sent: a page of the spec has no address to choose.
        if (field.kind === "hidden" || !(field.shownIf?.(values) ?? true)) continue;
        const value = values[field.name] ?? emptyValue(field);
        // An empty publishing time is left out, so the API uses its own clock's now.
        if (field.kind === "datetime" && value.trim() === "" && !field.nullable) continue;
        input[field.name] = inputValue(field, value);
      }
      return input;
    },
  };
}
