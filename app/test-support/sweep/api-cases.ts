/**
 * A valid request for every API route, keyed "METHOD /api/path/:param" as the route table names it. The sweep
 * (app/bad-input-sweep.test.ts) sends each one broken in every way its corpus knows; a route missing here fails
 * the sweep, so a new route cannot go unswept.
 */
import sharp from "sharp";
import { multipart, pdfOf } from "../../../server/test-support/multipart.ts";

/** The rows the sweep's requests point at, made through the API before the sweep starts. */
export interface SweepIds {
  news: string;
  events: string;
  alumni: string;
  testimonials: string;
  "why-choose": string;
  careers: string;
  alerts: string;
  pages: string;
  media: string;
  message: string;
  signup: string;
  mail: string;
  /** An invited administrator (not the one signed in). */
  invited: number;
  document: string;
}

export interface SweepContext {
  ids: SweepIds;
  /** A number not used before in this run, for unique addresses and texts. */
  next(): number;
  /** The route's item as the office reads it now (for a PUT's current version and fields). */
  read(url: string): Promise<Record<string, unknown>>;
}

export interface ApiCase {
  /**
   * Who may use it: "office" routes are swept signed in and signed out (where everything must be refused);
   * "anyone" routes (sign-out) signed in and signed out with the same expectations; "public" as a visitor.
   */
  access: "public" | "office" | "anyone";
  /** The route's URL with its parameters filled in. */
  url(ids: SweepIds): string;
  /** Valid query-string parameters, each of which the sweep replaces. */
  query?: Record<string, string>;
  /** A valid JSON body, each of whose fields the sweep replaces. */
  body?(context: SweepContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A valid multipart body (uploads): its file and text fields. */
  upload?(context: SweepContext): Promise<{ fields: Record<string, string>; file: UploadFile }>;
  /** The valid request must be accepted (proves the corpus breaks a request that would otherwise get through). */
  control?: boolean;
  /**
   * Tables a refused request may still change, and why: a wrong password is a failed sign-in, and counting
   * failures is how lockout works.
   */
  sideEffects?: { tables: string[]; why: string };
  /** Each request needs its own signed-in session, because a valid one ends the session (sign-out). */
  endsSession?: true;
  /**
   * The form's honeypot (ADR 009): a bot that fills it is thanked (200) and nothing is stored, so whatever is
   * put in it must be answered without a 5xx and store nothing, accepted or not.
   */
  honeypot?: string;
}

export interface UploadFile {
  data: Buffer;
  name: string;
  type: string;
}

export { multipart };

/** The content sets that share one set of routes (server/modules/content/routes.ts). */
export const CONTENT_SETS = {
  news: (n: number) => ({
    title: `Sweep news ${n}`,
    summary: "A summary.",
    bodyHtml: "<p>The story.</p>",
    tags: ["sweep"],
    status: "draft",
  }),
  events: (n: number) => ({
    title: `Sweep event ${n}`,
    summary: "A summary.",
    descriptionHtml: "<p>Details.</p>",
    location: "PCS Gymnasium",
    category: "community",
    startsAt: "2026-12-04T11:30:00-08:00",
    endsAt: "2026-12-04T13:00:00-08:00",
    volunteersWanted: true,
    volunteersNeeded: 5,
    status: "published",
  }),
  alumni: (n: number) => ({
    name: `Sweep Alumna ${n}`,
    graduationYear: 2010,
    headline: "A headline.",
    bioHtml: "<p>A biography.</p>",
    status: "draft",
  }),
  testimonials: (n: number) => ({
    author: `Sweep Parent ${n}`,
    relationship: "Parent",
    quote: "Known by name.",
    storyHtml: "<p>A story.</p>",
    status: "draft",
  }),
  "why-choose": (n: number) => ({
    title: `Sweep reason ${n}`,
    summary: "A summary.",
    bodyHtml: "<p>The text.</p>",
    icon: "book",
    sortOrder: 3,
    status: "draft",
  }),
  careers: (n: number) => ({
    title: `Sweep teacher ${n}`,
    department: "Elementary",
    employmentType: "full-time",
    location: "Penticton",
    summary: "A summary.",
    descriptionHtml: "<p>The job.</p>",
    requirementsHtml: "<p>A degree.</p>",
    startDate: "2027-01-04",
    closingDate: "2026-12-20",
    status: "draft",
  }),
  alerts: (n: number) => ({
    message: `Sweep alert ${n}`,
    level: "information",
    link: "/contact",
    startsAt: "2026-12-04T08:00:00-08:00",
    endsAt: "2026-12-05T08:00:00-08:00",
    status: "draft",
  }),
  pages: (n: number) => ({
    title: `Sweep Page ${n}`,
    path: `/admissions/sweep-page-${n}`,
    section: "Admissions",
    menuPlace: "none",
    description: "A page of the sweep.",
    heading: "A heading",
    lead: "A lead.",
    blocks: [{ type: "paragraph", text: "A paragraph." }],
    status: "draft",
  }),
} as const;

export type ContentSet = keyof typeof CONTENT_SETS;

/** A list query every content list takes. */
const LIST_QUERY = { page: "1", pageSize: "10", status: "all", q: "sweep", sort: "-updatedAt" };

function contentCases(set: ContentSet): Record<string, ApiCase> {
  const base = `/api/${set}`;
  const item = (ids: SweepIds) => `${base}/${encodeURIComponent(ids[set])}`;
  const fields = Object.keys(CONTENT_SETS[set](0));
  // Each set sorts by its own keys: "-updatedAt" is in most; the sweep varies it anyway.
  const query = set === "why-choose" ? { ...LIST_QUERY, sort: "sortOrder" } : LIST_QUERY;
  return {
    [`GET ${base}`]: { access: "public", url: () => base, query },
    [`POST ${base}`]: {
      access: "office",
      url: () => base,
      body: ({ next }) => CONTENT_SETS[set](next()),
      control: true,
    },
    [`GET ${base}/:id`]: { access: "public", url: item, query: { status: "all" } },
    [`PUT ${base}/:id`]: {
      access: "office",
      url: item,
      control: true,
      async body({ read, ids }) {
        const current = await read(item(ids));
        return { ...Object.fromEntries(fields.map((field) => [field, current[field]])), version: current.version };
      },
    },
    [`DELETE ${base}/:id`]: { access: "office", url: item },
    [`GET ${base}/:id/history`]: { access: "office", url: (ids) => `${item(ids)}/history` },
    [`GET ${base}/:id/history/:version`]: { access: "office", url: (ids) => `${item(ids)}/history/1` },
    // What was deleted (ADR 048): the sweep's items are not deleted, so a valid put back or removal finds nothing.
    [`GET ${base}/deleted`]: { access: "office", url: () => `${base}/deleted` },
    [`POST ${base}/deleted/:id/restore`]: { access: "office", url: (ids) => `${base}/deleted/${ids[set]}/restore` },
    [`DELETE ${base}/deleted/:id`]: { access: "office", url: (ids) => `${base}/deleted/${ids[set]}` },
    [`POST ${base}/:id/restore`]: {
      access: "office",
      url: (ids) => `${item(ids)}/restore`,
      control: true,
      async body({ read, ids }) {
        const current = await read(item(ids));
        return { version: 1, currentVersion: current.version };
      },
    },
  };
}

/** A small real picture, as an upload sends it. */
async function picture(): Promise<UploadFile> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  return { data, name: "sweep.png", type: "image/png" };
}

