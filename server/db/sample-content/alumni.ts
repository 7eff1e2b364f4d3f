/** Sample alumni profiles: fictional graduates and where their roads have led. */
import type { AlumnusInput } from "../../../common/content/alumni/types.ts";

export const sampleAlumni: AlumnusInput[] = [
  {
    name: "Dr. Hannah Okafor",
    graduationYear: 1998,
    headline: "Family physician serving rural clinics in the South Okanagan",
    bioHtml:
      '<p>Hannah practises family medicine in Keremeos and Osoyoos, where she also teaches medical residents. She credits her Grade 11 biology teacher with showing her that science and care for people belong together.</p><p>"PCS taught me to see the person in front of me first," she says.</p>',
  },
  {
    name: "Samuel Ndlovu",
    graduationYear: 2002,
    headline: "Advanced care paramedic and search-and-rescue volunteer",
    bioHtml:
      "<p>Sam has worked as a paramedic in Penticton for fifteen years and volunteers with the local search-and-rescue team. He coaches the PCS junior boys' basketball team whenever his shifts allow.</p>",
  },
  {
    name: "Marcus Lindqvist",
    graduationYear: 2005,
    headline: "Civil engineer designing water systems for small communities",
    bioHtml:
      "<p>Marcus designs water treatment systems for towns and First Nations communities across the B.C. Interior. He still remembers building a water filter for the Grade 9 science fair, and now judges the fair every spring.</p>",
  },
  {
    name: "Priya Raman",
    graduationYear: 2011,
    headline: "Neonatal intensive care nurse in Kelowna",
    bioHtml:
      '<p>Priya cares for premature and critically ill newborns and their families. She studied nursing at UBC Okanagan and mentors students who are thinking about health-care careers.</p><p>"My teachers prayed for me by name. I try to do the same for the families I meet."</p>',
  },
  {
    name: "Jonah Whitfield",
    graduationYear: 2014,
    headline: "Winemaker at his family's vineyard on the Naramata Bench",
    bioHtml:
      "<p>After studying viticulture in Ontario, Jonah came home to run the family vineyard his grandparents planted. He hosts the Grade 10 science class each fall to talk about soil, water and patience.</p>",
  },
  {
    name: "Esther Kim",
    graduationYear: 2016,
    headline: "Grade 3 teacher, back at PCS",
    bioHtml:
      "<p>Esther studied education at Trinity Western University and returned to teach Grade 3 in the classroom where she once learned her times tables. She leads the elementary choir and the Friday morning prayer club.</p>",
  },
  {
    name: "Daniel Friesen",
    graduationYear: 2019,
    headline: "Red Seal electrician and owner of a small contracting business",
    bioHtml:
      "<p>Daniel started an electrical apprenticeship the summer after graduation and earned his Red Seal in 2023. He now runs a three-person business in Summerland and takes on an apprentice from PCS each year.</p>",
  },
  {
    name: "Abigail Tremblay",
    graduationYear: 2022,
    headline: "Music education student and church worship leader",
    bioHtml:
      "<p>Abigail is studying music education and leads worship at her church in Vancouver. She played the lead in the spring musical in her Grade 12 year and hopes to teach band one day.</p>",
  },
];
