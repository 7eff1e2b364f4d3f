/** Every URL of the site, as data (spec §2). */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Pages whose copy lives in app/content/pages, all rendered by one route module. */
function staticPage(path: string) {
  return route(path, "routes/static-page.tsx", { id: `static:${path}` });
}

export default [
  index("routes/home.tsx"),

  staticPage("about"),
  staticPage("about/mission-statement"),
  staticPage("about/history"),
  staticPage("about/best-okanagan"),
  staticPage("about/about-pcs"),
  staticPage("about/our-faculty"),
  staticPage("about/safety-policies"),
  staticPage("about/campus-expansion"),
  staticPage("about/life-with-pcs"),

  staticPage("admissions"),
  staticPage("admissions/overview"),
  staticPage("admissions/enrollment"),
  staticPage("admissions/typical-day-at-pcs"),
  staticPage("admissions/school-schedule"),
  staticPage("admissions/downloads"),
  staticPage("admissions/FAQ"),
  staticPage("admissions/tuition-and-fees"),

  route("events/upcoming-events", "routes/events/upcoming-events.tsx"),
  route("event/:uuid", "routes/event/$uuid.tsx"),
  route("events/news-and-announcements", "routes/events/news-and-announcements.tsx"),
  route("events/news-and-announcements/:uuid", "routes/events/news-and-announcements/$uuid.tsx"),
  route("events/calendar", "routes/events/calendar.tsx"),
  route("about/alumni", "routes/about/alumni.tsx"),
  route("about/alumni/:id", "routes/about/alumni/$id.tsx"),
  route("testimonials/:uuid", "routes/testimonials/$uuid.tsx"),
  route("admissions/why-choose-pcs", "routes/admissions/why-choose-pcs.tsx"),

  staticPage("giving/how-to-give"),
  staticPage("giving/donate"),
  route("giving/get-involved", "routes/giving/get-involved.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:uuid", "routes/careers/$uuid.tsx"),
  staticPage("privacy-policy"),
  route("site-map", "routes/site-map.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  route("secure-pcs-login", "routes/secure-pcs-login.tsx", { id: "Login" }),
  route("admin", "routes/admin/dashboard.tsx", { id: "AdminDashboard" }),

  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
