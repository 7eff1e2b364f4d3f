import { site } from "../../site.ts";
import type { StaticPageContent } from "../types.ts";

export const aboutOverview: StaticPageContent = {
  heading: "PCS Overview",
  lead: `${site.name} is an independent, interdenominational Christian school for ${site.grades}, started by ${site.address.city} families in ${site.founded}.`,
  blocks: [
    {
      type: "facts",
      items: [
        { value: "K-12", label: "Kindergarten to Grade 12 on one campus" },
        { value: "About 320", label: "students" },
        { value: String(site.founded), label: "the year local families founded PCS" },
        { value: "Dogwood", label: "B.C. graduation diploma" },
      ],
    },
    { type: "heading", text: "A school family in the South Okanagan" },
    {
      type: "paragraph",
      text: "We are a Christ-centred community that welcomes families of every background. Our teachers are certified by the B.C. Ministry of Education, we follow the B.C. curriculum, and our graduates receive the Dogwood Diploma. We are a member of the Federation of Independent School Associations (FISA BC).",
    },
    {
      type: "paragraph",
      text: "Classes are small enough that every teacher knows every student by name. Older students read with kindergarteners, teams cheer for each other, and parents are part of daily life at school.",
    },
    { type: "heading", text: "What families notice" },
    {
      type: "list",
      items: [
        "Teachers who know their students well and keep in touch with parents.",
        "A school day that begins with prayer and treats faith as part of all of life.",
        "Outdoor learning in every grade, in the lakes, orchards and hills around Penticton.",
        "Chapel, choirs, bands, teams and clubs where older and younger students mix.",
        "Learning support for students who need extra help, and challenge for those ready for more.",
      ],
    },
    {
      type: "paragraph",
      text: "PCS is run by a not-for-profit society of its families, who elect the board each year. Tuition is kept as low as we can manage, with sibling discounts and a bursary fund for families who need help. See [tuition and fees](/admissions/tuition-and-fees) for this year's figures.",
    },
    { type: "heading", text: "Learn more" },
    {
      type: "list",
      items: [
        "Read our [mission statement](/about/mission-statement) and [history](/about/history).",
        "Meet [our faculty](/about/our-faculty) and see what [life with PCS](/about/life-with-pcs) looks like.",
        "Find out how to [apply](/admissions/enrollment) or [book a visit](/contact).",
      ],
    },
    {
      type: "callout",
      title: "Come and see for yourself",
      text: "The best way to know a school is to walk its halls. Tours run every weekday during office hours.",
      action: { label: "Book a tour", to: "/contact" },
    },
  ],
};
