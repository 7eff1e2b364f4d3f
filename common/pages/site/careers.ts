import { site } from "../../site.ts";
import { mailLink, phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

/** Intro copy for /careers; the open positions are listed below it from the database by its own route. */
export const siteCareers: StaticPageContent = {
  heading: "Careers",
  lead: "Teach where you are known. PCS is a close community of teachers and support staff who love their work, their students and each other.",
  blocks: [
    { type: "heading", text: "Why work at PCS", id: "why" },
    {
      type: "paragraph",
      text: "At PCS, you teach classes small enough to know every student well, alongside colleagues who share your faith and care about doing their work well. Parents are involved and grateful. Students say hello in the hallway. And the Okanagan, with its lakes, orchards and trails, is a good place to make a home.",
    },
    {
      type: "list",
      items: [
        "Classes of about 20 students, and no class larger than 24.",
        "A salary grid that recognizes your education and experience, with extended health and dental benefits and a group retirement plan.",
        "Funding and time for professional development, and a mentor in your first year.",
        "A tuition discount for the children of staff.",
        "Staff devotions each week and a community that prays for one another.",
        "Freedom to bring your own interests into the school, from coaching a team to starting a club.",
      ],
    },
    { type: "heading", text: "Our faith and yours", id: "faith" },
    {
      type: "paragraph",
      text: "PCS is a Christian school, and every member of our staff is a committed follower of Jesus who can affirm our statement of faith. We ask this because staff do more than teach a subject: they pray with students, lead devotions and show what faith looks like in daily life. You will be asked about your faith and your church involvement during the interview, and we ask for a reference from a pastor or church leader.",
    },
    {
      type: "paragraph",
      text: "Our staff come from many different churches across the valley. We are united by the historic Christian faith, not by one denomination.",
    },
    { type: "heading", text: "What we look for", id: "requirements" },
    {
      type: "list",
      items: [
        "For teaching positions: a B.C. teaching certificate, or eligibility for one through the Ministry of Education and Child Care.",
        "For support positions: the training or experience the role describes, and a love of working with children.",
        "Warmth, patience and a sense of humour.",
        "A willingness to take part in the wider life of the school: chapel, events, and sometimes a team or club.",
      ],
    },
    { type: "heading", text: "How to apply", id: "apply" },
    {
      type: "steps",
      items: [
        {
          title: "Find a position",
          text: "Open positions are listed below. Read the posting carefully: each one gives its start date and closing date.",
        },
        {
          title: "Send your application",
          text: `E-mail a cover letter, your résumé, a short personal statement of faith and the names of three references, one of them a pastor or church leader, to ${mailLink(site.mailboxes.careers)}. Teachers, please include a copy of your teaching certificate.`,
        },
        {
          title: "Interviews",
          text: "Shortlisted candidates meet the principal and a panel of staff. Teaching candidates also teach a short lesson to a PCS class.",
        },
        {
          title: "Offer and checks",
          text: "Before starting, new staff complete a criminal record check through B.C.'s Criminal Records Review Program, and we check references.",
        },
      ],
    },
    {
      type: "paragraph",
      text: `We thank everyone who applies. Only shortlisted candidates are contacted. If you have a question about a position, or would like to be considered for substitute teaching, write to ${mailLink(site.mailboxes.careers)} or call ${phoneLink}.`,
    },
    {
      type: "paragraph",
      text: "To learn more about the school before you apply, read our [mission statement](/about/mission-statement) and meet [our faculty](/about/our-faculty). We handle your application in line with our [privacy policy](/privacy-policy).",
    },
  ],
};
