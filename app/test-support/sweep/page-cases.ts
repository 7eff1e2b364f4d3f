/**
 * A valid no-JavaScript form post for every page with an action, keyed by the page's path as app/routes.ts
 * gives it. The sweep finds the pages with an action in the route manifest itself; a page missing here fails it.
 */

export interface PageCase {
  /** The form's fields as the page's own form sends them. */
  fields: Record<string, string | string[]>;
  /** The valid post must be accepted (200) and store its text. */
  control?: boolean;
  /** The honeypot (ADR 009): anything in it is thanked like a person's post and nothing is stored. */
  honeypot?: string;
  /** The form stores nothing at all, whatever it is sent (so no text can be looked for). */
  storesNothing?: true;
  /**
   * How the page says no in its own words when that is not a 4xx: a page is read by a person, and a link that
   * no longer works is a 200 page saying so. Any post it does not accept must get a 4xx or this answer.
   */
  refusal?(actionData: unknown): boolean;
}

export const PAGE_CASES: Record<string, PageCase> = {
  contact: {
    control: true,
    honeypot: "website",
    fields: {
      name: "Sweep Parent",
      email: "parent@example.com",
      phone: "250-555-0134",
      topic: "tour",
      message: "May we visit?",
      website: "",
    },
  },
  "giving/get-involved": {
    control: true,
    honeypot: "website",
    fields: {
      name: "Sweep Helper",
      email: "helper@example.com",
      phone: "250-555-0134",
      interests: ["events", "coaching"],
      availability: "Saturdays",
      criminalRecordCheck: "yes",
      notes: "Happy to help.",
      website: "",
    },
  },
  "giving/get-involved/cancel": {
    fields: { token: "sweep-token-that-was-never-issued" },
    storesNothing: true,
    // "This link no longer works": a token that was never issued, however broken, is one that does not work.
    refusal: (actionData) => (actionData as { outcome?: string } | null)?.outcome === "gone",
  },
  // The sign-in page's form is sent by its script to the API; without JavaScript its action reads nothing and
  // answers "Signing in needs JavaScript" to every post.
  "secure-pcs-login": {
    fields: { email: "nobody@pinecrest.example", password: "Not-The-Password-1" },
    storesNothing: true,
    refusal: (actionData) => Boolean((actionData as { formError?: string } | null)?.formError),
  },
  "secure-pcs-login/forgot-password": { fields: { email: "nobody@pinecrest.example" }, storesNothing: true },
  "secure-pcs-login/set-password": {
    storesNothing: true,
    fields: {
      token: "sweep-token-that-was-never-issued",
      password: "A-New-Long-Password-9",
      confirmPassword: "A-New-Long-Password-9",
    },
  },
};
