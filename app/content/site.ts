/** The school's own facts in one place: a real school replaces this file and nothing else. */
export const site = {
  name: "Pinecrest Christian School",
  shortName: "PCS",
  tagline: "A Christ-centred K-12 school in the South Okanagan",
  description:
    "Pinecrest Christian School is an independent, interdenominational Kindergarten to Grade 12 school in Penticton, British Columbia, welcoming families of every background since 1978.",
  founded: 1978,
  phone: "(250) 555-0134",
  phoneHref: "tel:+12505550134",
  fax: "(250) 555-0135",
  email: "office@pinecrest.example",
  address: {
    street: "1250 Orchard Ridge Road",
    city: "Penticton",
    region: "BC",
    postalCode: "V2A 0A0",
    country: "CA",
  },
  hours: {
    weekdays: "Mon-Fri 8:00 AM-4:00 PM",
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
