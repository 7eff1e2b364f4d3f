/** The activity log as the office reads it (issue 15): sections to filter by, and each entry as a sentence. */
import { z } from "zod";
import { DELETED_KEPT_DAYS } from "../content/deleted.ts";
import { pageQuery } from "../content/schema-parts.ts";
import { countWords } from "../count-words.ts";
import { CONTACT_TOPIC_LABELS, type ContactTopic } from "../forms/contact-schema.ts";
import { AUDIT_KEPT_MONTHS, erasedInWords, periodInWords } from "../privacy/records.ts";

/** Sections of the log: the first part of an entry's action ("news.updated" is in "news"). */
export const AUDIT_SECTIONS = {
  auth: "Sign-ins",
  admins: "Administrators",
  news: "News",
  events: "Events",
  alumni: "Alumni",
  testimonials: "Testimonials",
  "why-choose": "Why choose PCS",
  careers: "Careers postings",
  alerts: "Alerts",
  pages: "Pages",
  documents: "Downloadable forms",
  privacy: "Privacy",
  settings: "School details",
  media: "Pictures",
  messages: "Contact messages",
  volunteers: "Volunteer sign-ups",
  mail: "E-mail",
} as const;
export type AuditSection = keyof typeof AUDIT_SECTIONS;
const SECTION_KEYS = Object.keys(AUDIT_SECTIONS) as [AuditSection, ...AuditSection[]];

/** The actions of a section: "admins" also holds the command line's older "admin.created". */
export function actionPrefixes(section: AuditSection): string[] {
  return section === "admins" ? ["admins.", "admin."] : [`${section}.`];
}

/** In the words of the office's filter, whose fields are labelled From and To. */
const day = (label: string) => z.iso.date({ error: `Enter the “${label}” date as a real date, such as 2026-11-27.` });

export const auditQuerySchema = z
  .object({
    person: z.coerce.number({ error: "Person must be an administrator's id." }).int().positive().optional(),
    section: z.enum(SECTION_KEYS, { error: `Section must be one of: ${SECTION_KEYS.join(", ")}.` }).optional(),
    from: day("From").optional(),
    to: day("To").optional(),
    page: pageQuery.page,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The “To” date must be the same as or after the “From” date.",
      });
    }
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditLogEntry {
  id: number;
  at: string;
  action: string;
  /** The administrator who acted, by name; null for someone not signed in (a failed sign-in, a volunteer's link). */
  actor: string | null;
  description: string;
  /** Where the record the entry is about can be opened, while it is still there (a message in the inbox). */
  href?: string;
  ip: string | null;
}

/** What erasure on request (ADR 065) puts in an activity-log entry where it held the address or the name. */
export const ERASED_MARKER = "(erased on request)";

const SET_NAMES: Record<string, string> = {
  news: "news item",
  events: "event",
  alumni: "alumni story",
  testimonials: "testimonial",
  "why-choose": "reason on Why choose PCS",
  careers: "careers posting",
  alerts: "alert",
  pages: "page",
};

const VERBS: Record<string, string> = {
  created: "Created",
  updated: "Changed",
  deleted: "Deleted",
  restored: "Restored an earlier version of",
  put_back: "Put back",
  deleted_forever: "Permanently deleted",
};

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/**
 * A contact message as an entry names it. Entries written since ADR 065 carry the message's id and topic, not the
 * sender; older ones carry the sender's address as `from` (or the erasure's marker in its place).
 */
function contactMessage(detail: Record<string, unknown>): string {
  if (detail.from) return `a contact message from ${text(detail.from)}`;
  const label = CONTACT_TOPIC_LABELS[text(detail.topic) as ContactTopic];
  return label ? `a contact message about ${label.charAt(0).toLowerCase()}${label.slice(1)}` : "a contact message";
}

/** What a failed e-mail sent again was, by its kind: a family's e-mail is no longer named by its address. */
const MAIL_KINDS: Record<string, string> = {
  "contact.office": "the office's copy of a contact message",
  "volunteer.confirmation": "a volunteer's confirmation",
  "volunteer.date_gone": "a volunteer's notice that their date is no longer held",
};

/**
 * What the daily sweep deleted: the three counts always (the office reads "0 sign-ups" as "nothing was due"),
 * the deleted messages and items and the log's own entries only when some went, since most days none do.
 */
function sweptCounts(detail: Record<string, unknown>): string {
  const count = (value: unknown, one: string, many: string) => countWords(Number(text(value) || 0), one, many);
  const parts = [
    count(detail.messages, "message", "messages"),
    count(detail.signups, "sign-up", "sign-ups"),
    count(detail.emails, "e-mail", "e-mails"),
  ];
  // Each only when some went: the count, then what they were.
  const someOf = (value: unknown, one: string, many: string, why: string) =>
    Number(value) > 0 ? `${count(value, one, many)} ${why}` : "";
  const kept = `kept ${DELETED_KEPT_DAYS} days`;
  const extras = [
    someOf(detail.deletedMessages, "deleted message", "deleted messages", kept),
    someOf(detail.deletedItems, "deleted item", "deleted items", kept),
    someOf(detail.deletedPictures, "deleted picture", "deleted pictures", kept),
    someOf(
      detail.logEntries,
      "activity log entry",
      "activity log entries",
      `older than ${periodInWords(AUDIT_KEPT_MONTHS)}`,
    ),
  ].filter(Boolean);
  if (extras.length === 0) return parts.join(", ");
  return [...parts, ...extras.slice(0, -1), `and ${extras.at(-1)}`].join(", ");
}

