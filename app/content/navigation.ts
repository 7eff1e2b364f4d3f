/**
 * The site's pages and menus as data (spec §2, §3): the desktop navigation, the mobile panel,
 * the footer, the site map page, /sitemap.xml and the search index all read this file,
 * so a page is added in one place.
 */
import { site } from "../../common/site.ts";

/** Spec §3 menu item: text, link, optional action, optional children, optional icon props. */
export interface MenuItem {
  text: string;
  link: string;
  /** "openExternal" opens `link` (another site) in a new window instead of routing. */
  action?: "openExternal";
  children?: MenuItem[];
  icon?: { name: IconName; label?: string };
}

export type IconName = "phone" | "mail" | "map" | "clock" | "search" | "social" | "menu" | "close" | "up" | "external";

export type Section = "Home" | "About" | "Admissions" | "Events" | "Giving" | "Contact" | "Careers" | "Site";

/** One public page: its address, its title (the spec's route title) and what search and previews say of it. */
export interface SitePage {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  section: Section;
}

export const pages: SitePage[] = [
  {
    path: "/",
    title: "Home",
    description: `A Christ-centred ${site.grades} school in ${site.address.city}, in BC's South Okanagan.`,
    keywords: ["home", "school", site.address.city.toLowerCase(), "okanagan", "christian school", "k-12"],
    section: "Home",
  },
  {
    path: "/about",
    title: "PCS Overview",
    description: "Who we are: an independent, interdenominational K-12 school founded by local families in 1978.",
    keywords: ["about", "overview", "who we are", "independent school", "fisa"],
    section: "About",
  },
  {
    path: "/about/mission-statement",
    title: "Mission Statement",
    description: "Our mission, vision and the values that shape every classroom at PCS.",
    keywords: ["mission", "vision", "values", "faith", "beliefs"],
    section: "About",
  },
  {
    path: "/about/history",
    title: "Our History",
    description: "From a church basement in 1978 to a K-12 campus on Orchard Ridge Road.",
    keywords: ["history", "founded", "1978", "story", "heritage"],
    section: "About",
  },
  {
    path: "/about/best-okanagan",
    title: "Best of the Okanagan",
    description: "Learning in a valley of lakes, orchards and hills: how our setting shapes school life.",
    keywords: ["okanagan", "penticton", "outdoor", "community", "location"],
    section: "About",
  },
  {
    path: "/about/about-pcs",
    title: "About PCS",
    description: "PCS at a glance: grades, class sizes, accreditation and the B.C. curriculum.",
    keywords: ["at a glance", "facts", "class size", "accreditation", "dogwood", "curriculum"],
    section: "About",
  },
  {
    path: "/about/our-faculty",
    title: "Our Faculty",
    description: "B.C.-certified teachers who know every student by name.",
    keywords: ["faculty", "teachers", "staff", "principal", "certified"],
    section: "About",
  },
  {
    path: "/about/safety-policies",
    title: "Safety Policies",
    description: "How we keep students safe: supervision, emergency plans, anti-bullying and reporting.",
    keywords: ["safety", "policies", "bullying", "harassment", "emergency", "supervision"],
    section: "About",
  },
  {
    path: "/about/campus-expansion",
    title: "Campus Expansion",
    description: "Our plan for a new learning commons and gymnasium, and how families can help.",
    keywords: ["campus", "expansion", "building", "gymnasium", "construction", "capital campaign"],
    section: "About",
  },
  {
    path: "/about/life-with-pcs",
    title: "Life with PCS",
    description: "Chapel, clubs, sports, music and service: a week in the life of our school family.",
    keywords: ["student life", "clubs", "sports", "music", "chapel", "service"],
    section: "About",
  },
  {
    path: "/about/alumni",
    title: "Alumni",
    description: "Where PCS graduates are now, and how alumni stay connected.",
    keywords: ["alumni", "graduates", "grads", "reunion"],
    section: "About",
  },
  {
    path: "/admissions",
    title: "Admissions",
    description: "Everything families need to apply to PCS, from the first visit to the first day.",
    keywords: ["admissions", "apply", "application", "new families", "visit"],
    section: "Admissions",
  },
  {
    path: "/admissions/why-choose-pcs",
    title: "Why Choose PCS",
    description: "What families tell us sets PCS apart, in their own words.",
    keywords: ["why choose", "reasons", "benefits", "small classes", "faith"],
    section: "Admissions",
  },
  {
    path: "/admissions/enrollment",
    title: "Enrolment",
    description: "The steps to enrol your child at PCS, what to bring and key dates.",
    keywords: ["enrolment", "enrollment", "register", "registration", "apply", "kindergarten"],
    section: "Admissions",
  },
  {
    path: "/admissions/typical-day-at-pcs",
    title: "A Typical Day at PCS",
    description: "From morning devotions to after-school clubs: what a school day looks like.",
    keywords: ["typical day", "daily routine", "day in the life", "devotions", "recess"],
    section: "Admissions",
  },
  {
    path: "/admissions/school-schedule",
    title: "School Schedule",
    description: "Bell times, early dismissal days and the school-year calendar at a glance.",
    keywords: ["schedule", "bell times", "hours", "dismissal", "school year"],
    section: "Admissions",
  },
  {
    path: "/admissions/downloads",
    title: "Downloads",
    description: "Forms and handbooks for new and returning families.",
    keywords: ["downloads", "forms", "handbook", "pdf", "supply list"],
    section: "Admissions",
  },
  {
    path: "/admissions/FAQ",
    title: "Frequently Asked Questions",
    description: "Answers to the questions families ask most about PCS.",
    keywords: ["faq", "questions", "answers", "help"],
    section: "Admissions",
  },
  {
    path: "/admissions/tuition-and-fees",
    title: "Tuition and Fees",
    description: "Tuition for the school year, sibling discounts, fees and bursaries.",
    keywords: ["tuition", "fees", "cost", "price", "bursary", "discount", "payment"],
    section: "Admissions",
  },
  {
    path: "/events/upcoming-events",
    title: "Upcoming Events",
    description: "Concerts, chapels, games and family evenings coming up at PCS.",
    keywords: ["events", "upcoming", "concert", "games", "what's on"],
    section: "Events",
  },
  {
    path: "/events/calendar",
    title: "Calendar",
    description: "The school calendar by month, with a feed your phone can subscribe to.",
    keywords: ["calendar", "dates", "holidays", "pro-d", "subscribe", "ics"],
    section: "Events",
  },
  {
    path: "/events/news-and-announcements",
    title: "News and Announcements",
    description: "Stories and announcements from classrooms, teams and the school office.",
    keywords: ["news", "announcements", "stories", "updates", "newsletter"],
    section: "Events",
  },
  {
    path: "/giving/how-to-give",
    title: "How to Give",
    description: "Ways to support PCS: monthly gifts, one-time gifts, bursaries and the building fund.",
    keywords: ["give", "giving", "support", "donation", "tax receipt", "charity"],
    section: "Giving",
  },
  {
    path: "/giving/get-involved",
    title: "Get Involved",
    description: "Volunteer at events, in classrooms and on committees.",
    keywords: ["volunteer", "get involved", "help", "parents", "committee"],
    section: "Giving",
  },
  {
    path: "/giving/donate",
    title: "Donate to PCS",
    description: "Give online or by cheque; every gift receives a charitable tax receipt.",
    keywords: ["donate", "donation", "gift", "tax receipt", "bursary fund"],
    section: "Giving",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: "Phone, e-mail, office hours and a map to our campus on Orchard Ridge Road.",
    keywords: ["contact", "phone", "email", "address", "map", "directions", "office"],
    section: "Contact",
  },
  {
    path: "/careers",
    title: "Careers",
    description: "Teaching and support positions open at PCS.",
    keywords: ["careers", "jobs", "employment", "teaching positions", "hiring"],
    section: "Careers",
  },
  {
    path: "/site-map",
    title: "Site Map",
    description: "Every page of the PCS website in one list.",
    keywords: ["site map", "sitemap", "all pages"],
    section: "Site",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How PCS collects, uses and protects personal information under B.C.'s PIPA.",
    keywords: ["privacy", "policy", "pipa", "personal information", "cookies"],
    section: "Site",
  },
];

