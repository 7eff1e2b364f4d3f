/** Typed errors the content services throw, so routes can answer 400 and 409 without guessing. */
import type { z } from "zod";

/** An update carried a version that is no longer the stored one: someone else saved first. */
export class VersionConflictError extends Error {
  readonly code = "VERSION_CONFLICT";
  constructor(readonly currentVersion: number) {
    super("This item was changed by someone else. Reload it to see their changes, then edit again.");
    this.name = "VersionConflictError";
  }
}

/** Input that does not pass the set's schema; `fields` maps each field to its first message. */
export class ValidationError extends Error {
  readonly code = "VALIDATION";
  constructor(readonly fields: Record<string, string>) {
    super(`Invalid input: ${Object.keys(fields).join(", ")}`);
    this.name = "ValidationError";
  }
}

/** `{ field: message }` from a zod error, the first message per field (`_` for the whole object). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".") || "_";
    fields[name] ??= issue.message;
  }
  return fields;
}

/** Parses with a schema, throwing ValidationError instead of a ZodError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
