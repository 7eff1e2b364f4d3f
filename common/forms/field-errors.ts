/**
 * The one way field errors are built, on both sides: `{ field: first message }`, keyed by the top-level
 * field name, the VALIDATION shape of DESIGN.md. A problem with the input as a whole (not an object,
 * fields that contradict each other) goes under FORM_ERROR_KEY.
 */

/** `{ field: first message }`. */
export type FieldErrors = Record<string, string>;

/** Where an error about the whole input goes: "_" is never a field's name. */
export const FORM_ERROR_KEY = "_";

/** What zod's issues (classic and mini) and Fastify's schema errors have in common. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per top-level field, in the order the issues came. */
export function fieldErrorsOf(issues: readonly FieldIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}
