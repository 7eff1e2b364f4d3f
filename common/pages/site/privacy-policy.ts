import { AUDIT_KEPT_MONTHS, DEFAULT_RETENTION_MONTHS, periodInWords } from "../../privacy/records.ts";
import { formatAddress, site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

/**
 * "How long we keep it": what the daily sweep does (server/modules/privacy), its periods from the same constants,
 * so the sample never promises what the software does not do. `messageMonths` is the office's retention setting
 * when migration 0028 mends an existing site's list (ADR 045); a new site starts with the default.
 */
export function retentionItems(messageMonths: number = DEFAULT_RETENTION_MONTHS): string[] {
  return [
    `Contact messages, volunteer sign-ups and the e-mails about them: ${periodInWords(messageMonths)} after they are sent, then deleted.`,
    "Staff accounts: switched off, not deleted, when the staff member leaves, so the record of changes can name them.",
    `The record of sign-ins and of what staff do here: ${periodInWords(AUDIT_KEPT_MONTHS)}, then deleted. It may name the address on a message or sign-up until you ask us to delete your information; then we remove your address and name.`,
    "Anything staff remove from the website, such as an alumni profile: 30 days, so that a mistake can be undone, then deleted. Ask our privacy officer and it is deleted at once; the record of changes by staff still names it.",
    "Server logs: no longer than 90 days.",
    "If we use your information to make a decision that affects you, we keep it for at least one year after that decision, as PIPA requires.",
  ];
}

/** The policy's lead as the sample has it, with the date this version took effect. */
export function policyLead(effective: string): string {
  return `How ${site.name} collects, uses and protects the personal information you share through this website, under British Columbia's Personal Information Protection Act (PIPA). Effective ${effective}.`;
}

/** "Changes to this policy" as the sample has it, with the date this version took effect. */
export function policyChangesText(effective: string): string {
  return `We review this policy each year. If we change it, we will post the new version here with its effective date. This version is effective ${effective}.`;
}

/**
 * When the sample's words last changed: its retention list, to say what the daily sweep does (ADR 049) and that an
 * erasure takes a family out of the record of changes (ADR 065).
 */
const SAMPLE_EFFECTIVE = "November 28, 2026";

export const sitePrivacyPolicy: StaticPageContent = {
  heading: "Privacy Policy",
  lead: policyLead(SAMPLE_EFFECTIVE),
  blocks: [
    { type: "heading", text: "Who we are", id: "who" },
    {
      type: "paragraph",
      text: `${site.name} is an independent school society at ${formatAddress()}. As a private organization in British Columbia, we follow the Personal Information Protection Act. This policy covers this website. Student and family records kept by the school are described in the family handbook, on our [downloads page](/admissions/downloads).`,
    },
    { type: "heading", text: "What we collect and why", id: "collect" },
    {
      type: "table",
      caption: "Personal information collected through this website",
      head: ["Where", "What we collect", "Why we use it"],
      rows: [
        [
          "Contact form",
          "Your name, e-mail address, phone number if you give it, the topic and your message, and the IP address it was sent from",
          "To answer your question and follow up with you",
        ],
        [
          "Volunteer sign-up",
          "Your name, e-mail address, phone number, the roles or event you choose, your availability and notes, whether you have a criminal record check, and the IP address it was sent from",
          "To contact you about volunteering and plan volunteer shifts",
        ],
        [
          "Staff sign-in",
          "A staff member's e-mail address, a securely hashed password, sign-in times and the changes they make",
          "To let authorized staff update the website, and to keep it secure",
        ],
        [
          "Server logs",
          "Your IP address, the pages requested, the time and your browser type",
          "To keep the site running, prevent abuse and fix problems",
        ],
      ],
      note: "We collect only what we need for these purposes. We do not sell, rent or trade personal information.",
    },
    { type: "heading", text: "Consent", id: "consent" },
    {
      type: "paragraph",
      text: "When you send a form, you consent to our using the information for the purpose shown beside it. You may withdraw your consent at any time by contacting our privacy officer; we will then stop using the information, unless the law requires us to keep it. We will ask for your consent again before using your information for any new purpose.",
    },
    { type: "heading", text: "Who sees your information", id: "sharing" },
    {
      type: "paragraph",
      text: "Only school staff who need it to answer you or organize volunteers can see what you send. Our website is hosted by a service provider under an agreement that requires it to protect the information and use it only to run the site. We share information with others only when you ask us to or when the law requires it.",
    },
    { type: "heading", text: "How long we keep it", id: "retention" },
    {
      type: "list",
      items: retentionItems(),
    },
    { type: "heading", text: "How we protect it", id: "safeguards" },
    {
      type: "paragraph",
      text: "The site is served over an encrypted connection. Staff passwords are stored only as strong one-way hashes, sign-in attempts are limited and accounts lock after repeated failures, and every change by staff is recorded. Access to personal information is limited to staff who need it, and they are trained to handle it with care.",
    },
    { type: "heading", text: "Cookies", id: "cookies" },
    {
      type: "list",
      items: [
        "A session cookie, set only when a staff member signs in, keeps them signed in. It expires when they sign out or after a period of inactivity.",
        "A security cookie, set when a form is sent from a browser with JavaScript, holds a short-lived visitor session that protects our forms against cross-site request forgery. It contains no personal information and expires after 30 minutes without use.",
        "Signed-in staff's browsers also store a small note that they are signed in; visitors' browsers do not.",
        "We use no tracking or advertising cookies and no analytics, and we do not follow you across other websites.",
      ],
    },
    {
      type: "paragraph",
      text: "Links to online giving, hot lunch ordering, the bursary application, the virtual tour and the reporting form open services run by other providers, with their own privacy policies.",
    },
    { type: "heading", text: "Access and correction", id: "access" },
    {
      type: "paragraph",
      text: "You may ask to see the personal information we hold about you, how we have used it and who it has been shared with, and ask us to correct it if it is wrong. Send your request in writing to our privacy officer. We will respond within 30 business days, as PIPA requires, and there is no fee to see your own information.",
    },
    { type: "heading", text: "Our privacy officer", id: "officer" },
    {
      type: "paragraph",
      text: `Ruth Calder, Privacy Officer, ${site.name}, ${formatAddress()}. E-mail ${mailLink(site.mailboxes.privacy)} or call ${phoneLink}.`,
    },
    { type: "heading", text: "Concerns and complaints", id: "complaints" },
    {
      type: "paragraph",
      text: "If you have a concern about how we handle personal information, please tell our privacy officer first: we will look into it and reply in writing. If you are not satisfied with our answer, you may ask the [Office of the Information and Privacy Commissioner for British Columbia](https://www.oipc.bc.ca/) to review the matter.",
    },
    { type: "heading", text: "Changes to this policy", id: "changes" },
    {
      type: "paragraph",
      text: policyChangesText(SAMPLE_EFFECTIVE),
    },
  ],
};
