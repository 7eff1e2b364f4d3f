/** What a public form's action hands its page, the same from the browser's clientAction and the server's action. */
import type { FieldErrors } from "../../../common/forms/field-errors.ts";

/** The visitor's input as plain values (checkbox groups as lists), given back so nothing is typed twice. */
export type FormValues = Record<string, string | string[]>;

export type FormState =
  | {
      status: "sent";
      /** Where the office will reply, for the confirmation. */
      email: string;
      /** The volunteer form's chosen event, if any. */
      eventId?: string;
      /** The date of a repeating event chosen (ADR 067), if any. */
      date?: string;
    }
  | {
      status: "invalid";
      values: FormValues;
      fieldErrors: FieldErrors;
      /** A problem with the whole attempt: too many messages, no reply from the server. */
      formError?: string;
    };

/** The first value of a field as text (a checkbox group's first item), "" when absent. */
export function textValue(values: FormValues | undefined, field: string): string {
  const value = values?.[field];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

export function listValue(values: FormValues | undefined, field: string): string[] {
  const value = values?.[field];
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** "Please try again in 10 minutes" from a Retry-After in seconds. */
export function rateLimitedMessage(retryAfterSeconds: number | undefined): string {
  const base = "You have sent this form several times in a short while.";
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds)) {
    return `${base} Please wait a few minutes and try again, or call the office.`;
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${base} Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or call the office.`;
}

/** The form's own values minus the honeypot, which is never echoed back into the page. */
export function withoutHoneypot(values: FormValues, honeypot: string): FormValues {
  const { [honeypot]: _ignored, ...rest } = values;
  return rest;
}