/** One entry in plain words, e.g. "Changed the news item “Snow day”". Unknown actions read as themselves. */
export function describeEntry(action: string, detail: Record<string, unknown>): string {
  const [section = "", verb = ""] = action.split(".");
  const title = text(detail.title);
  const who = text(detail.name) || text(detail.email);
  if (SET_NAMES[section] && VERBS[verb]) {
    return `${VERBS[verb]} the ${SET_NAMES[section]}${title ? ` “${title}”` : ""}`;
  }
  switch (action) {
    case "auth.login":
      return "Signed in";
    case "auth.logout":
      return "Signed out";
    case "auth.login_failed":
      return `Sign-in failed for ${text(detail.email)}${detail.reason === "unknown-email" ? " (no such administrator)" : " (wrong password)"}`;
    case "auth.locked":
      return `Sign-in locked for ${text(detail.email)} after repeated failures`;
    case "auth.login_refused_locked":
      return `Sign-in refused for ${text(detail.email)}: locked`;
    case "auth.device_locked":
      return `Stopped trusting one browser for ${text(detail.email)} for a while after repeated failures there`;
    case "auth.rate_limited":
      return "Too many sign-in attempts from one address";
    case "auth.two_factor_requested":
      return `Right password for ${text(detail.email)}; asked for the two-factor code`;
    case "auth.two_factor_failed":
      return `Sign-in failed for ${text(detail.email)} (wrong two-factor code)`;
    case "auth.recovery_code_used":
      return `Signed in with a recovery code (${text(detail.recoveryCodesLeft)} left)`;
    case "admin.created":
      return `Created the administrator ${who} on the command line`;
    case "admins.invited":
      return `Invited ${who}`;
    case "admins.invitation_resent":
      return `Sent the invitation to ${who} again`;
    case "admins.invitation_accepted":
      return `${text(detail.email)} accepted the invitation and chose a password`;
    case "admins.deactivated":
      return `Deactivated ${who}`;
    case "admins.reactivated":
      return `Reactivated ${who}`;
    case "admins.password_changed":
      return "Changed their own password";
    case "admins.two_factor_enabled":
      return "Turned on two-factor sign-in for their account";
    case "admins.two_factor_disabled":
      return "Turned off two-factor sign-in for their account";
    case "admins.recovery_codes_replaced":
      return "Made new two-factor recovery codes";
    case "admins.two_factor_reset":
      return `Two-factor sign-in turned off for ${text(detail.email)}${detail.via ? ` (${text(detail.via)})` : ""}`;
    case "admins.password_reset":
      return `Password reset for ${text(detail.email)}${detail.via ? ` (${text(detail.via)})` : ""}`;
    case "media.created":
      return `Added the picture ${text(detail.name)}`;
    case "media.updated":
      return `Changed the description of the picture ${text(detail.name) || text(detail.id)}`;
    case "media.deleted":
      return `Deleted the picture ${text(detail.name) || text(detail.id)}`;
    case "media.put_back":
      return `Put back the picture ${text(detail.name) || text(detail.id)}`;
    case "media.deleted_forever":
      return `Permanently deleted the picture ${text(detail.name) || text(detail.id)}`;
    case "messages.handled":
      return `Marked ${contactMessage(detail)} as handled`;
    case "messages.reopened":
      return `Marked ${contactMessage(detail)} as not handled`;
    case "messages.deleted":
      return `Deleted ${contactMessage(detail)}`;
    case "messages.put_back":
      return `Put back ${contactMessage(detail).replace(/^a /, "a deleted ")}`;
    case "messages.deleted_forever":
      return `Permanently deleted ${contactMessage(detail)}`;
    case "volunteers.deleted":
      if (detail.email) return `Removed the volunteer sign-up of ${text(detail.email)}`;
      return `Removed a volunteer sign-up for ${text(detail.eventTitle) || (detail.eventId ? "an event" : "general help")}`;
    case "volunteers.told_dates_gone":
      return `E-mailed ${countWords(Number(text(detail.count) || 0), "volunteer", "volunteers")} of ${text(detail.eventTitle) || "an event"} that their date is no longer held`;
    case "volunteers.cancelled":
      return "A volunteer cancelled their sign-up from the e-mailed link";
    case "privacy.erased":
      if (detail.email) return `Deleted everything held about ${text(detail.email)}`;
      return `Deleted everything held about one e-mail address on request: ${erasedInWords(detail)}`;
    case "privacy.swept":
      return `Deleted what was older than the retention period: ${sweptCounts(detail)}`;
    case "privacy.retention_changed":
      return `Changed how long messages and sign-ups are kept: ${text(detail.from)} to ${text(detail.to)} months`;
    case "documents.added":
      return `Added the downloadable form ${text(detail.name)}`;
    case "documents.replaced":
      return `Replaced the downloadable form ${text(detail.name)}`;
    case "settings.updated": {
      const fields = Array.isArray(detail.fields) ? detail.fields.map(text).filter(Boolean) : [];
      return `Changed the school details${fields.length > 0 ? `: ${fields.join(", ")}` : ""}`;
    }
    case "mail.retried":
      if (detail.to) return `Sent again the e-mail “${text(detail.subject)}” to ${text(detail.to)}`;
      return `Sent again a failed e-mail${MAIL_KINDS[text(detail.kind)] ? `: ${MAIL_KINDS[text(detail.kind)]}` : ""}`;
    default:
      return action;
  }
}
