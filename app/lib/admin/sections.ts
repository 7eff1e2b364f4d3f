/** The dashboard's sections, in the order the side navigation lists them; a section appears once its screens exist. */
export interface AdminSection {
  label: string;
  to: string;
  /** One line for the dashboard's overview. */
  description: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: "Alerts",
    to: "/admin/alerts",
    description: "A banner at the top of every page for closures and urgent news, with a level and an end time.",
  },
  {
    label: "Pages",
    to: "/admin/pages",
    description: "The words of About, Admissions, Giving and the other pages: headings, paragraphs, tables, questions.",
  },
  {
    label: "Downloadable forms",
    to: "/admin/documents",
    description: "The PDFs families download: replace one with next year's, or add a new one.",
  },
  {
    label: "School details",
    to: "/admin/school-details",
    description: "Phone, fax, e-mail, address, office hours and the outside links the whole site shows.",
  },
  {
    label: "Contact messages",
    to: "/admin/messages",
    description: "Messages from the contact page: read them, reply by e-mail, mark them handled, export them.",
  },
  {
    label: "Volunteer sign-ups",
    to: "/admin/volunteers",
    description: "Who offered to help, for which event, with their contact details; places left; export.",
  },
  {
    label: "Careers postings",
    to: "/admin/careers",
    description: "Open positions: write, publish, close and remove job postings.",
  },
  {
    label: "News and announcements",
    to: "/admin/news",
    description: "Stories and announcements for the home page and the news list, published now or at a set time.",
  },
  {
    label: "Events",
    to: "/admin/events",
    description: "The calendar: school days off, concerts and games, repeating events and volunteer calls.",
  },
  {
    label: "Pictures",
    to: "/admin/media",
    description: "Photos for news, events and graduates: add them with a description, see where each is used.",
  },
  { label: "Alumni", to: "/admin/alumni", description: "Graduates' stories on /about/alumni." },
  { label: "Testimonials", to: "/admin/testimonials", description: "Families' words on the admissions pages." },
  {
    label: "Why choose PCS",
    to: "/admin/why-choose",
    description: "The reasons on /admissions/why-choose-pcs, in the order they appear.",
  },
  {
    label: "Administrators",
    to: "/admin/administrators",
    description: "Who can sign in to manage the website; deactivate an account that should no longer.",
  },
  {
    label: "Activity log",
    to: "/admin/activity",
    description: "Who signed in and what they changed, by person, section and day.",
  },
  {
    label: "Privacy requests",
    to: "/admin/privacy",
    description: "Everything held about one e-mail address: find it, hand it over, or delete it.",
  },
];
