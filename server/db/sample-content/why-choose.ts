/** Sample "why choose PCS" reasons, in the order the page shows them. */
import type { WhyChooseInput } from "../../../common/content/why-choose/types.ts";

export const sampleWhyChoose: WhyChooseInput[] = [
  {
    title: "A Christ-centred community",
    summary: "Faith is part of every day, and families of every background are welcome.",
    icon: "heart",
    sortOrder: 1,
    bodyHtml:
      "<p>We begin each day with prayer, meet for chapel each week and teach every subject from a Christian point of view. Families from many churches, and from none, choose PCS. Every child is welcomed and respected.</p>",
  },
  {
    title: "Strong academics, the B.C. curriculum",
    summary: "Certified teachers, the B.C. curriculum and the Dogwood Diploma at graduation.",
    icon: "book",
    sortOrder: 2,
    bodyHtml:
      "<p>PCS is a member of the Federation of Independent School Associations and follows the B.C. curriculum. Our teachers hold B.C. teaching certificates, and graduates receive the Dogwood Diploma and go on to universities, colleges and trades programs.</p>",
  },
  {
    title: "Every student known",
    summary: "About 320 students from Kindergarten to Grade 12, so teachers know each child by name.",
    icon: "people",
    sortOrder: 3,
    bodyHtml:
      "<p>Small classes let teachers notice how each student is doing and step in early. Older students mentor younger ones through our buddy program, and many families stay from Kindergarten to graduation.</p>",
  },
  {
    title: "Learning in the Okanagan",
    summary: "Outdoor school, orchard science and field trips from the lake to the hills.",
    icon: "mountain",
    sortOrder: 4,
    bodyHtml:
      "<p>Our valley is a classroom. Students study water in Okanagan Lake, count bees in local orchards, hike the hills above Penticton and spend three days at outdoor school in Grade 7.</p>",
  },
  {
    title: "Music, drama and the arts",
    summary: "Choirs from Kindergarten, band from Grade 6 and a spring musical written by students.",
    icon: "music",
    sortOrder: 5,
    bodyHtml:
      "<p>Every elementary class sings in a choir. Band begins in Grade 6, and our secondary students write, stage and perform a spring musical each year. Visual art is taught by a specialist teacher in every grade.</p>",
  },
  {
    title: "Room to grow in every gift",
    summary: "Athletics, service and leadership, with a place on the team for anyone who wants one.",
    icon: "star",
    sortOrder: 6,
    bodyHtml:
      "<p>Students play volleyball, basketball, cross-country and track, serve in the community each term and lead chapel, clubs and events. In a school our size, anyone who wants to take part can.</p>",
  },
];
