/** The dashboard's sections, in the order the side navigation lists them; a section appears once its screens exist. */
export interface AdminSection {
  label: string;
  to: string;
  /** One line for the dashboard's overview. */
  description: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: "Careers postings",
    to: "/admin/careers",
    description: "Open positions: write, publish, close and remove job postings.",
  },
];

/** What the office will manage here next (issues 13–15); listed on the dashboard so nobody looks for them. */
export const COMING_SECTIONS: readonly string[] = [
  "News and announcements",
  "Events",
  "Alumni",
  "Testimonials",
  "Why choose PCS",
  "Contact messages",
  "Volunteer sign-ups",
];
