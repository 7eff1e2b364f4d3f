import { site } from "../../site.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutHistory: StaticPageContent = {
  heading: "Our History",
  lead: `${site.name} began in ${site.founded} with six Penticton families, two teachers and twenty-three students in a church basement. This is the story of how it grew.`,
  blocks: [
    { type: "heading", text: "Where it started" },
    {
      type: "paragraph",
      text: "In the spring of 1978, a handful of parents from different churches in Penticton met around a kitchen table. They wanted a school where their children would be taught well and where faith would be part of the whole day, not just Sunday. None of them had started a school before. They had a borrowed basement, a stack of donated desks and a great deal of hope.",
    },
    {
      type: "paragraph",
      text: "That September, twenty-three students in Grades 1 to 7 walked down the stairs of a church fellowship hall for the first day of classes. Parents painted the walls, built the bookshelves and took turns supervising lunch. That habit of families rolling up their sleeves has never left PCS.",
    },
    {
      type: "quote",
      text: "We didn't have much, but we had each other, and we had children who were excited to come to school. That felt like enough to start.",
      cite: "Margaret Ellison, one of the founding parents",
    },
    { type: "heading", text: "A timeline", id: "timeline" },
    {
      type: "table",
      caption: "Milestones in the life of PCS",
      head: ["Year", "What happened"],
      rows: [
        ["1978", "Six families open PCS in a church basement with 23 students in Grades 1 to 7 and two teachers."],
        [
          "1979",
          "PCS is certified under British Columbia's new independent school legislation and receives its first partial provincial funding.",
        ],
        [
          "1986",
          "The school society buys four hectares of an old orchard on Orchard Ridge Road. Volunteers build the first six classrooms over two summers.",
        ],
        [
          "1991",
          "Kindergarten opens, and the school joins the Federation of Independent School Associations (FISA BC).",
        ],
        ["1996", "A new wing makes room for Grades 8 to 10 as the first PCS students reach high school age."],
        ["2001", "Nine students become the first Grade 12 class to graduate from PCS with the B.C. Dogwood Diploma."],
        ["2008", "The science labs and music room open, paid for by families, alumni and local friends of the school."],
        [
          "2014",
          "Students and parents plant the orchard garden and build an outdoor classroom at the edge of the campus.",
        ],
        [
          "2020",
          "Teachers move classes online for the spring, then welcome students back to campus in smaller groups that fall.",
        ],
        [
          "2023",
          "PCS celebrates 45 years. More than 60 alumni return for the anniversary weekend, some with their own children now enrolled.",
        ],
        [
          "2026",
          "About 320 students attend from Kindergarten to Grade 12, and the school society approves the campus expansion plan.",
        ],
      ],
    },
    { type: "heading", text: "What has stayed the same" },
    {
      type: "paragraph",
      text: "A lot has changed since the basement years. We have a campus, a gym floor worn smooth by decades of volleyball, and graduates working as nurses, electricians, farmers, teachers and engineers across Canada. But the heart of the school is the same one the founders had.",
    },
    {
      type: "list",
      items: [
        "PCS is still run by a society of its families, who elect the board each year.",
        "Parents still volunteer in classrooms, on field trips and at every school event.",
        "Classes are still small enough that teachers know each student and family by name.",
        "We still start the day with prayer and still welcome families of every background.",
      ],
    },
    { type: "heading", text: "The next chapter" },
    {
      type: "paragraph",
      text: "Our classrooms are full and our gym was built for a much smaller school. The society has approved plans for a learning commons and a full-size gymnasium, to be built in phases as funds are raised. Read about the [campus expansion](/about/campus-expansion), or share a memory of your own years at PCS through our [alumni pages](/about/alumni).",
    },
  ],
};
