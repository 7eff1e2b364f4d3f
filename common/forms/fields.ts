/**
 * Building blocks of the public forms' zod schemas, shared by the browser and the server (plain zod,
 * no server imports), with GOV.UK-style messages: "Enter …", "Select …", "… must be N characters or less".
 * zod/mini: the same rules as classic zod at a tenth of the size in the browser (about 6 kB gzipped, not 50).
 */
import * as z from "zod/mini";

/** The honeypot input: people never see it, so anything in it came from a bot (ADR 009). */
export const HONEYPOT_FIELD = "website";

/** Empty text (after trimming) becomes null: optional answers are stored as "not given". */
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** A text the visitor must give: trimmed, not empty, not longer than `max`. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: tooLong }));
}

/** A text the visitor may leave empty: trimmed, and stored as null when empty. */
export function optionalText(max: number, tooLong: string) {
  return z.pipe(
    z.nullish(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong }))),
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

export const requiredPhone = z.string({ error: PHONE_MESSAGES.missing }).check(
  z.trim(),
  z.minLength(1, { error: PHONE_MESSAGES.missing }),
  z.maxLength(30, { error: PHONE_MESSAGES.format }),
  z.refine((value) => value === "" || isPhoneNumber(value), { error: PHONE_MESSAGES.format }),
);

export const optionalPhone = z.pipe(
  z.nullish(
    z.string({ error: PHONE_MESSAGES.format }).check(
      z.trim(),
      z.maxLength(30, { error: PHONE_MESSAGES.format }),
      z.refine((value) => value === "" || isPhoneNumber(value), { error: PHONE_MESSAGES.format }),
    ),
  ),
  z.transform(emptyToNull),
);

export const NAME_MESSAGES = { missing: "Enter your name", tooLong: "Name must be 200 characters or less" } as const;

export const fullName = requiredText(NAME_MESSAGES.missing, 200, NAME_MESSAGES.tooLong);

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
