import { formatAddress, site } from "../../site.ts";
import { phoneLink } from "../links.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutAboutPcs: StaticPageContent = {
  heading: "About PCS",
  lead: "The short version: who we teach, how we teach, and what students leave with.",
  blocks: [
    {
      type: "facts",
      items: [
        { value: "K-12", label: "Kindergarten to Grade 12 on one campus" },
        { value: "About 320", label: "students from across the South Okanagan" },
        { value: "About 20", label: "students in an average class" },
        { value: String(site.founded), label: "founded by local families" },
        { value: "FISA BC", label: "member of the Federation of Independent School Associations" },
        { value: "Dogwood", label: "B.C. Certificate of Graduation for every graduate" },
      ],
    },
    { type: "heading", text: "Who we are" },
    {
      type: "paragraph",
      text: `${site.name} is an independent, interdenominational Christian school in ${site.address.city}, ${site.address.regionName}. We are a not-for-profit society governed by a board that our member families elect. Our campus is at ${formatAddress()}.`,
    },
    {
      type: "paragraph",
      text: "We are a Christ-centred community, and we welcome families of every background. Many of our families belong to local churches of different traditions; others come to us for small classes, a caring staff and the values we teach.",
    },
    { type: "heading", text: "Grades and classes" },
    {
      type: "table",
      caption: "How the school is organized",
      head: ["Division", "Grades", "How classes work"],
      rows: [
        [
          "Elementary",
          "Kindergarten to Grade 5",
          "One homeroom teacher teaches most subjects, with specialist teachers for music, French and physical education.",
        ],
        [
          "Middle school",
          "Grades 6 to 9",
          "Students move between subject teachers, with a homeroom teacher who follows them closely.",
        ],
        [
          "High school",
          "Grades 10 to 12",
          "Students choose courses toward graduation, with guidance on post-secondary plans.",
        ],
      ],
      note: "Kindergarten classes are capped at 20 students and Grades 1 to 12 at 24.",
    },
    { type: "heading", text: "Curriculum and graduation" },
    {
      type: "paragraph",
      text: "PCS follows the British Columbia curriculum in every grade. Our teachers hold B.C. teaching certificates, and the school is inspected regularly by the Ministry of Education and Child Care's Independent Schools Branch. We add Bible classes, weekly chapel and a Christian perspective across the subjects.",
    },
    {
      type: "paragraph",
      text: "Students who complete the provincial graduation requirements receive the Dogwood Diploma, the same B.C. Certificate of Graduation that public school students earn. Our graduates go on to universities, colleges, trade schools, gap years and work, and their courses are recognized by post-secondary schools across Canada.",
    },
    { type: "heading", text: "Beyond the classroom" },
    {
      type: "list",
      items: [
        "Sports teams from Grade 5 up, including volleyball, basketball, cross-country, badminton and track and field.",
        "Choir, band and a spring drama production.",
        "Clubs such as robotics, chess, art and student leadership.",
        "Outdoor education in every grade, from the orchard garden to overnight camping trips.",
        "Service projects in Penticton and beyond.",
      ],
    },
    { type: "heading", text: "Support for every learner" },
    {
      type: "paragraph",
      text: "Our learning support team works with students who need extra help and those who need more challenge. They plan with classroom teachers and parents, and write an individual education plan where one is needed. A school counsellor is on campus every weekday.",
    },
    { type: "heading", text: "Learn more" },
    {
      type: "list",
      items: [
        "Read our [mission statement](/about/mission-statement) and meet [our faculty](/about/our-faculty).",
        "See what a [typical day at PCS](/admissions/typical-day-at-pcs) looks like.",
        "Check [tuition and fees](/admissions/tuition-and-fees) and the steps to [enrol](/admissions/enrollment).",
      ],
    },
    {
      type: "callout",
      title: "Questions?",
      text: `Call the office at ${phoneLink} or read our [frequently asked questions](/admissions/FAQ).`,
    },
  ],
};
