import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsOverview: StaticPageContent = {
  heading: "Admissions",
  lead: "Choosing a school is a big decision. We'll walk with you from your first question to your child's first day, and we are happy to answer anything along the way.",
  blocks: [
    { type: "heading", text: "Who can apply" },
    {
      type: "paragraph",
      text: "PCS welcomes students from Kindergarten to Grade 12, and families of every faith background. We accept applications all year and place students as space allows. Many grades fill by spring, so applying early for September gives you the best chance of a place.",
    },
    { type: "heading", text: "From enquiry to first day", id: "steps" },
    {
      type: "steps",
      items: [
        {
          title: "Get in touch",
          text: `Call ${phoneLink} or write to ${mailLink(site.mailboxes.admissions)}. Our admissions coordinator will answer your questions and send you an information package.`,
        },
        {
          title: "Visit the school",
          text: "Take a tour on any school day during office hours. You'll see classes in action, meet the principal and ask what you like. Open houses are held each winter.",
        },
        {
          title: "Apply",
          text: "Complete the application form from our [downloads page](/admissions/downloads) and return it with the documents listed on our [enrolment page](/admissions/enrollment) and the $100 application fee.",
        },
        {
          title: "Meet with us",
          text: "Parents and child meet the principal for a relaxed conversation about your child, your hopes for their schooling and how PCS works. Students in Grades 1 to 12 then spend a visiting day in class.",
        },
        {
          title: "Receive an offer",
          text: "We send a decision within two weeks of the visit. To accept, sign the tuition agreement and pay the registration fee and enrolment deposit.",
        },
        {
          title: "Welcome to PCS",
          text: "New families are invited to an orientation evening in late August, and new students meet their teacher before the first day of school.",
        },
      ],
    },
    { type: "heading", text: "Everything you need to know" },
    {
      type: "list",
      items: [
        "[Why choose PCS](/admissions/why-choose-pcs): what families tell us sets our school apart.",
        "[Enrolment](/admissions/enrollment): the steps, documents and key dates, and the Kindergarten age rule.",
        "[A typical day at PCS](/admissions/typical-day-at-pcs): what a school day looks like in elementary and in middle and high school.",
        "[School schedule](/admissions/school-schedule): bell times, early dismissal Fridays and the year at a glance.",
        "[Tuition and fees](/admissions/tuition-and-fees): this year's tuition, sibling discounts, payment plans and bursaries.",
        "[Frequently asked questions](/admissions/FAQ): answers to the questions parents ask us most.",
        "[Downloads](/admissions/downloads): the application form, family handbook and other forms.",
      ],
    },
    { type: "heading", text: "Help with the cost" },
    {
      type: "paragraph",
      text: `We know tuition is a real commitment. Sibling discounts lower the cost for larger families, and our bursary fund, built on the gifts of donors, helps families who could not otherwise afford PCS. Applications are confidential. You can [apply for a bursary](${site.external.bursaryApplication}) at the same time as you apply for admission.`,
    },
    {
      type: "quote",
      text: "We visited three schools. At PCS, the principal knelt down to talk to our son at his level and asked what he liked to build. We knew then.",
      cite: "A PCS parent, who enrolled two children in 2024",
    },
    {
      type: "callout",
      title: "Book a tour",
      text: `Tours run every weekday during office hours (${site.hours.weekdays}). Call us or send a message and we'll find a time that works for you.`,
      action: { label: "Contact admissions", to: "/contact" },
    },
  ],
};