/** Routes that show another page under a second address (the spec lists both); search lists the page once. */
export const pageAliases: Readonly<Record<string, string>> = { "/admissions/overview": "/admissions" };

/** External entries of the menus (spec §2): each opens another site in a new window. */
export const externalLinks = {
  virtualTour: { text: "3D Virtual Tour", link: site.external.virtualTour, action: "openExternal" },
  reportBullying: { text: "Report Bullying or Harassment", link: site.external.reportBullying, action: "openExternal" },
  bursary: { text: "Bursary Application", link: site.external.bursaryApplication, action: "openExternal" },
  hotLunch: { text: "Hot Lunch Ordering", link: site.external.hotLunch, action: "openExternal" },
  onlineDonation: { text: "Give Online", link: site.external.onlineDonation, action: "openExternal" },
  social: {
    text: "PCS on social media",
    link: site.external.social,
    action: "openExternal",
    icon: { name: "social", label: "PCS on social media" },
  },
} as const satisfies Record<string, MenuItem>;

/** Searchable descriptions of the external entries (spec §3: an index entry with an action). */
export const externalDescriptions: Record<keyof typeof externalLinks, { description: string; keywords: string[] }> = {
  virtualTour: {
    description: "Walk through our campus in a 3D virtual tour.",
    keywords: ["tour", "virtual tour", "3d", "campus"],
  },
  reportBullying: {
    description: "Report bullying or harassment confidentially.",
    keywords: ["bullying", "harassment", "report", "safety"],
  },
  bursary: {
    description: "Apply for tuition assistance.",
    keywords: ["bursary", "financial aid", "tuition assistance"],
  },
  hotLunch: { description: "Order hot lunches for your child.", keywords: ["hot lunch", "lunch", "food", "order"] },
  onlineDonation: { description: "Make a secure gift online.", keywords: ["donate online", "donation", "give online"] },
  social: { description: "Follow PCS on social media.", keywords: ["social", "facebook", "photos", "follow"] },
};

