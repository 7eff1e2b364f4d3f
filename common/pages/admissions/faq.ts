import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const admissionsFaq: StaticPageContent = {
  heading: "Frequently Asked Questions",
  lead: "Answers to the questions parents ask us most. If yours isn't here, call or write: a real person in the office will answer.",
  blocks: [
    { type: "heading", text: "Faith and community" },
    {
      type: "faq",
      items: [
        {
          question: "Do we have to be Christians to enrol?",
          answer:
            "No. We welcome families of every faith background, and of none. Our staff are Christians, and faith is part of the school day: students take Bible classes, attend weekly chapel and pray together. We ask parents to understand and support that teaching, but we do not ask them to sign a statement of faith.",
        },
        {
          question: "Which church runs PCS?",
          answer:
            "None. PCS is interdenominational and independent. It is run by a not-for-profit society of its families, who elect a board each year. Our families and staff belong to many different churches across the South Okanagan.",
        },
      ],
    },
    { type: "heading", text: "Cost" },
    {
      type: "faq",
      items: [
        {
          question: "How much is tuition?",
          answer:
            "For 2026-2027, tuition ranges from $5,400 a year for Kindergarten to $7,400 for Grades 10 to 12, with discounts for brothers and sisters. You can pay in full, in two instalments or in ten monthly payments. See [tuition and fees](/admissions/tuition-and-fees) for every figure.",
        },
        {
          question: "Is financial help available?",
          answer: `Yes. Our bursary fund helps families who could not otherwise afford PCS. Awards are based on need, and applications are kept confidential: teachers never see them. [Apply for a bursary](${site.external.bursaryApplication}) by April 30 for the following school year.`,
        },
      ],
    },
    { type: "heading", text: "Daily life" },
    {
      type: "faq",
      items: [
        {
          question: "Is there a school bus?",
          answer:
            "We do not run buses. Most families drive, and many share the driving. The office keeps a carpool list by neighbourhood and will gladly put you in touch with families near you.",
        },
        {
          question: "Do students wear uniforms?",
          answer:
            "We have a simple dress code rather than a full uniform. Students wear a navy, white or grey PCS polo or sweater with plain navy, grey or khaki pants, shorts or skirts. Parents run a used-uniform sale each August, so most families buy only a few new pieces.",
        },
        {
          question: "Do you offer before- and after-school care?",
          answer:
            "Yes, for Kindergarten to Grade 6. Before-school care runs from 7:30 AM and after-school care until 5:30 PM every school day, including early dismissal Fridays. Please register with the office; drop-in days are available when there is space.",
        },
        {
          question: "Is there a hot lunch program?",
          answer: `Yes. Parent volunteers serve hot lunch on Tuesdays and Thursdays. Meals are ordered and paid for online through our [hot lunch ordering site](${site.external.hotLunch}), by the Friday before. On other days, students bring a lunch from home.`,
        },
        {
          question: "How big are the classes?",
          answer:
            "The average class has about 20 students. Kindergarten classes are capped at 20 and Grades 1 to 12 at 24. Some grades have two classes.",
        },
      ],
    },
    { type: "heading", text: "Learning" },
    {
      type: "faq",
      items: [
        {
          question: "Can PCS support my child's learning needs?",
          answer:
            "Often, yes. Our learning support team works with students with learning disabilities, ADHD, autism and other needs, and with students who need more challenge. We write individual education plans with parents. Please tell us about your child's needs when you apply, so we can talk honestly about how we can help.",
        },
        {
          question: "Do graduates receive a B.C. diploma?",
          answer:
            "Yes. PCS follows the B.C. curriculum, and students who meet the provincial requirements graduate with the Dogwood Diploma, the same certificate public school students receive. Our graduates go on to universities, colleges, trades training and work across Canada.",
        },
        {
          question: "Do you teach French?",
          answer:
            "Yes. French is taught from Grade 1 to Grade 8 by a specialist teacher, and students can continue with French courses in Grades 9 to 12.",
        },
      ],
    },
    { type: "heading", text: "Applying" },
    {
      type: "faq",
      items: [
        {
          question: "Can we visit before we apply?",
          answer:
            "Please do. Tours run every weekday during office hours, and you are welcome to bring your child. We also hold open houses each January. [Contact us](/contact) to book a time.",
        },
        {
          question: "Can my child join in the middle of the year?",
          answer:
            "Yes, if there is space in their grade. Students often start within two weeks of applying, and tuition is charged from the month they begin. The steps are the same as in September: see [enrolment](/admissions/enrollment).",
        },
        {
          question: "When should we apply for Kindergarten?",
          answer:
            "In the winter before your child starts. In B.C., children begin Kindergarten in September of the year they turn five. Kindergarten places often fill by spring, so apply by the priority deadline in early March if you can.",
        },
      ],
    },
    {
      type: "callout",
      title: "Still have a question?",
      text: `Call ${phoneLink} or write to ${mailLink(site.mailboxes.admissions)}. We usually reply within one school day.`,
      action: { label: "Contact us", to: "/contact" },
    },
  ],
};
