/**
 * Building blocks of the public forms' zod schemas, shared by the browser and the server (plain zod,
 * no server imports), with GOV.UK-style messages: "Enter …", "Select …", "… must be N characters or less".
 * zod/mini: the same rules as classic zod at a tenth of the size in the browser (about 6 kB gzipped, not 50).
 */
import * as z from "zod/mini";
import { hasControlCharacters } from "../control-characters.ts";

/** The honeypot input: people never see it, so anything in it came from a bot (ADR 009). */
export const HONEYPOT_FIELD = "website";

/** Empty text (after trimming) becomes null: optional answers are stored as "not given". */
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** What a text field is called in its messages, and whether it is a text area (tab and line breaks allowed). */
export interface TextFieldRule {
  label: string;
  multiline: boolean;
}

/** "Name must not include hidden control characters": NUL, escape, DEL and the like (issue 18). */
export function controlCharactersMessage(label: string): string {
  return `${label} must not include hidden control characters, such as NUL`;
}

/** The control-character rule of a text field (common/control-characters.ts). */
function withoutControls({ label, multiline }: TextFieldRule) {
  return z.refine<string>((value) => !hasControlCharacters(value, { multiline }), {
    error: controlCharactersMessage(label),
  });
}

/** A text the visitor must give: trimmed, not empty, not longer than `max`, with no control characters. */
export function requiredText(missing: string, max: number, tooLong: string, rule: TextFieldRule) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: tooLong }), withoutControls(rule));
}

/** A text the visitor may leave empty: trimmed, stored as null when empty, with no control characters. */
export function optionalText(max: number, tooLong: string, rule: TextFieldRule) {
  return z.pipe(
    z.nullish(
      z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong }), withoutControls(rule)),
    ),
    z.transform(emptyToNull),
  );
}

export const EMAIL_MESSAGES = {
  missing: "Enter your email address",
  format: "Enter an email address in the correct format, like name@example.com",
} as const;

export const email = z.pipe(
  z
    .string({ error: EMAIL_MESSAGES.missing })
    .check(
      z.trim(),
      z.minLength(1, { error: EMAIL_MESSAGES.missing }),
      z.maxLength(254, { error: EMAIL_MESSAGES.format }),
      withoutControls({ label: "Email address", multiline: false }),
    ),
  z.email({ error: EMAIL_MESSAGES.format }),
);

export const PHONE_MESSAGES = {
  missing: "Enter a telephone number",
  format: "Enter a telephone number, like 250 555 0134 or +1 250 555 0134",
} as const;

/** Digits with the usual separators, an optional leading + and an optional extension. */
const PHONE_SHAPE = /^\+?[\d\s().-]+(\s*(ext\.?|x)\s*\d{1,6})?$/i;

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_SHAPE.test(value)) return false;
  const digits = value.replace(/(ext\.?|x)\s*\d+$/i, "").replace(/\D/g, "");
  return digits.length >= 7 && digits.length <= 15;
}

const PHONE_RULE: TextFieldRule = { label: "Telephone number", multiline: false };

export const requiredPhone = z.string({ error: PHONE_MESSAGES.missing }).check(
  z.trim(),
  z.minLength(1, { error: PHONE_MESSAGES.missing }),
  z.maxLength(30, { error: PHONE_MESSAGES.format }),
  withoutControls(PHONE_RULE),
  z.refine((value) => value === "" || isPhoneNumber(value), { error: PHONE_MESSAGES.format }),
);

export const optionalPhone = z.pipe(
  z.nullish(
    z.string({ error: PHONE_MESSAGES.format }).check(
      z.trim(),
      z.maxLength(30, { error: PHONE_MESSAGES.format }),
      withoutControls(PHONE_RULE),
      z.refine((value) => value === "" || isPhoneNumber(value), { error: PHONE_MESSAGES.format }),
    ),
  ),
  z.transform(emptyToNull),
);

export const NAME_MESSAGES = { missing: "Enter your name", tooLong: "Name must be 200 characters or less" } as const;

export const fullName = requiredText(NAME_MESSAGES.missing, 200, NAME_MESSAGES.tooLong, {
  label: "Name",
  multiline: false,
});

export function choice<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return z.enum(values, { error: missing });
}

/**
 * A form's fields as plain values: every entry as a string, except `listFields`, which are arrays
 * (checkbox groups). Files are never expected, so they are dropped.
 */
export function formValues(formData: FormData, listFields: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = listFields.includes(key) ? all : (all[0] ?? "");
  }
  for (const key of listFields) values[key] ??= [];
  return values;
}

/** True when the honeypot holds anything but white space. */
export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
