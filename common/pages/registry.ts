/**
 * Every public page of the site, declared once: its address, title, what search and link previews say
 * of it, which route module shows it, whether it has copy in common/pages/, and its places in the menus
 * and the footer. routes.ts, the menus, the footer, the site map, /sitemap.xml and the search index are
 * all derived from this list (ADR 018), so a page cannot be routed but missing from a menu or the other
 * way round. Data only: routes.ts reads it at build time, and the browser's shell reads it for the menus.
 */
import { site } from "../site.ts";

export type Section = "Home" | "About" | "Admissions" | "Events" | "Giving" | "Contact" | "Careers" | "Site";

/** Where a page stands in its section's dropdown, or in the footer: ascending order, and the link's text if not the title. */
export interface MenuPlace {
  order: number;
  text?: string;
}

interface PageFacts {
  path: string;
  /** The spec's route title: the <title>, the search result, the default link text. */
  title: string;
  description: string;
  keywords: readonly string[];
  section: Section;
  menu?: MenuPlace;
  footer?: MenuPlace;
}

/**
 * A page is shown either by the static-page module from its copy in common/pages/ (`copy` and no
 * `module`), or by a route module of its own, which may read copy of its own as an introduction.
 */
export type SitePage = PageFacts & ({ module?: undefined; copy: true } | { module: string; copy?: true });

