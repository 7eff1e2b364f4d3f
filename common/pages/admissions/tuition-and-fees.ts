import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsTuitionAndFees: StaticPageContent = {
  heading: "Tuition and Fees",
  lead: "Our published tuition and fees for the 2026-2027 school year, with sibling discounts, payment plans and help for families who need it.",
  blocks: [
    {
      type: "paragraph",
      text: "PCS receives partial funding from the Province of British Columbia. Tuition covers the rest of what it costs to run the school: teachers' salaries, learning materials, the buildings and grounds. The board sets tuition each winter and publishes it here. All amounts are in Canadian dollars.",
    },
    { type: "heading", text: "Tuition for 2026-2027", id: "tuition" },
    {
      type: "table",
      caption: "Annual tuition per student, 2026-2027",
      head: ["Grade", "Annual tuition", "Ten monthly payments of"],
      rows: [
        ["Kindergarten (full day)", "$5,400", "$540"],
        ["Grades 1 to 5", "$6,200", "$620"],
        ["Grades 6 to 9", "$6,900", "$690"],
        ["Grades 10 to 12", "$7,400", "$740"],
      ],
    },
    { type: "heading", text: "Sibling discounts", id: "siblings" },
    {
      type: "table",
      caption: "Tuition discounts for families with more than one child at PCS",
      head: ["Child", "Discount on tuition"],
      rows: [
        ["Oldest child", "None: full tuition"],
        ["Second child", "10%"],
        ["Third child", "25%"],
        ["Fourth and each further child", "50%"],
      ],
      note: "Discounts apply to tuition only, not to fees. For example, a family with one child in Grade 7 and one in Grade 2 pays $6,900 plus $5,580, or $12,480 in tuition for the year.",
    },
    { type: "heading", text: "One-time fees", id: "one-time-fees" },
    {
      type: "table",
      caption: "Fees paid once",
      head: ["Fee", "Amount", "When it is paid"],
      rows: [
        ["Application fee", "$100 per student", "With the application; not refundable"],
        ["New family registration fee", "$400 per family", "When you accept an offer; not refundable"],
      ],
    },
    { type: "heading", text: "Annual fees", id: "annual-fees" },
    {
      type: "table",
      caption: "Fees paid each school year",
      head: ["Fee", "Amount", "What it covers"],
      rows: [
        [
          "Enrolment deposit",
          "$300 per student",
          "Paid when you accept an offer or re-enrol in February; credited to September tuition",
        ],
        [
          "Learning resources fee",
          "$180 (K to 5), $260 (6 to 9), $320 (10 to 12)",
          "Workbooks, classroom supplies, technology and field trip buses",
        ],
        [
          "Outdoor education trips",
          "$90 to $450, by grade",
          "Overnight and multi-day trips from Grade 6; billed before each trip",
        ],
        ["Band instrument rental", "$120 per year", "Students in band who use a school instrument"],
        ["Graduation fee", "$250", "Grade 12 students: cap and gown, ceremony and banquet"],
      ],
    },
    { type: "heading", text: "Before- and after-school care", id: "care" },
    {
      type: "paragraph",
      text: "Care for Kindergarten to Grade 6 is billed monthly, separately from tuition: $9 a morning for before-school care and $15 an afternoon for after-school care, or $260 a month for both, every day. Drop-in days are available when there is space.",
    },
    { type: "heading", text: "Payment plans", id: "payment" },
    {
      type: "list",
      items: [
        "Pay in full by August 15 and receive a 2% discount on tuition.",
        "Pay in two instalments, on August 15 and January 15.",
        "Pay in ten monthly instalments by pre-authorized debit on the first of each month, from September to June.",
      ],
    },
    {
      type: "paragraph",
      text: `Each family signs a tuition agreement for the year; you can read it on our [downloads page](/admissions/downloads). If a payment will be late, please talk to our accounts office before the due date: we would rather make a plan with you than send a reminder. Write to ${mailLink(site.mailboxes.accounts)} or call ${phoneLink}.`,
    },
    {
      type: "paragraph",
      text: "Part of the tuition you pay may qualify for a charitable tax receipt under the Canada Revenue Agency's rules for schools that provide religious education. The office works out the amount each year and sends receipts in February.",
    },
    { type: "heading", text: "Bursaries", id: "bursaries" },
    {
      type: "paragraph",
      text: "We don't want cost alone to keep a family away from PCS. Our bursary fund, built on the gifts of donors, reduces tuition for families who need help. Awards are based on financial need and are reviewed each year.",
    },
    {
      type: "list",
      items: [
        `Apply online through our [bursary application](${site.external.bursaryApplication}).`,
        "Apply by April 30 for the following school year. Applications later in the year are considered while funds remain.",
        "You will be asked for your most recent Notice of Assessment from the Canada Revenue Agency.",
        "Applications are read only by the bursary committee. Teachers never know who receives a bursary.",
      ],
    },
    {
      type: "callout",
      title: "Let's talk it through",
      text: "If you are unsure whether PCS is within reach for your family, call the office. We will go through the numbers with you, confidentially and without pressure.",
      action: { label: "Contact the office", to: "/contact" },
    },
  ],
};
