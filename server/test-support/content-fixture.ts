/** A few rows of every content set for the API tests: published, draft and scheduled, at known times. */
import type { Services } from "../services.ts";

const DAY = 86_400_000;
const html = (text: string) => `<p>${text}</p>`;

/** Creates the rows and returns them by role. Event times are fixed; news dates follow the services' clock. */
export async function seedContent(services: Services) {
  const daysAgo = (n: number) => new Date(services.now().getTime() - n * DAY).toISOString();
  const news = {
    pinned: await services.news.create({
      title: "Tours are open",
      summary: "Book a tour.",
      bodyHtml: html("Call the office."),
      category: "announcement",
      pinned: true,
      publishedAt: daysAgo(30),
      status: "published",
    }),
    newest: await services.news.create({
      title: "Terry Fox Run",
      summary: "We ran.",
      bodyHtml: html("Every class ran."),
      publishedAt: daysAgo(1),
      tags: ["athletics"],
      status: "published",
    }),
    middle: await services.news.create({
      title: "Hot lunch online",
      summary: "Order online.",
      bodyHtml: html("Orders close on the 20th."),
      category: "announcement",
      publishedAt: daysAgo(5),
      status: "published",
    }),
    oldest: await services.news.create({
      title: "Welcome back",
      summary: "A new year.",
      bodyHtml: html("Welcome."),
      publishedAt: daysAgo(60),
      status: "published",
    }),
    draft: await services.news.create({
      title: "Draft reading list",
      summary: "Not yet.",
      bodyHtml: html("Soon."),
      publishedAt: daysAgo(2),
      status: "draft",
    }),
    scheduled: await services.news.create({
      title: "Scheduled notice",
      summary: "Later.",
      bodyHtml: html("Not yet public."),
      publishedAt: "2099-01-01T17:00:00Z",
      status: "published",
    }),
  };

  const event = {
    title: "Event",
    summary: "Summary.",
    descriptionHtml: html("Details."),
    location: "PCS Gymnasium",
    status: "published" as const,
  };
  const events = {
    terryFox: await services.events.create({
      ...event,
      title: "Terry Fox Run",
      category: "athletics",
      startsAt: "2026-09-24T13:00:00-07:00",
      endsAt: "2026-09-24T14:30:00-07:00",
    }),
    // 19:00 in Vancouver (PST, UTC-8) is 03:00 UTC the next day.
    concert: await services.events.create({
      ...event,
      title: "Christmas Concert",
      category: "arts",
      startsAt: "2026-12-11T03:00:00Z",
      endsAt: "2026-12-11T04:30:00Z",
      volunteersWanted: true,
      volunteersNeeded: 10,
      tags: ["music"],
    }),
    christmasBreak: await services.events.create({
      ...event,
      title: "Christmas Break",
      category: "holiday",
      allDay: true,
      startsAt: "2026-12-21",
      endsAt: "2027-01-01",
    }),
    proD: await services.events.create({
      ...event,
      title: "Pro-D Day",
      category: "academic",
      allDay: true,
      startsAt: "2027-02-12",
      endsAt: "2027-02-12",
    }),
    draft: await services.events.create({
      ...event,
      title: "Staff lunch (draft)",
      category: "community",
      startsAt: "2026-12-04T11:30:00-08:00",
      endsAt: "2026-12-04T13:00:00-08:00",
      status: "draft",
    }),
  };

  const alumnus = { headline: "Headline", bioHtml: html("Bio."), status: "published" as const };
  const alumni = {
    y2010: await services.alumni.create({ ...alumnus, name: "Hannah Okafor", graduationYear: 2010 }),
    y2022: await services.alumni.create({ ...alumnus, name: "Abigail Tremblay", graduationYear: 2022 }),
    y2016: await services.alumni.create({ ...alumnus, name: "Esther Kim", graduationYear: 2016 }),
    draft: await services.alumni.create({ ...alumnus, name: "Draft Person", graduationYear: 2024, status: "draft" }),
  };

  const testimonial = { relationship: "Parent", quote: "Known by name.", storyHtml: html("Story.") };
  const testimonials = {
    first: await services.testimonials.create({ ...testimonial, author: "Rachel Becker", status: "published" }),
    second: await services.testimonials.create({ ...testimonial, author: "Maya Castillo", status: "published" }),
    draft: await services.testimonials.create({ ...testimonial, author: "Draft Author" }),
  };

  const reason = { summary: "Summary.", bodyHtml: html("Body."), status: "published" as const };
  const whyChoose = {
    third: await services.whyChoose.create({ ...reason, title: "Music", icon: "music", sortOrder: 3 }),
    first: await services.whyChoose.create({ ...reason, title: "Faith", icon: "heart", sortOrder: 1 }),
    second: await services.whyChoose.create({ ...reason, title: "Academics", icon: "book", sortOrder: 2 }),
    draft: await services.whyChoose.create({ ...reason, title: "Draft", icon: "star", sortOrder: 0, status: "draft" }),
  };

  return { news, events, alumni, testimonials, whyChoose };
}

export type SeededContent = Awaited<ReturnType<typeof seedContent>>;

/** A well-formed UUID that no row has. */
export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

/** A page the office adds (not one of the site's own), outside the menus: what a test of an added page writes. */
export const ADDED_PAGE = {
  title: "Bus Routes",
  path: "/admissions/bus-routes",
  section: "Admissions",
  menuPlace: "none",
  description: "Where the buses stop.",
  heading: "Bus routes",
  lead: "Two buses serve PCS families.",
  blocks: [{ type: "paragraph", text: "The north bus leaves Summerland at 7:40." }],
  status: "published",
} as const;
