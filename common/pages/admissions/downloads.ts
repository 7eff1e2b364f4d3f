import { formatAddress, site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsDownloads: StaticPageContent = {
  heading: "Downloads",
  lead: "The forms and handbooks new and returning families need, ready to print or fill in at home.",
  blocks: [
    { type: "heading", text: "For new families" },
    {
      type: "downloads",
      items: [
        {
          label: "Application form",
          href: "/downloads/application-form.pdf",
          description:
            "One form for each child applying to PCS, for any grade from Kindergarten to Grade 12. Includes the list of documents to attach.",
          sizeKb: 7,
        },
        {
          label: "Tuition agreement 2026-2027",
          href: "/downloads/tuition-agreement-2026-2027.pdf",
          description:
            "This year's tuition, fees and payment plans, with the agreement each family signs when accepting a place.",
          sizeKb: 5,
        },
      ],
    },
    { type: "heading", text: "For every family, every year" },
    {
      type: "downloads",
      items: [
        {
          label: "Family handbook 2026-2027",
          href: "/downloads/family-handbook-2026-2027.pdf",
          description:
            "School hours, attendance, dress code, lunches, conduct, safety and the other routines families ask about most.",
          sizeKb: 8,
        },
        {
          label: "Medical information form",
          href: "/downloads/medical-information-form.pdf",
          description:
            "Allergies, medical conditions, medication and emergency contacts. Please complete one for each child every September.",
          sizeKb: 4,
        },
        {
          label: "School supply list 2026-2027",
          href: "/downloads/supply-list-2026-2027.pdf",
          description: "What to send on the first day, by grade, from Kindergarten to Grade 12.",
          sizeKb: 4,
        },
      ],
    },
    { type: "heading", text: "Returning a form" },
    {
      type: "list",
      items: [
        `Bring it to the school office at ${formatAddress()}, during office hours (${site.hours.weekdays}).`,
        `Or scan or photograph the signed pages and send them to ${mailLink(site.mailboxes.admissions)}.`,
        "Application fees can be paid at the office by debit, cheque or cash, or by phone with a credit card.",
      ],
    },
    {
      type: "paragraph",
      text: "Every form on this page is a PDF. Your phone or computer can open it with its built-in viewer, or you can print it and fill it in by hand. There is no need to install anything.",
    },
    { type: "heading", text: "Need another format?" },
    {
      type: "paragraph",
      text: `If a form is hard to read or fill in, or you would like a printed copy or a large-print version, call the office at ${phoneLink}. We can also go through a form with you over the phone or in person. Paper copies of everything on this page are always available at the front desk.`,
    },
    {
      type: "callout",
      title: "Ready to apply?",
      text: "The enrolment page walks you through each step, from the first tour to the first day of school.",
      action: { label: "See the steps to enrol", to: "/admissions/enrollment" },
    },
  ],
};