export const sitePages = [
  {
    path: "/",
    title: "Home",
    description: `A Christ-centred ${site.grades} school in ${site.address.city}, in BC's South Okanagan.`,
    keywords: ["home", "school", site.address.city.toLowerCase(), "okanagan", "christian school", "k-12"],
    section: "Home",
    module: "routes/home.tsx",
  },
  {
    path: "/about",
    title: "PCS Overview",
    description: "Who we are: an independent, interdenominational K-12 school founded by local families in 1978.",
    keywords: ["about", "overview", "who we are", "independent school", "fisa"],
    section: "About",
    copy: true,
    menu: { order: 1, text: "Overview" },
  },
  {
    path: "/about/mission-statement",
    title: "Mission Statement",
    description: "Our mission, vision and the values that shape every classroom at PCS.",
    keywords: ["mission", "vision", "values", "faith", "beliefs"],
    section: "About",
    copy: true,
    menu: { order: 2 },
  },
  {
    path: "/about/history",
    title: "Our History",
    description: "From a church basement in 1978 to a K-12 campus on Orchard Ridge Road.",
    keywords: ["history", "founded", "1978", "story", "heritage"],
    section: "About",
    copy: true,
    menu: { order: 3 },
  },
  {
    path: "/about/best-okanagan",
    title: "Best of the Okanagan",
    description: "Learning in a valley of lakes, orchards and hills: how our setting shapes school life.",
    keywords: ["okanagan", "penticton", "outdoor", "community", "location"],
    section: "About",
    copy: true,
    menu: { order: 7 },
  },
  {
    path: "/about/about-pcs",
    title: "About PCS",
    description: "PCS at a glance: grades, class sizes, accreditation and the B.C. curriculum.",
    keywords: ["at a glance", "facts", "class size", "accreditation", "dogwood", "curriculum"],
    section: "About",
    copy: true,
  },
  {
    path: "/about/our-faculty",
    title: "Our Faculty",
    description: "B.C.-certified teachers who know every student by name.",
    keywords: ["faculty", "teachers", "staff", "principal", "certified"],
    section: "About",
    copy: true,
    menu: { order: 4 },
  },
  {
    path: "/about/safety-policies",
    title: "Safety Policies",
    description: "How we keep students safe: supervision, emergency plans, anti-bullying and reporting.",
    keywords: ["safety", "policies", "bullying", "harassment", "emergency", "supervision"],
    section: "About",
    copy: true,
    menu: { order: 8 },
  },
  {
    path: "/about/campus-expansion",
    title: "Campus Expansion",
    description: "Our plan for a new learning commons and gymnasium, and how families can help.",
    keywords: ["campus", "expansion", "building", "gymnasium", "construction", "capital campaign"],
    section: "About",
    copy: true,
    menu: { order: 9 },
  },
  {
    path: "/about/life-with-pcs",
    title: "Life with PCS",
    description: "Chapel, clubs, sports, music and service: a week in the life of our school family.",
    keywords: ["student life", "clubs", "sports", "music", "chapel", "service"],
    section: "About",
    copy: true,
    menu: { order: 5 },
  },
  {
    path: "/about/alumni",
    title: "Alumni",
    description: "Where PCS graduates are now, and how alumni stay connected.",
    keywords: ["alumni", "graduates", "grads", "reunion"],
    section: "About",
    module: "routes/about/alumni.tsx",
    menu: { order: 6 },
  },
  {
    path: "/admissions",
    title: "Admissions",
    description: "Everything families need to apply to PCS, from the first visit to the first day.",
    keywords: ["admissions", "apply", "application", "new families", "visit"],
    section: "Admissions",
    copy: true,
  },
  {
    path: "/admissions/why-choose-pcs",
    title: "Why Choose PCS",
    description: "What families tell us sets PCS apart, in their own words.",
    keywords: ["why choose", "reasons", "benefits", "small classes", "faith"],
    section: "Admissions",
    module: "routes/admissions/why-choose-pcs.tsx",
    menu: { order: 1 },
  },
  {
    path: "/admissions/enrollment",
    title: "Enrolment",
    description: "The steps to enrol your child at PCS, what to bring and key dates.",
    keywords: ["enrolment", "enrollment", "register", "registration", "apply", "kindergarten"],
    section: "Admissions",
    copy: true,
    menu: { order: 2 },
  },
  {
    path: "/admissions/typical-day-at-pcs",
    title: "A Typical Day at PCS",
    description: "From morning devotions to after-school clubs: what a school day looks like.",
    keywords: ["typical day", "daily routine", "day in the life", "devotions", "recess"],
    section: "Admissions",
    copy: true,
    menu: { order: 3 },
  },
  {
    path: "/admissions/school-schedule",
    title: "School Schedule",
    description: "Bell times, early dismissal days and the school-year calendar at a glance.",
    keywords: ["schedule", "bell times", "hours", "dismissal", "school year"],
    section: "Admissions",
    copy: true,
    menu: { order: 4 },
  },
  {
    path: "/admissions/downloads",
    title: "Downloads",
    description: "Forms and handbooks for new and returning families.",
    keywords: ["downloads", "forms", "handbook", "pdf", "supply list"],
    section: "Admissions",
    copy: true,
    menu: { order: 7 },
  },
  {
    path: "/admissions/FAQ",
    title: "Frequently Asked Questions",
    description: "Answers to the questions families ask most about PCS.",
    keywords: ["faq", "questions", "answers", "help"],
    section: "Admissions",
    copy: true,
    menu: { order: 6, text: "FAQ" },
    footer: { order: 5, text: "FAQ" },
  },
  {
    path: "/admissions/tuition-and-fees",
    title: "Tuition and Fees",
    description: "Tuition for the school year, sibling discounts, fees and bursaries.",
    keywords: ["tuition", "fees", "cost", "price", "bursary", "discount", "payment"],
    section: "Admissions",
    copy: true,
    menu: { order: 5 },
  },
  {
    path: "/events/upcoming-events",
    title: "Upcoming Events",
    description: "Concerts, chapels, games and family evenings coming up at PCS.",
    keywords: ["events", "upcoming", "concert", "games", "what's on"],
    section: "Events",
    module: "routes/events/upcoming-events.tsx",
    menu: { order: 1 },
  },
  {
    path: "/events/calendar",
    title: "Calendar",
    description: "The school calendar by month, with a feed your phone can subscribe to.",
    keywords: ["calendar", "dates", "holidays", "pro-d", "subscribe", "ics"],
    section: "Events",
    module: "routes/events/calendar.tsx",
    menu: { order: 2 },
  },
  {
    path: "/events/news-and-announcements",
    title: "News and Announcements",
    description: "Stories and announcements from classrooms, teams and the school office.",
    keywords: ["news", "announcements", "stories", "updates", "newsletter"],
    section: "Events",
    module: "routes/events/news-and-announcements.tsx",
    menu: { order: 3 },
  },
  {
    path: "/giving/how-to-give",
    title: "How to Give",
    description: "Ways to support PCS: monthly gifts, one-time gifts, bursaries and the building fund.",
    keywords: ["give", "giving", "support", "donation", "tax receipt", "charity"],
    section: "Giving",
    copy: true,
    menu: { order: 1 },
  },
  {
    path: "/giving/get-involved",
    title: "Get Involved",
    description: "Volunteer at events, in classrooms and on committees.",
    keywords: ["volunteer", "get involved", "help", "parents", "committee"],
    section: "Giving",
    module: "routes/giving/get-involved.tsx",
    copy: true,
    menu: { order: 2 },
    footer: { order: 2, text: "Volunteer" },
  },
  {
    path: "/giving/donate",
    title: "Donate to PCS",
    description: "Give online or by cheque; every gift receives a charitable tax receipt.",
    keywords: ["donate", "donation", "gift", "tax receipt", "bursary fund"],
    section: "Giving",
    copy: true,
    menu: { order: 3, text: "Donate" },
    footer: { order: 3, text: "Donate" },
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: "Phone, e-mail, office hours and a map to our campus on Orchard Ridge Road.",
    keywords: ["contact", "phone", "email", "address", "map", "directions", "office"],
    section: "Contact",
    module: "routes/contact.tsx",
    copy: true,
    footer: { order: 4 },
  },
  {
    path: "/careers",
    title: "Careers",
    description: "Teaching and support positions open at PCS.",
    keywords: ["careers", "jobs", "employment", "teaching positions", "hiring"],
    section: "Careers",
    module: "routes/careers.tsx",
    copy: true,
    footer: { order: 1 },
  },
  {
    path: "/site-map",
    title: "Site Map",
    description: "Every page of the PCS website in one list.",
    keywords: ["site map", "sitemap", "all pages"],
    section: "Site",
    module: "routes/site-map.tsx",
    footer: { order: 6 },
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "How PCS collects, uses and protects personal information under B.C.'s PIPA.",
    keywords: ["privacy", "policy", "pipa", "personal information", "cookies"],
    section: "Site",
    copy: true,
    footer: { order: 7 },
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

/** The pages whose words live in common/pages/: the static pages, and the introductions of /contact and the like. */
export type CopyPath = Extract<(typeof sitePages)[number], { copy: true }>["path"];

/** Routes that show another page under a second address (the spec lists both); search lists the page once. */
export const pageAliases: Readonly<Record<string, SitePath>> = { "/admissions/overview": "/admissions" };

/** The page at a path (exact spelling), if the registry has one. */
export function pageAt(path: string): (typeof sitePages)[number] | undefined {
  return sitePages.find((page) => page.path === path);
}
