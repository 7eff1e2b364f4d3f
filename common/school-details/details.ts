/**
 * The school's details the office keeps (issue 14): phone, fax, e-mail, address, office hours and the outside
 * links, and how the pages write them (schema.ts checks what the office saves); the code's own facts (common/site.ts) are
 * the sample values until the office saves its own.
 */
import { hoursLine, site } from "../site.ts";

/** The details every visitor may read (GET /api/settings), flat so each has one field in the form. */
export interface SchoolDetails {
  phone: string;
  /** Empty: the school has no fax, and no "Fax:" line is shown. */
  fax: string;
  email: string;
  street: string;
  city: string;
  /** The province's two-letter code, as addresses print it: "BC". */
  region: string;
  postalCode: string;
  /** "HH:MM", 24-hour, at the school; the office is open Monday to Friday. */
  opens: string;
  closes: string;
  /** The line under the weekday hours, e.g. "Weekend closed". */
  weekend: string;
  virtualTour: string;
  reportBullying: string;
  bursaryApplication: string;
  hotLunch: string;
  onlineDonation: string;
  social: string;
}

export type SchoolDetailsField = keyof SchoolDetails;

/** The stored details with who saved them last and their version (PUT carries it back; a stale one is 409). */
export interface StoredSchoolDetails extends SchoolDetails {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The code's own facts: what the site shows until the office saves its details. */
export const SAMPLE_SCHOOL_DETAILS: SchoolDetails = {
  phone: site.phone,
  fax: site.fax,
  email: site.email,
  street: site.address.street,
  city: site.address.city,
  region: site.address.region,
  postalCode: site.address.postalCode,
  opens: site.hours.opens,
  closes: site.hours.closes,
  weekend: site.hours.weekend,
  virtualTour: site.external.virtualTour,
  reportBullying: site.external.reportBullying,
  bursaryApplication: site.external.bursaryApplication,
  hotLunch: site.external.hotLunch,
  onlineDonation: site.external.onlineDonation,
  social: site.external.social,
};

/** The outside links, by field, with the words the form and the menus use for them. */
export const OUTSIDE_LINKS = {
  virtualTour: "3D virtual tour",
  reportBullying: "Report bullying or harassment",
  bursaryApplication: "Bursary application",
  hotLunch: "Hot lunch ordering",
  onlineDonation: "Online giving",
  social: "Social media page",
} as const satisfies Partial<Record<SchoolDetailsField, string>>;

/** Monday to Friday: the days of the office's hours (a school office with other days is a change to this line). */
const OFFICE_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** "(250) 555-0134" → "tel:+12505550134"; a North American number without its 1 gets one. */
export function phoneHref(phone: string): string {
  const number = phone.replace(/\s*(ext\.?|x)\s*(\d+)$/i, "");
  const extension = phone.slice(number.length).replace(/\D/g, "");
  let digits = number.replace(/\D/g, "");
  if (!number.trim().startsWith("+") && digits.length === 10) digits = `1${digits}`;
  return `tel:+${digits}${extension ? `;ext=${extension}` : ""}`;
}

/** "1250 Orchard Ridge Road, Penticton, BC V2A 0A0": the address on one line. */
export function addressLine(details: SchoolDetails): string {
  return `${details.street}, ${details.city}, ${details.region} ${details.postalCode}`;
}

/**
 * Directions to the school in the visitor's own maps app: Google Maps' documented cross-platform URL
 * (it opens the app on a phone, the website elsewhere), searched by the address the office keeps.
 */
export function directionsHref(details: SchoolDetails): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(details))}`;
}

/** "Penticton, BC". */
export function localityLine(details: SchoolDetails): string {
  return `${details.city}, ${details.region}`;
}

/** "Mon-Fri 8:00 AM-4:00 PM": the spec's office-hours line. */
export function officeHoursLine(details: SchoolDetails): string {
  return hoursLine({ days: OFFICE_DAYS, opens: details.opens, closes: details.closes });
}

/** The office's days and times as data, for JSON-LD's opening hours. */
export function officeHours(details: SchoolDetails) {
  return { days: OFFICE_DAYS, opens: details.opens, closes: details.closes };
}

/**
 * The sample facts as they stand in the code's own copy (page text, menus, the search index), each beside the
 * office's current value: the copy is written with the sample's facts, and every place that prints it swaps
 * them for the office's. Longest first, so the whole address line is replaced before its street alone.
 */
function factPairs(details: SchoolDetails): [string, string][] {
  const sample = SAMPLE_SCHOOL_DETAILS;
  const pairs: [string, string][] = [
    [addressLine(sample), addressLine(details)],
    [officeHoursLine(sample), officeHoursLine(details)],
    [phoneHref(sample.phone), phoneHref(details.phone)],
    [sample.phone, details.phone],
    [sample.fax, details.fax],
    [sample.email, details.email],
    [sample.street, details.street],
    [sample.postalCode, details.postalCode],
    [sample.weekend, details.weekend],
  ];
  for (const key of Object.keys(OUTSIDE_LINKS) as (keyof typeof OUTSIDE_LINKS)[]) {
    pairs.push([sample[key], details[key]]);
  }
  return pairs.filter(([from, to]) => from !== "" && from !== to).sort((a, b) => b[0].length - a[0].length);
}

/**
 * Replacers already made, by the details they were made for: every menu link asks for one, and the details
 * object stays the same until the office changes it, so a page's seventy links share one (issue 17).
 */
const replacers = new WeakMap<SchoolDetails, (text: string) => string>();

/** A function that writes the sample's facts in a text as the office's; the identity when nothing changed. */
export function factReplacer(details: SchoolDetails): (text: string) => string {
  let replacer = replacers.get(details);
  if (!replacer) {
    replacer = makeReplacer(details);
    replacers.set(details, replacer);
  }
  return replacer;
}

function makeReplacer(details: SchoolDetails): (text: string) => string {
  const pairs = factPairs(details);
  if (pairs.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const [from, to] of pairs) if (out.includes(from)) out = out.split(from).join(to);
    return out;
  };
}

/** Every string inside a value (page copy, a menu) with the office's facts in place of the sample's. */
export function withSchoolDetails<T>(value: T, details: SchoolDetails): T {
  const replace = factReplacer(details);
  const visit = (node: unknown): unknown => {
    if (typeof node === "string") return replace(node);
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, visit(inner)]));
    }
    return node;
  };
  return factPairs(details).length === 0 ? value : (visit(value) as T);
}
