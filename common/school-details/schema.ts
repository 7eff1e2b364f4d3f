/**
 * What the office may save as the school's details (PUT /api/settings and its form): every field checked
 * as the form and the server both check it. Apart from details.ts so the public pages' bundle, which only
 * formats the details, carries no validation library.
 */
import { z } from "zod";
import { hasControlCharacters } from "../control-characters.ts";
import { controlCharactersMessage, isPhoneNumber } from "../forms/fields.ts";
import type { OUTSIDE_LINKS } from "./details.ts";

const required = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} must be ${max} characters or less`)
    // NUL and other control characters: a 500 on PostgreSQL, invisible on SQLite (issue 18).
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(`The ${label}`));

const phone = (label: string) =>
  required(label, 30).refine(isPhoneNumber, `Enter the ${label} like (250) 555-0134 or +1 250 555 0134`);

const clock = (label: string) =>
  z
    .string({ error: `Enter the time the office ${label}, like 08:00` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the time the office ${label} as hours and minutes, like 08:00`);

/** The outside links as an error message names them: "the address of the {noun}". */
const LINK_NOUNS: Record<keyof typeof OUTSIDE_LINKS, string> = {
  virtualTour: "virtual tour",
  reportBullying: "bullying report form",
  bursaryApplication: "bursary application",
  hotLunch: "hot lunch ordering",
  onlineDonation: "online giving page",
  social: "social media page",
};

const link = (key: keyof typeof OUTSIDE_LINKS) =>
  required(`address of the ${LINK_NOUNS[key]}`, 500).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, `Enter the address of the ${LINK_NOUNS[key]} as a full web address starting with https://`);

/** What the office may save: every field, checked as the form and the server both check it. */
export const schoolDetailsSchema = z
  .object({
    phone: phone("phone number"),
    fax: z
      .string({ error: "Enter the fax number, or leave it empty" })
      .trim()
      .max(30, "The fax number must be 30 characters or less")
      .refine((value) => value === "" || isPhoneNumber(value), "Enter the fax number like (250) 555-0135")
      .default(""),
    email: z
      .string({ error: "Enter the office e-mail address" })
      .trim()
      .min(1, "Enter the office e-mail address")
      .max(254, "Enter the office e-mail address in the correct format, like office@example.com")
      .pipe(z.email({ error: "Enter the office e-mail address in the correct format, like office@example.com" })),
    street: required("street address", 120),
    city: required("town or city", 80),
    region: z
      .string({ error: "Enter the province as two letters, like BC" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Enter the province as two letters, like BC"),
    postalCode: z
      .string({ error: "Enter the postal code, like V2A 0A0" })
      .trim()
      .toUpperCase()
      .transform((value) => value.replace(/^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/, "$1 $2"))
      .refine((value) => /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(value), "Enter the postal code, like V2A 0A0"),
    opens: clock("opens"),
    closes: clock("closes"),
    weekend: required("weekend line", 80),
    virtualTour: link("virtualTour"),
    reportBullying: link("reportBullying"),
    bursaryApplication: link("bursaryApplication"),
    hotLunch: link("hotLunch"),
    onlineDonation: link("onlineDonation"),
    social: link("social"),
  })
  .superRefine((value, ctx) => {
    if (value.closes <= value.opens) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: "The closing time must be after the opening time" });
    }
  });

/** PUT /api/settings: the details and the version they were edited from. */
export const schoolDetailsUpdateSchema = schoolDetailsSchema.and(
  z.object({
    version: z.coerce
      .number({ error: "Version must be the number you were editing." })
      .int("Version must be the number you were editing.")
      .min(0, "Version must be the number you were editing."),
  }),
);

export type SchoolDetailsInput = z.input<typeof schoolDetailsSchema>;
