import { site } from "../../site.ts";
import { mailLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

/** Intro copy for /giving/get-involved; the volunteer sign-up form is rendered below it by its own route. */
export const givingGetInvolved: StaticPageContent = {
  heading: "Get Involved",
  lead: "PCS was built by volunteers, and it still runs on them. Whether you have an hour a year or an afternoon a week, there is a place for you.",
  blocks: [
    {
      type: "paragraph",
      text: "Parents, grandparents, alumni and friends of the school help in all kinds of ways. You don't need special skills, just a willingness to pitch in. Volunteering is also one of the best ways to get to know other families and to see your child's school day up close.",
    },
    { type: "heading", text: "Ways to volunteer", id: "ways" },
    {
      type: "table",
      caption: "Volunteer roles at PCS",
      head: ["Where", "What volunteers do"],
      rows: [
        [
          "Events",
          "Set up and serve at the fall barbecue, Christmas concert, spring fair and graduation; run a table; help with parking.",
        ],
        [
          "Classrooms",
          "Listen to young readers, help with art and science projects, and share your work or hobby with a class.",
        ],
        ["Field trips", "Drive students, supervise a small group, or help on outdoor education and camping trips."],
        ["Coaching", "Coach or assistant-coach a school team, keep score, or drive to away games."],
        [
          "Hot lunch",
          "Prepare and serve hot lunch on Tuesdays and Thursdays. A shift takes about two hours, once a month.",
        ],
        [
          "Committees",
          "Serve on the fundraising, building, hospitality or used-uniform committee, or stand for the school board.",
        ],
        [
          "Behind the scenes",
          "Photograph events, repair equipment, tend the orchard garden or help with mailings from home.",
        ],
      ],
    },
    { type: "heading", text: "Criminal record checks", id: "record-checks" },
    {
      type: "paragraph",
      text: "Keeping children safe comes first. In British Columbia, volunteers who work with children, or who may be alone with them, complete a criminal record check before they begin. At PCS that includes classroom helpers, coaches, drivers and overnight trip volunteers.",
    },
    {
      type: "steps",
      items: [
        {
          title: "Sign up",
          text: "Fill in the form on this page, and the volunteer coordinator will contact you about the roles you have chosen.",
        },
        {
          title: "Complete your check",
          text: "If your role needs one, we send you a link to B.C.'s Criminal Records Review Program. The check is done online and is free for volunteers.",
        },
        {
          title: "Get started",
          text: "Once your check is cleared, you are ready to help. Checks are renewed every five years, and the office keeps track of the dates for you.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Drivers on field trips also give the office a copy of their driver's licence and proof of insurance. Every volunteer signs in at the office on arrival and wears a visitor badge.",
    },
    { type: "heading", text: "Volunteering and your family", id: "families" },
    {
      type: "paragraph",
      text: "We ask each PCS family to give some time to the school during the year, in whatever way suits them. Working parents often help at evening and weekend events or with tasks from home. No one keeps score: we are simply grateful for every hour.",
    },
    {
      type: "quote",
      text: "I signed up to help with one hot lunch and stayed for six years. Some of my closest friends are parents I met in that kitchen.",
      cite: "A PCS parent and hot lunch volunteer",
    },
    {
      type: "paragraph",
      text: `Questions about volunteering? Write to our volunteer coordinator at ${mailLink(site.mailboxes.volunteers)}. To sign up, fill in the form below.`,
    },
  ],
};
