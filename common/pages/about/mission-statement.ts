import { site } from "../../site.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutMissionStatement: StaticPageContent = {
  heading: "Mission Statement",
  lead: "Why we exist, where we are going, and the six values that shape every classroom, team and hallway at PCS.",
  blocks: [
    { type: "heading", text: "Our mission", id: "mission" },
    {
      type: "quote",
      text: `${site.name} partners with families to educate children in a Christ-centred community, so that they grow in faith, learn with purpose and serve others with love.`,
      cite: "The PCS mission, adopted by the school society",
    },
    {
      type: "paragraph",
      text: "Every word of that sentence matters to us. We partner with families, because parents are a child's first teachers and we work alongside them, not instead of them. We educate the whole child: mind, body, character and faith. And we do it in community, because children learn best where they are known, safe and expected to grow.",
    },
    { type: "heading", text: "Our vision", id: "vision" },
    {
      type: "paragraph",
      text: "We picture graduates who know they are loved by God, who think clearly and carefully, who work well with others, and who use their gifts for the good of their families, churches and communities. We want them to leave PCS ready for university, college, the trades or the workplace, and ready to ask good questions about what a life well lived looks like.",
    },
    { type: "heading", text: "Our core values", id: "values" },
    {
      type: "steps",
      items: [
        {
          title: "Faith",
          text: "We follow Jesus and open the Bible together. Faith is part of how we teach every subject, not a class that sits off to one side.",
        },
        {
          title: "Learning",
          text: "We set high, fair expectations and help each student meet them. Curiosity, hard work and honest effort count as much as marks.",
        },
        {
          title: "Belonging",
          text: "Every child is made in God's image. We learn names, notice who is missing and make room at the table for newcomers.",
        },
        {
          title: "Service",
          text: "Students practise putting others first, from reading buddies in Kindergarten to service projects across Penticton in Grade 12.",
        },
        {
          title: "Stewardship",
          text: "We care for the gifts we have been given: our time, our talents, our campus and the valley of lakes, orchards and hills around us.",
        },
        {
          title: "Integrity",
          text: "We tell the truth, keep our word and own our mistakes. When something goes wrong, we aim to make it right and start again.",
        },
      ],
    },
    { type: "heading", text: "What we believe", id: "beliefs" },
    {
      type: "paragraph",
      text: "PCS is an interdenominational school. Our staff come from many churches across the South Okanagan, and together we hold to the historic Christian faith summed up in the Apostles' Creed. We believe the Bible is God's word, that Jesus Christ is Lord, and that God's love is for everyone.",
    },
    {
      type: "paragraph",
      text: "Families do not need to share our faith to enrol. We welcome families of every background and ask only that parents understand and support the Christian teaching their children will receive in class, in Bible lessons and at chapel.",
    },
    { type: "heading", text: "How the mission shows up in a school day" },
    {
      type: "list",
      items: [
        "Each class begins the morning with a short devotion and prayer.",
        "Teachers connect lessons in science, history and literature to questions of meaning and purpose.",
        "Students gather for chapel each week to sing, pray and hear a short message.",
        "Older students mentor younger ones, and every grade takes part in a service project each year.",
        "When conflict happens, staff help students listen, apologize and restore the friendship.",
      ],
    },
    {
      type: "callout",
      title: "See the mission in action",
      text: "Words on a page only go so far. Visit on an ordinary school day and you will see what these values look like in a classroom.",
      action: { label: "Book a visit", to: "/contact" },
    },
  ],
};
