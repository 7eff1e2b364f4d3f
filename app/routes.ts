/**
 * Every URL of the site, as data (spec §2). The public pages come from the page registry, so a page is
 * routed by being declared there (ADR 018); what follows them are the addresses that are not pages of
 * their own: item pages, files, sign-in, the dashboard, search and the 404.
 */
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { pageAliases, type SitePage, sitePages } from "../common/pages/registry.ts";

const STATIC_PAGE = "routes/static-page.tsx";

/** A registry page's route: its own module, or the static-page module showing its copy. */
function pageRoute(page: SitePage) {
  if (page.path === "/") return index(page.module ?? STATIC_PAGE);
  const path = page.path.slice(1);
  return page.module ? route(path, page.module) : route(path, STATIC_PAGE, { id: `static:${path}` });
}

export default [
  ...(sitePages as readonly SitePage[]).map(pageRoute),
  ...Object.keys(pageAliases).map((alias) => route(alias.slice(1), STATIC_PAGE, { id: `static:${alias.slice(1)}` })),
  // Pages the office adds under a section (issue 14); the registry's own addresses above take precedence.
  ...["about", "admissions", "giving"].map((section) =>
    route(`${section}/:page`, STATIC_PAGE, { id: `static:${section}/added` }),
  ),

  route("event/:uuid", "routes/event/$uuid.tsx"),
  route("events/news-and-announcements/:uuid", "routes/events/news-and-announcements/$uuid.tsx"),
  route("about/alumni/:id", "routes/about/alumni/$id.tsx"),
  route("testimonials/:uuid", "routes/testimonials/$uuid.tsx"),
  route("careers/:uuid", "routes/careers/$uuid.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  route("secure-pcs-login", "routes/secure-pcs-login.tsx", { id: "Login" }),
  route("secure-pcs-login/forgot-password", "routes/secure-pcs-login/forgot-password.tsx"),
  route("secure-pcs-login/set-password", "routes/secure-pcs-login/set-password.tsx"),
  route("giving/get-involved/cancel", "routes/giving/get-involved/cancel.tsx"),
  // The office's screens share one frame; each declares its own access point (spec §4).
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx", { id: "AdminDashboard" }),
    route("admin/careers", "routes/admin/careers/list.tsx"),
    route("admin/careers/new", "routes/admin/careers/new.tsx"),
    route("admin/careers/deleted", "routes/admin/careers/deleted.tsx"),
    route("admin/careers/:id", "routes/admin/careers/$id.tsx"),
    route("admin/news", "routes/admin/news/list.tsx"),
    route("admin/news/new", "routes/admin/news/new.tsx"),
    route("admin/news/deleted", "routes/admin/news/deleted.tsx"),
    route("admin/news/:id", "routes/admin/news/$id.tsx"),
    route("admin/events", "routes/admin/events/list.tsx"),
    route("admin/events/new", "routes/admin/events/new.tsx"),
    route("admin/events/deleted", "routes/admin/events/deleted.tsx"),
    route("admin/events/:id", "routes/admin/events/$id.tsx"),
    route("admin/media", "routes/admin/media/list.tsx"),
    route("admin/media/deleted", "routes/admin/media/deleted.tsx"),
    route("admin/messages", "routes/admin/messages/list.tsx"),
    route("admin/messages/deleted", "routes/admin/messages/deleted.tsx"),
    route("admin/messages/:id", "routes/admin/messages/$id.tsx"),
    route("admin/volunteers", "routes/admin/volunteers.tsx"),
    route("admin/administrators", "routes/admin/administrators.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/privacy", "routes/admin/privacy.tsx"),
    route("admin/alumni", "routes/admin/alumni/list.tsx"),
    route("admin/alumni/new", "routes/admin/alumni/new.tsx"),
    route("admin/alumni/deleted", "routes/admin/alumni/deleted.tsx"),
    route("admin/alumni/:id", "routes/admin/alumni/$id.tsx"),
    route("admin/testimonials", "routes/admin/testimonials/list.tsx"),
    route("admin/testimonials/new", "routes/admin/testimonials/new.tsx"),
    route("admin/testimonials/deleted", "routes/admin/testimonials/deleted.tsx"),
    route("admin/testimonials/:id", "routes/admin/testimonials/$id.tsx"),
    route("admin/why-choose", "routes/admin/why-choose/list.tsx"),
    route("admin/why-choose/new", "routes/admin/why-choose/new.tsx"),
    route("admin/why-choose/deleted", "routes/admin/why-choose/deleted.tsx"),
    route("admin/why-choose/:id", "routes/admin/why-choose/$id.tsx"),
    route("admin/alerts", "routes/admin/alerts/list.tsx"),
    route("admin/alerts/new", "routes/admin/alerts/new.tsx"),
    route("admin/alerts/deleted", "routes/admin/alerts/deleted.tsx"),
    route("admin/alerts/:id", "routes/admin/alerts/$id.tsx"),
    route("admin/school-details", "routes/admin/school-details.tsx"),
    route("admin/pages", "routes/admin/pages/list.tsx"),
    route("admin/pages/new", "routes/admin/pages/new.tsx"),
    route("admin/pages/deleted", "routes/admin/pages/deleted.tsx"),
    route("admin/pages/:id", "routes/admin/pages/$id.tsx"),
    route("admin/documents", "routes/admin/documents.tsx"),
  ]),

  route("search", "routes/search.tsx"),
  route("search/words", "routes/search-words.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
