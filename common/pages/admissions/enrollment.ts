import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsEnrollment: StaticPageContent = {
  heading: "Enrolment",
  lead: "Enrolling at PCS takes a few steps, and we'll guide you through each one. Here is what to expect, what to bring and when.",
  blocks: [
    { type: "heading", text: "Steps to enrol", id: "steps" },
    {
      type: "steps",
      items: [
        {
          title: "Tour the school",
          text: "Call the office or [send us a message](/contact) to book a tour. Bring your child if you like: most children enjoy seeing the classrooms.",
        },
        {
          title: "Send your application",
          text: "Fill in the [application form](#forms), one for each child, and return it to the office with the documents listed below and the $100 application fee.",
        },
        {
          title: "Family interview",
          text: "You and your child meet the principal for about 45 minutes. We want to understand your child and your family, and to make sure you understand how PCS works, faith included. It is a conversation, not a test.",
        },
        {
          title: "Visiting day",
          text: "Students entering Grades 1 to 12 spend a day in class with their future classmates. Kindergarten children come to a relaxed readiness morning in the spring.",
        },
        {
          title: "Offer and acceptance",
          text: "We send a decision within two weeks. To accept a place, sign the [tuition agreement](#forms) and pay the registration fee and enrolment deposit within ten days.",
        },
        {
          title: "Get ready for September",
          text: "Complete the [medical information form](#forms), pick up the [supply list](#forms), and join us for the new family orientation evening in late August.",
        },
      ],
    },
    { type: "heading", text: "Documents to bring", id: "documents" },
    {
      type: "list",
      items: [
        "Your child's birth certificate, or a Canadian passport, citizenship card or permanent resident card.",
        "Proof that the parents live in British Columbia, such as a utility bill, property tax notice or rental agreement.",
        "Your child's two most recent report cards (not needed for Kindergarten).",
        "Any assessments, individual education plans or specialist reports, so we can plan support from the first day.",
        "Your child's immunization record, if you are willing to share it.",
        "Custody or guardianship documents, where they apply.",
      ],
    },
    {
      type: "paragraph",
      text: "If your child has attended another school in British Columbia, please include their Personal Education Number (PEN) from a report card. It lets us request school records quickly.",
    },
    { type: "heading", text: "Forms you will need", id: "forms" },
    {
      type: "downloads",
      items: [
        {
          label: "Application form",
          href: "/downloads/application-form.pdf",
          description: "One for each child. Return it with the documents above and the application fee.",
          sizeKb: 7,
        },
        {
          label: "Tuition agreement 2026-2027",
          href: "/downloads/tuition-agreement-2026-2027.pdf",
          description: "Signed when you accept a place. Sets out tuition, fees and your choice of payment plan.",
          sizeKb: 5,
        },
        {
          label: "Medical information form",
          href: "/downloads/medical-information-form.pdf",
          description: "Allergies, conditions, medication and emergency contacts, completed before the first day.",
          sizeKb: 4,
        },
        {
          label: "School supply list 2026-2027",
          href: "/downloads/supply-list-2026-2027.pdf",
          description: "What to send on the first day, by grade.",
          sizeKb: 4,
        },
      ],
    },
    {
      type: "paragraph",
      text: "Every form, with the family handbook, is also on our [downloads page](/admissions/downloads).",
    },
    { type: "heading", text: "Key dates for September 2027", id: "dates" },
    {
      type: "table",
      caption: "Enrolment key dates for the 2027-2028 school year",
      head: ["Date", "What happens"],
      rows: [
        ["Thursday, January 14, 2027", "Kindergarten open house, 6:30 to 8:00 PM"],
        ["Thursday, January 21, 2027", "Open house for Grades 1 to 12, 6:30 to 8:00 PM"],
        ["February 1 to 19, 2027", "Current families re-enrol and apply for siblings"],
        ["Friday, March 5, 2027", "Priority deadline for new family applications"],
        ["From Tuesday, March 30, 2027", "Offers sent to families who applied by the priority deadline"],
        ["Friday, April 30, 2027", "Bursary applications due for 2027-2028"],
        ["Thursday, August 26, 2027", "New family orientation evening"],
      ],
      note: "Applications received after the priority deadline are considered in the order they arrive, as space allows.",
    },
    { type: "heading", text: "Starting Kindergarten", id: "kindergarten" },
    {
      type: "paragraph",
      text: "In British Columbia, children start Kindergarten in September of the calendar year they turn five. For September 2027, that means children born in 2022. Kindergarten at PCS is a full day, five days a week, and the first two weeks of September are a gentle, gradual start with shorter days.",
    },
    { type: "heading", text: "Joining part-way through the year", id: "mid-year" },
    {
      type: "paragraph",
      text: "Families move, and plans change. If there is space in your child's grade, a student can join PCS at any time of year, usually within two weeks of applying. Tuition is charged from the month your child starts.",
    },
    {
      type: "callout",
      title: "Questions about applying?",
      text: `Our admissions coordinator is glad to help. Call ${phoneLink} or write to ${mailLink(site.mailboxes.admissions)}.`,
      action: { label: "Read the admissions FAQ", to: "/admissions/FAQ" },
    },
  ],
};