const SIGNUP_QUERY = { q: "sweep", page: "1" };

export const API_CASES: Record<string, ApiCase> = {
  ...Object.assign({}, ...(Object.keys(CONTENT_SETS) as ContentSet[]).map(contentCases)),
  // "End this alert now": no body, the time is the server's. Not a control: whether the sweep's alert (fixed
  // dates) has started, is showing or has ended depends on the day the sweep runs.
  "POST /api/alerts/:id/end": { access: "office", url: (ids) => `/api/alerts/${encodeURIComponent(ids.alerts)}/end` },

  "GET /api/health": { access: "public", url: () => "/api/health" },
  "GET /api/csrf-token": { access: "public", url: () => "/api/csrf-token" },
  "GET /api/openapi.json": { access: "public", url: () => "/api/openapi.json" },
  "GET /api/auth/status": { access: "public", url: () => "/api/auth/status" },
  "GET /api/secure/access/verify": {
    access: "public",
    url: () => "/api/secure/access/verify",
    query: { accessPoint: "admin-dashboard", path: "/admin" },
  },

  "POST /api/contact": {
    access: "public",
    url: () => "/api/contact",
    control: true,
    honeypot: "website",
    body: ({ next }) => ({
      name: `Sweep Parent ${next()}`,
      email: "parent@example.com",
      phone: "250-555-0134",
      topic: "tour",
      message: "May we visit?",
      website: "",
    }),
  },
  "POST /api/volunteers": {
    access: "public",
    url: () => "/api/volunteers",
    control: true,
    body: ({ next, ids }) => ({
      name: `Sweep Helper ${next()}`,
      email: "helper@example.com",
      phone: "250-555-0134",
      eventId: ids.events,
      interests: ["events"],
      availability: "Saturdays",
      criminalRecordCheck: "yes",
      notes: "Happy to help.",
    }),
  },

  "POST /api/auth/login": {
    access: "public",
    url: () => "/api/auth/login",
    body: () => ({ email: "nobody@pinecrest.example", password: "Not-The-Password-1" }),
    sideEffects: {
      tables: ["login_failures", "audit_log"],
      why: "a sign-in with a well-formed address and a wrong password is a failed sign-in: counted and audited",
    },
  },
  "POST /api/auth/logout": { access: "anyone", url: () => "/api/auth/logout", endsSession: true, control: true },
  "POST /api/auth/password-reset": {
    access: "public",
    url: () => "/api/auth/password-reset",
    body: () => ({ email: "nobody@pinecrest.example" }),
    control: true,
  },
  "POST /api/auth/password-reset/confirm": {
    access: "public",
    url: () => "/api/auth/password-reset/confirm",
    body: () => ({
      token: "sweep-token-that-was-never-issued",
      password: "A-New-Long-Password-9",
      confirmPassword: "A-New-Long-Password-9",
    }),
  },

  "GET /api/audit": { access: "office", url: () => "/api/audit", query: { page: "1", q: "sweep" } },
  "GET /api/audit/people": { access: "office", url: () => "/api/audit/people" },

  "GET /api/admins": { access: "office", url: () => "/api/admins" },
  "POST /api/admins": {
    access: "office",
    url: () => "/api/admins",
    control: true,
    body: ({ next }) => ({ name: "Sweep Teacher", email: `sweep-${next()}@pinecrest.example` }),
  },
  "PUT /api/admins/me/password": {
    access: "office",
    url: () => "/api/admins/me/password",
    // A wrong current password: the sweep must not change the password of the office it signs in as.
    body: () => ({
      currentPassword: "Not-The-Current-Password",
      newPassword: "A-New-Long-Password-9",
      confirmPassword: "A-New-Long-Password-9",
    }),
    sideEffects: { tables: ["audit_log"], why: "a wrong current password is audited" },
  },
  // Two-factor sign-in (ADR 035): the sweep's office never finishes enrolling, so every code it sends is wrong.
  "GET /api/admins/me/two-factor": { access: "office", url: () => "/api/admins/me/two-factor" },
  "POST /api/admins/me/two-factor/setup": {
    access: "office",
    url: () => "/api/admins/me/two-factor/setup",
    control: true,
  },
  "POST /api/admins/me/two-factor/enable": {
    access: "office",
    url: () => "/api/admins/me/two-factor/enable",
    body: () => ({ code: "123456" }),
  },
  "POST /api/admins/me/two-factor/recovery-codes": {
    access: "office",
    url: () => "/api/admins/me/two-factor/recovery-codes",
    body: () => ({ code: "123456" }),
  },
  "POST /api/admins/me/two-factor/disable": {
    access: "office",
    url: () => "/api/admins/me/two-factor/disable",
    body: () => ({ password: "Not-The-Current-Password", code: "123456" }),
  },
  "POST /api/auth/login/two-factor": {
    access: "public",
    url: () => "/api/auth/login/two-factor",
    body: () => ({ code: "123456" }),
  },
  "POST /api/admins/:id/deactivate": { access: "office", url: (ids) => `/api/admins/${ids.invited}/deactivate` },
  "POST /api/admins/:id/reactivate": { access: "office", url: (ids) => `/api/admins/${ids.invited}/reactivate` },
  "POST /api/admins/:id/resend-invitation": {
    access: "office",
    url: (ids) => `/api/admins/${ids.invited}/resend-invitation`,
  },

  "GET /api/settings": { access: "public", url: () => "/api/settings" },
  "PUT /api/settings": {
    access: "office",
    url: () => "/api/settings",
    control: true,
    async body({ read }) {
      // What the office's form sends back: the details and the version it edited, not who saved them when.
      const { updatedAt: _at, updatedBy: _by, ...details } = await read("/api/settings");
      return details;
    },
  },

  "GET /api/privacy": { access: "office", url: () => "/api/privacy", query: { email: "parent@example.com" } },
  "GET /api/privacy/export.json": {
    access: "office",
    url: () => "/api/privacy/export.json",
    query: { email: "parent@example.com" },
  },
  "DELETE /api/privacy": { access: "office", url: () => "/api/privacy", query: { email: "nobody@example.com" } },
  "GET /api/privacy/retention": { access: "office", url: () => "/api/privacy/retention" },
  "PUT /api/privacy/retention": {
    access: "office",
    url: () => "/api/privacy/retention",
    control: true,
    body: () => ({ months: 24 }),
  },

  "GET /api/media": { access: "office", url: () => "/api/media", query: { page: "1" } },
  "POST /api/media": {
    access: "office",
    url: () => "/api/media",
    control: true,
    upload: async ({ next }) => ({ fields: { alt: `A sweep picture ${next()}` }, file: await picture() }),
  },
  "GET /api/media/:id": { access: "office", url: (ids) => `/api/media/${ids.media}` },
  "PATCH /api/media/:id": {
    access: "office",
    url: (ids) => `/api/media/${ids.media}`,
    control: true,
    body: ({ next }) => ({ alt: `A sweep picture described again ${next()}`, decorative: false }),
  },
  "DELETE /api/media/:id": { access: "office", url: (ids) => `/api/media/${ids.media}` },
  // What was deleted (ADR 066): the sweep's picture is not deleted, so a valid put back, removal or thumbnail finds
  // nothing.
  "GET /api/media/deleted": { access: "office", url: () => "/api/media/deleted" },
  "GET /api/media/deleted/:id/:file": { access: "office", url: (ids) => `/api/media/deleted/${ids.media}/320.webp` },
  "POST /api/media/deleted/:id/restore": { access: "office", url: (ids) => `/api/media/deleted/${ids.media}/restore` },
  "DELETE /api/media/deleted/:id": { access: "office", url: (ids) => `/api/media/deleted/${ids.media}` },

  "GET /api/messages": {
    access: "office",
    url: () => "/api/messages",
    query: { state: "open", topic: "tour", q: "sweep", page: "1" },
  },
  "GET /api/messages/export.csv": { access: "office", url: () => "/api/messages/export.csv", query: { q: "sweep" } },
  "GET /api/messages/:id": { access: "office", url: (ids) => `/api/messages/${ids.message}` },
  "PUT /api/messages/:id": {
    access: "office",
    url: (ids) => `/api/messages/${ids.message}`,
    control: true,
    body: () => ({ handled: true }),
  },
  "DELETE /api/messages/:id": { access: "office", url: (ids) => `/api/messages/${ids.message}` },
  // What was deleted (ADR 062): the sweep's message is not deleted, so a valid put back or removal finds nothing.
  "GET /api/messages/deleted": { access: "office", url: () => "/api/messages/deleted" },
  "POST /api/messages/deleted/:id/restore": {
    access: "office",
    url: (ids) => `/api/messages/deleted/${ids.message}/restore`,
  },
  "DELETE /api/messages/deleted/:id": { access: "office", url: (ids) => `/api/messages/deleted/${ids.message}` },

  "GET /api/mail": { access: "office", url: () => "/api/mail" },
  "POST /api/mail/:id/retry": { access: "office", url: (ids) => `/api/mail/${ids.mail}/retry` },

  "GET /api/volunteers": { access: "office", url: () => "/api/volunteers", query: SIGNUP_QUERY },
  "GET /api/volunteers/events": { access: "office", url: () => "/api/volunteers/events" },
  "GET /api/volunteers/count": {
    access: "office",
    url: () => "/api/volunteers/count",
    query: { event: "0b6f6f55-3c1d-4f4e-9a57-4c3f2f0d9e01" },
  },
  "GET /api/volunteers/export.csv": { access: "office", url: () => "/api/volunteers/export.csv", query: { q: "x" } },
  "DELETE /api/volunteers/:id": { access: "office", url: (ids) => `/api/volunteers/${ids.signup}` },
  "POST /api/volunteers/events/:id/tell-dates-gone": {
    access: "office",
    url: (ids) => `/api/volunteers/events/${ids.events}/tell-dates-gone`,
  },

  "GET /api/documents": { access: "office", url: () => "/api/documents" },
  "PUT /api/documents/:name": {
    access: "office",
    url: (ids) => `/api/documents/${ids.document}`,
    control: true,
    upload: async () => ({ fields: {}, file: { data: pdfOf(), name: "form.pdf", type: "application/pdf" } }),
  },
};
