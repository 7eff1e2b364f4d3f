/**
 * A small office form that is not a content set (invite someone, change one's password): the form's values
 * checked with the API's own schema, sent, and on failure the errors by field for the GOV.UK summary.
 * The content sets have their own editor (ADR 021); this is the same idea for a form of a few fields.
 */
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { errorsOf } from "./form-state.ts";

export function useOfficeForm<S extends z.ZodType, R = unknown>(
  schema: S,
  fields: readonly string[],
  send: (data: z.output<S>) => Promise<R>,
  onDone: (data: z.output<S>, answer: R) => void,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Changes on every failed attempt, so the error summary takes focus each time. */
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const fail = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Kept now: React clears currentTarget once the handler has returned, i.e. at the first await.
    const form = event.currentTarget;
    const checked = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (!checked.success) {
      fail(fieldErrorsOf(checked.error.issues));
      return;
    }
    setBusy(true);
    try {
      const answer = await send(checked.data);
      setErrors({});
      // Emptied in place, not remounted: a new form would be a new button too, and the focus on the old one
      // would fall to the page's body.
      form.reset();
      onDone(checked.data, answer);
    } catch (failure) {
      fail(errorsOf(failure, new Set(fields)));
    } finally {
      setBusy(false);
    }
  }

  return { errors, attempt, busy, onSubmit };
}
