import { site } from "../../site.ts";
import { mailLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutCampusExpansion: StaticPageContent = {
  heading: "Campus Expansion",
  lead: "Our classrooms are full and our gym was built for a school half our size. Here is our plan for a new learning commons and gymnasium, and how you can help build it.",
  blocks: [
    {
      type: "facts",
      items: [
        { value: "2", label: "new buildings: a learning commons and a gymnasium" },
        { value: "$7.0 million", label: "total cost of both phases" },
        { value: "$1.9 million", label: "given or pledged as of September 2026" },
        { value: "No debt", label: "we build each phase once it is paid for" },
      ],
    },
    { type: "heading", text: "Why we need more room" },
    {
      type: "paragraph",
      text: "When volunteers built our first classrooms in 1986, PCS had fewer than a hundred students. Today about 320 students share the same library, a gym that fits one class at a time, and a lunchroom that doubles as the music room. Our waiting lists in several grades are growing. We want to welcome more families without losing the small classes and close community that make PCS what it is.",
    },
    { type: "heading", text: "What we plan to build" },
    {
      type: "list",
      items: [
        "A learning commons: a bright, open library with quiet study rooms, a maker space for robotics and design, and a room for learning support, looking out over the orchard.",
        "A full-size gymnasium: room for two classes at once, home games with space for families to watch, change rooms, and a stage for concerts, chapel and the spring play.",
        "Outside: more parking, a safer drop-off loop and new paths connecting the buildings.",
      ],
    },
    { type: "heading", text: "The phases" },
    {
      type: "table",
      caption: "Campus expansion phases and timeline",
      head: ["Phase", "What it includes", "Cost", "Timing"],
      rows: [
        [
          "Phase 1: Planning",
          "Architect's design, site survey and City of Penticton approvals",
          "$350,000",
          "Completed in 2026",
        ],
        [
          "Phase 2: Learning commons",
          "Library, study rooms, maker space and learning support centre",
          "$2.4 million",
          "Construction begins once funds are in hand; target spring 2027",
        ],
        [
          "Phase 3: Gymnasium",
          "Full-size gym with stage, change rooms, parking and drop-off loop",
          "$4.25 million",
          "Construction follows Phase 2; target 2029",
        ],
      ],
      note: "The timeline depends on giving. We will not borrow to build, so each phase starts when its cost has been raised.",
    },
    { type: "heading", text: "How families can help" },
    {
      type: "steps",
      items: [
        {
          title: "Pray for the project",
          text: "Pray for wisdom for the board and building committee, safety for the builders and for the students who will learn in these spaces.",
        },
        {
          title: "Give to the building fund",
          text: "Any gift helps, whether it is a one-time gift or a pledge spread over three years. Every gift receives a charitable tax receipt. [Donate to the building fund](/giving/donate).",
        },
        {
          title: "Share your skills",
          text: `Builders, tradespeople, designers and project managers: the building committee would value your advice. Write to ${mailLink(site.mailboxes.giving)}.`,
        },
        {
          title: "Spread the word",
          text: "Tell grandparents, alumni and local businesses about the project. Many of our first classrooms were built with help from people who never had a child at PCS.",
        },
      ],
    },
    {
      type: "quote",
      text: "Our parents built the first classrooms with their own hands. Now it is our turn to build for the next generation.",
      cite: "Chair of the PCS building committee, a graduate of the class of 2004",
    },
    { type: "heading", text: "Keeping you informed" },
    {
      type: "paragraph",
      text: "We post progress updates in [news and announcements](/events/news-and-announcements) and share the fundraising total at each society meeting. Families are welcome to see the architect's drawings in the front office at any time during office hours.",
    },
    {
      type: "callout",
      title: "Build the next chapter with us",
      text: "Every gift, large or small, brings the learning commons and gymnasium closer.",
      action: { label: "Give to the building fund", to: "/giving/donate" },
    },
  ],
};
