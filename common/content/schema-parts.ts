/** Zod pieces the content sets' schemas are built from, with messages an office editor can act on. */
import { z } from "zod";
import { hasControlCharacters } from "../control-characters.ts";
import { controlCharactersMessage } from "../forms/fields.ts";
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../paging.ts";
import { parseInstant } from "../zoned-time.ts";

const pageMessage = `Page must be a whole number from 1 to ${PAGE_MAX}.`;
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;

/**
 * What the office's lists may filter on; a visitor's `status` is ignored (they see published items only).
 * "scheduled" is published with its publishing time still ahead.
 */
export const LIST_STATUSES = ["all", "draft", "published", "scheduled"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** `page` and `pageSize` of a list query (query-string values are strings, hence coerce), and `status`. */
export const pageQuery = {
  status: oneOf("Status", LIST_STATUSES).optional(),
  page: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(PAGE_MAX, pageMessage)
    .default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(PAGE_SIZE_MAX, pageSizeMessage)
    .default(PAGE_SIZE_DEFAULT),
};

/**
 * The office's search box and sort of a list: `q` (words in the set's own columns) and one of the set's
 * sort keys, where a leading "-" sorts descending. Visitors' pages send neither.
 */
/** The words of an office search box. */
export const searchText = z
  .string({ error: "Search must be text." })
  .trim()
  .max(200, "Search must be at most 200 characters.");

export function officeListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return {
    q: searchText.optional(),
    sort: oneOf("Sort", sorts).optional(),
  };
}

/** A query-string enum whose message lists the allowed values. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` });
}

export const instantMessage = "Use a date like 2026-12-05 or a date and time like 2026-12-05T19:00:00-08:00.";

/** A date (00:00 in Vancouver) or an ISO instant with an offset, as an ISO instant string. */
export const instant = z.union([z.date(), z.string()], { error: instantMessage }).transform((value, ctx) => {
  const parsed = parseInstant(value);
  if (!parsed) {
    ctx.addIssue({ code: "custom", message: instantMessage });
    return z.NEVER;
  }
  return parsed.toISOString();
});

/** A date or instant as given (string or Date), checked but not converted: the caller decides what a date means. */
export const when = z.union([z.date(), z.string()], { error: instantMessage }).refine((value) => {
  return parseInstant(value) !== undefined;
}, instantMessage);

/**
 * The office's text refuses control characters (NUL, escape, DEL and the like) with the field named, as the
 * public forms do (issue 18): PostgreSQL refused NUL with a 500, and SQLite stored what no one can see or
 * type. Tab and line breaks stay allowed: they are ordinary in pasted text and in HTML.
 */
export function noControlCharacters(label: string) {
  return [
    (value: string) => !hasControlCharacters(value, { multiline: true }),
    controlCharactersMessage(label),
  ] as const;
}

/** Required plain text, trimmed. */
export function text(label: string, max: number) {
  const required = `${label} is required.`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(...noControlCharacters(label));
}

/** The schemas richText() made, so the server can find a set's rich-text fields and sanitize them first. */
const richTextSchemas = new WeakSet<z.ZodType>();

/**
 * Rich text (HTML). Here it is only checked for size and for words to read; the server sanitizes every
 * rich-text field with its one allow-list before this schema sees it (ADR 008, ADR 017), so what is
 * stored has passed both. The browser checks the same rules without shipping the sanitizer.
 */
export function richText(label: string, { required = true } = {}) {
  const message = `${label} is required.`;
  const schema = z
    .string({ error: message })
    .max(100_000, `${label} is too long.`)
    .refine(...noControlCharacters(label))
    .refine((html) => !required || html.replace(/<[^>]*>/g, "").trim().length > 0, message);
  richTextSchemas.add(schema);
  return schema;
}

/** The schema a wrapper (default, optional, nullable, a pipe's input) stands for, if it is one. */
function unwrapped(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { in?: z.ZodType; innerType?: z.ZodType };
  return def.in ?? def.innerType;
}

/** The names of an object schema's rich-text fields (through .default(), .optional(), .transform() and the like). */
export function richTextFields(schema: z.ZodType): string[] {
  let object: z.ZodType | undefined = schema;
  while (object && !(object instanceof z.ZodObject)) object = unwrapped(object);
  if (!(object instanceof z.ZodObject)) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>)
    .filter(([, field]) => {
      let inner: z.ZodType | undefined = field;
      while (inner && !richTextSchemas.has(inner)) inner = unwrapped(inner);
      return inner !== undefined;
    })
    .map(([name]) => name);
}

// Only the site's own pictures: its content security policy (img-src 'self') blocks any other website's, so one
// accepted by address would show families only its description.
const imageUrlMessage =
  "Choose a picture from the library, or type an address on this site such as /media/…: the site does not show pictures from other websites.";

/** An image and its alt text: both or neither; an empty string, null or nothing means none. */
export const imageFields = {
  imageUrl: z
    .string({ error: imageUrlMessage })
    .trim()
    .max(500, imageUrlMessage)
    .regex(/^(|\/(?!\/)[^\s"'<>]*)$/, imageUrlMessage)
    .nullish()
    .transform((value) => value || null),
  imageAlt: z
    .string({ error: "Alt text must be text." })
    .trim()
    .max(300, "Alt text must be at most 300 characters.")
    .refine(...noControlCharacters("Alt text"))
    .nullish()
    .transform((value) => value || null),
};

export function checkImageAlt(value: { imageUrl: string | null; imageAlt: string | null }, ctx: z.RefinementCtx) {
  if (value.imageUrl && !value.imageAlt) {
    ctx.addIssue({ code: "custom", path: ["imageAlt"], message: "Describe the image for people who cannot see it." });
  }
}

/** Short labels, trimmed and without repeats. */
export const tags = z
  .array(text("A tag", 40), { error: "Tags must be a list of words." })
  .max(12, "Use at most 12 tags.")
  .default([])
  .transform((list) => [...new Set(list)]);

/** When a published item first shows on the site; empty (null) shows it as soon as it is published. */
export const publishAt = instant.nullish().transform((value) => value ?? null);

export const status = z.enum(["draft", "published"], { error: "Status must be draft or published." }).default("draft");

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` }).default(false);

/** True for a real day written YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as YYYY-MM-DD: a day in the school's zone, not an instant. */
export function calendarDate(label: string) {
  const message = `${label} must be a date like 2027-01-04.`;
  return z.string({ error: message }).trim().refine(isCalendarDate, message);
}

/** An optional day: empty or null means none. */
export function optionalDate(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), message)
    .nullish()
    .transform((value) => value || null);
}
