/** The school's own facts in one place: a real school replaces this file and nothing else. */

import { clockTime } from "./clock-words.ts";

/** The office's opening hours as data: the printed line and the JSON-LD opening hours both come from it. */
const officeHours = {
  /** schema.org day names, Monday first, consecutive. */
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  /** 24-hour "HH:MM" in the school's time zone. */
  opens: "08:00",
  closes: "16:00",
} as const;

/**
 * The spec's "Mon-Fri 8:00 AM-4:00 PM" line from the hours as data. The spec fixes this string, hyphens and
 * all, so it keeps them where every other span of times has an en dash (clock-words.ts, ADR 038).
 */
export function hoursLine(hours: { days: readonly string[]; opens: string; closes: string }): string {
  const first = hours.days[0]?.slice(0, 3) ?? "";
  const last = hours.days[hours.days.length - 1]?.slice(0, 3) ?? "";
  const days = first === last ? first : `${first}-${last}`;
  return `${days} ${clockTime(hours.opens)}-${clockTime(hours.closes)}`;
}

export const site = {
  name: "Pinecrest Christian School",
  shortName: "PCS",
  tagline: "A Christ-centred K-12 school in the South Okanagan",
  description:
    "Pinecrest Christian School is an independent, interdenominational Kindergarten to Grade 12 school in Penticton, British Columbia, welcoming families of every background since 1978.",
  founded: 1978,
  /** The grades taught, as the logo and the home page print them. */
  grades: "Kindergarten to Grade 12",
  /** The school's own internet domain: it makes calendar event ids (UIDs) unique worldwide, so keep it stable. */
  domain: "pinecrest.example",
  phone: "(250) 555-0134",
  phoneHref: "tel:+12505550134",
  fax: "(250) 555-0135",
  email: "office@pinecrest.example",
  address: {
    street: "1250 Orchard Ridge Road",
    city: "Penticton",
    region: "BC",
    regionName: "British Columbia",
    postalCode: "V2A 0A0",
    country: "CA",
  },
  hours: {
    ...officeHours,
    weekdays: hoursLine(officeHours),
    weekend: "Weekend closed",
  },
  /** The office's mailboxes by purpose; every one is read by a person in the school office. */
  mailboxes: {
    admissions: "admissions@pinecrest.example",
    accounts: "accounts@pinecrest.example",
    attendance: "attendance@pinecrest.example",
    giving: "giving@pinecrest.example",
    volunteers: "volunteer@pinecrest.example",
    careers: "careers@pinecrest.example",
    privacy: "privacy@pinecrest.example",
  },
  /** The one definition of the school's time zone: dates and times everywhere are shown in it. */
  timeZone: "America/Vancouver",
  /** External sites that menu entries open in a new window (spec §2). */
  external: {
    virtualTour: "https://tour.pinecrest.example/3d",
    reportBullying: "https://report.pinecrest.example/bullying",
    bursaryApplication: "https://bursary.pinecrest.example/apply",
    hotLunch: "https://hotlunch.pinecrest.example",
    onlineDonation: "https://give.pinecrest.example/donate",
    social: "https://social.pinecrest.example/pinecrestchristian",
  },
  credit: "Website built and cared for by the PCS web team.",
} as const;

export type Site = typeof site;

/** One line of the postal address, as it is printed in the shell. */
export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** Town and province as the shell prints them: "Penticton, BC". */
export function formatLocality(): string {
  return `${site.address.city}, ${site.address.region}`;
}
