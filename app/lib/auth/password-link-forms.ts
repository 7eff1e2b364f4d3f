/** The two public forms about passwords (forgot, and set from an e-mailed link): their calls and their errors. */
import { useEffect, useRef } from "react";
import type { Problem } from "~/components/forms/form-parts.tsx";
import { errorsOf } from "~/lib/admin/form-state.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { FORM_ERROR_KEY } from "../../../common/forms/field-errors.ts";
import { browserServices } from "./browser-services.ts";

/** What a failed call means for a form whose fields are `fields` (in order): a list for the error summary. */
export function problemsFrom(error: unknown, fields: readonly string[]): Problem[] {
  if (error instanceof ApiResponseError && error.status === 429) {
    return [
      {
        target: fields[0] ?? "",
        message: "There have been several tries from this computer. Wait 15 minutes, then try again.",
      },
    ];
  }
  const errors = errorsOf(error, new Set(fields));
  const problems = fields
    .filter((field) => errors[field])
    .map((field) => ({ target: field, message: errors[field] ?? "" }));
  const general = errors[FORM_ERROR_KEY];
  return general ? [{ target: fields[0] ?? "", message: general }, ...problems] : problems;
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return browserServices().api.post<{ message: string }>("/auth/password-reset", { email });
}

export function setPasswordFromLink(body: { token: string; password: string; confirmPassword: string }) {
  return browserServices().api.post<{ email: string }>("/auth/password-reset/confirm", body);
}

/** A ref that takes focus whenever `trigger` becomes something to announce (a list of problems, or true). */
export function useFocusRef<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger && (!Array.isArray(trigger) || trigger.length > 0)) ref.current?.focus();
  }, [trigger]);
  return ref;
}