function pageItem(path: string, text?: string): MenuItem {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page registered at ${path}`);
  return { text: text ?? page.title, link: page.path };
}

/** The four desktop dropdowns, in the spec's order with the spec's menu routes. */
export const mainMenu: MenuItem[] = [
  {
    text: "About",
    link: "/about",
    children: [
      pageItem("/about", "Overview"),
      pageItem("/about/mission-statement"),
      pageItem("/about/history"),
      pageItem("/about/our-faculty"),
      pageItem("/about/life-with-pcs"),
      pageItem("/about/alumni"),
      pageItem("/about/best-okanagan"),
      pageItem("/about/safety-policies"),
      pageItem("/about/campus-expansion"),
      externalLinks.virtualTour,
      externalLinks.reportBullying,
    ],
  },
  {
    text: "Admissions",
    link: "/admissions",
    children: [
      pageItem("/admissions/why-choose-pcs"),
      pageItem("/admissions/enrollment"),
      pageItem("/admissions/typical-day-at-pcs"),
      pageItem("/admissions/school-schedule"),
      pageItem("/admissions/tuition-and-fees"),
      pageItem("/admissions/FAQ", "FAQ"),
      pageItem("/admissions/downloads"),
      externalLinks.bursary,
    ],
  },
  {
    text: "Events",
    link: "/events/upcoming-events",
    children: [
      pageItem("/events/upcoming-events"),
      pageItem("/events/calendar"),
      pageItem("/events/news-and-announcements"),
      externalLinks.hotLunch,
    ],
  },
  {
    text: "Giving",
    link: "/giving/how-to-give",
    children: [
      pageItem("/giving/how-to-give"),
      pageItem("/giving/get-involved"),
      pageItem("/giving/donate", "Donate"),
      externalLinks.onlineDonation,
    ],
  },
];

export const contactItem: MenuItem = pageItem("/contact", "Contact");
export const donateItem: MenuItem = { text: "DONATE", link: "/giving/donate" };

/** Footer links, in the spec's order. */
export const footerMenu: MenuItem[] = [
  pageItem("/careers"),
  { text: "Volunteer", link: "/giving/get-involved" },
  { text: "Donate", link: "/giving/donate" },
  pageItem("/contact"),
  { text: "FAQ", link: "/admissions/FAQ" },
  pageItem("/site-map"),
  pageItem("/privacy-policy"),
  { text: "Report Harassment/Bullying", link: site.external.reportBullying, action: "openExternal" },
];

/** True for links that leave the site. */
export function isExternal(item: Pick<MenuItem, "action">): boolean {
  return item.action === "openExternal";
}
