/**
 * A small office form that is not a content set (invite someone, change one's password): the form's values
 * checked with the API's own schema, sent, and on failure the errors by field for the GOV.UK summary.
 * The content sets have their own editor (ADR 021); this is the same idea for a form of a few fields. One press
 * at a time (useOnePress, ADR 060): the form waits until `onDone` has finished too, so it can hold the button
 * until the screen shows the outcome (its reload).
 */
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useOnePress } from "~/lib/forms/one-press.ts";
import { type FieldErrors, fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { errorsOf } from "./form-state.ts";

export function useOfficeForm<S extends z.ZodType, R = unknown>(
  schema: S,
  fields: readonly string[],
  send: (data: z.output<S>) => Promise<R>,
  /** After a send the server took; a promise it returns (the screen's reload) holds the button until it ends. */
  onDone: (data: z.output<S>, answer: R) => unknown,
  /** A setting's form keeps what was chosen (it is what is saved now); a form that makes something is emptied. */
  { emptyWhenDone = true }: { emptyWhenDone?: boolean } = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Changes on every failed attempt, so the error summary takes focus each time. */
  const [attempt, setAttempt] = useState(0);
  const press = useOnePress();

  const fail = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Kept now: React clears currentTarget once the handler has returned, i.e. at the first await.
    const form = event.currentTarget;
    press.run(async () => {
      const checked = schema.safeParse(Object.fromEntries(new FormData(form)));
      if (!checked.success) {
        fail(fieldErrorsOf(checked.error.issues));
        return;
      }
      let answer: R;
      try {
        answer = await send(checked.data);
      } catch (failure) {
        fail(errorsOf(failure, new Set(fields)));
        return;
      }
      setErrors({});
      // Emptied in place, not remounted: a new form would be a new button too, and the focus on the old one
      // would fall to the page's body.
      if (emptyWhenDone) form.reset();
      // The server took it: what fails after this (the screen's reload) is not this form's to show. A loader's
      // failure is the route's error boundary's; the promise only holds the button until then.
      await onDone(checked.data, answer);
    });
  }

  return { errors, attempt, busy: press.busy, onSubmit };
}
