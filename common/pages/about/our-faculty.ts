import { site } from "../../site.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutOurFaculty: StaticPageContent = {
  heading: "Our Faculty",
  lead: "Our teachers are certified by the Province of British Columbia, they love their subjects, and they know every student by name.",
  blocks: [
    {
      type: "facts",
      items: [
        { value: "28", label: "classroom and specialist teachers" },
        { value: "14", label: "educational assistants and support staff" },
        { value: "100%", label: "of teachers hold a B.C. teaching certificate" },
        { value: "11 years", label: "average time a teacher has been at PCS" },
      ],
    },
    { type: "heading", text: "Who teaches at PCS" },
    {
      type: "paragraph",
      text: "Our staff are teachers first. They plan carefully, mark fairly and stay after class to explain it one more time. They coach teams, direct the spring play and drive the van to tournaments. Many of them are parents at the school, and a few are PCS graduates who came back to teach.",
    },
    {
      type: "paragraph",
      text: "Every member of staff is a committed Christian who shares the school's mission. They come from many churches across the valley, and they pray for their students by name.",
    },
    { type: "heading", text: "How we hire and certify teachers" },
    {
      type: "steps",
      items: [
        {
          title: "Certification",
          text: "Every PCS teacher holds a teaching certificate issued by the B.C. Ministry of Education and Child Care, either the same certificate public school teachers hold or an Independent School Teaching Certificate.",
        },
        {
          title: "Careful interviews",
          text: "Candidates meet the principal, a panel of teachers and a board member. They teach a sample lesson to a real class and talk openly about their faith and their approach to students.",
        },
        {
          title: "Criminal record check",
          text: "Before starting, every employee completes a criminal record check through B.C.'s Criminal Records Review Program, renewed every five years, and three references are checked.",
        },
        {
          title: "Mentoring in the first year",
          text: "New teachers are paired with an experienced colleague who meets with them every week through their first year.",
        },
        {
          title: "Learning that never stops",
          text: "Teachers take part in professional development days, courses and regional conferences each year, and set their own learning goals with the principal.",
        },
      ],
    },
    { type: "heading", text: "Meet some of our staff" },
    {
      type: "table",
      caption: "Members of the PCS staff",
      head: ["Name", "Role", "A little about them"],
      rows: [
        [
          "Daniel Whitfield",
          "Principal",
          "Taught Grade 7 at PCS for nine years before becoming principal. Still teaches one Bible class a term.",
        ],
        [
          "Grace Hadley",
          "Vice-Principal, Elementary",
          "Leads Kindergarten to Grade 5 and the reading program. Former Grade 1 teacher.",
        ],
        [
          "Samuel Moreau",
          "Vice-Principal, Middle and High School",
          "Teaches physics and helps Grade 12 students plan their next steps after graduation.",
        ],
        [
          "Hannah Brightwater",
          "Kindergarten teacher",
          "Runs the orchard garden and has welcomed PCS kindergarteners for more than a decade.",
        ],
        [
          "Tomas Reyes",
          "Science and outdoor education, Grades 6 to 9",
          "Leads the middle school camping trips and the salmon study each fall.",
        ],
        [
          "Leah Vanderberg",
          "Music director",
          "Conducts the choirs and bands, and organizes the Christmas and spring concerts.",
        ],
        [
          "Jonah Fairbairn",
          "Learning support coordinator",
          "Works with teachers and families to plan support for students who learn differently.",
        ],
        [
          "Miriam Osei",
          "School counsellor",
          "Meets with students one to one and in small groups, and supports families through hard seasons.",
        ],
        [
          "Ruth Calder",
          "Office manager",
          "The first voice you will hear when you call. Knows where everything is and who to ask.",
        ],
      ],
    },
    {
      type: "quote",
      text: "I get to watch children grow up. I taught some of our Grade 12s to read. That never gets old.",
      cite: "Grace Hadley, Vice-Principal, Elementary",
    },
    { type: "heading", text: "Reaching a teacher" },
    {
      type: "paragraph",
      text: `Teachers are glad to hear from parents. The easiest way to reach them is through your child's agenda or the class e-mail shared at the start of the year. You can also call the office at ${site.phone} and leave a message: teachers reply within two school days.`,
    },
    {
      type: "callout",
      title: "Want to join us?",
      text: "We are always glad to meet certified teachers and support staff who share our mission.",
      action: { label: "See open positions", to: "/careers" },
    },
  ],
};
