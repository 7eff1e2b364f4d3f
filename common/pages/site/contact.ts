import { formatAddress, site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

/** Intro copy for /contact; the contact form and the map are rendered below it by its own route. */
export const siteContact: StaticPageContent = {
  heading: "Contact Us",
  lead: "We'd love to hear from you. Call, write or drop by the office: a real person will answer, usually the same day.",
  // The phone, e-mail, address and hours stand once, above these words, from the office's school details
  // (app/routes/contact.tsx); the words do not repeat them as facts (issue 16).
  blocks: [
    { type: "heading", text: "Office hours", id: "hours" },
    {
      type: "paragraph",
      text: `The school office is open ${site.hours.weekdays}, and closed on weekends and statutory holidays. During the summer break the office keeps shorter hours, and messages are answered within two business days. You can reach us at ${phoneLink} or ${mailLink(site.email)}.`,
    },
    { type: "heading", text: "Who to contact", id: "who" },
    {
      type: "table",
      caption: "The right person for your question",
      head: ["For", "Contact", "What they can help with"],
      // Bare addresses: RichText links every address in the words (mailto:), so the cells need no link syntax.
      rows: [
        [
          "Admissions",
          site.mailboxes.admissions,
          "Tours, applications, open houses and questions from families new to PCS",
        ],
        ["Accounts", site.mailboxes.accounts, "Tuition, fees, payment plans, receipts and bursary questions"],
        [
          "Attendance",
          `${site.mailboxes.attendance}, or call ${phoneLink} and press 1`,
          "Absences, late arrivals and early pick-ups; please tell us before 8:45 AM",
        ],
        ["Giving", site.mailboxes.giving, "Donations, tax receipts, gifts of securities and legacy gifts"],
        ["Volunteering", site.mailboxes.volunteers, "Volunteer roles, sign-ups and criminal record checks"],
        ["Careers", site.mailboxes.careers, "Applications for teaching and support positions"],
        ["Everything else", site.email, "Any other question; the office will pass it to the right person"],
      ],
      note: "To reach a teacher, use your child's agenda or the class e-mail, or leave a message with the office.",
    },
    { type: "heading", text: "Visiting the school", id: "visiting" },
    {
      type: "paragraph",
      text: `Our campus is at ${formatAddress()}, on the east bench above Penticton, about ten minutes from downtown. Visitors are always welcome: please come to the front entrance and sign in at the office.`,
    },
    { type: "heading", text: "Directions from Highway 97", id: "directions" },
    {
      type: "list",
      ordered: true,
      items: [
        "From the north (Summerland and Kelowna), follow Highway 97 into Penticton along the Channel Parkway. From the south (Oliver and Osoyoos), follow Highway 97 north past Skaha Lake.",
        "In Penticton, leave the highway at the exit for the east bench and follow the signs for Orchard Ridge Road uphill for about two kilometres, past the orchards.",
        "At the four-way stop, turn right onto Orchard Ridge Road.",
        "PCS is 600 metres along on the left, just past the fruit stand. Look for the blue school sign at the driveway.",
      ],
    },
    {
      type: "paragraph",
      text: "Visitor parking is beside the front entrance. Between 8:15 and 8:45 AM and at dismissal, the front loop is for drop-off and pick-up only, so please park in the lower lot if you are staying. The building and the office are wheelchair accessible from the front entrance.",
    },
    { type: "heading", text: "Book a tour", id: "tours" },
    {
      type: "paragraph",
      text: "Tours run every weekday during office hours and take about 45 minutes. Call us, or send a message with the form below and tell us which days suit you. If you are thinking about applying, you may also want to read our [admissions](/admissions) pages and [frequently asked questions](/admissions/FAQ) first.",
    },
    {
      type: "callout",
      title: "Worried about bullying or a student's safety?",
      text: `Call the principal at ${phoneLink}, or use our confidential [report bullying or harassment form](${site.external.reportBullying}). In an emergency, call 911.`,
    },
  ],
};
