import type { Locator, Page } from "@playwright/test";
import { sitePages } from "../../common/pages/registry.ts";
import { site } from "../../common/site.ts";
import { holdRequests } from "./support/hold-requests.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/test.ts";

const expectedTitle = (title: string) => `${title} | ${site.name}`;

/** The fixed paths of the spec's §2 route table and menus, written out here rather than read from the app's own data. */
const SPEC_PATHS = [
  "/",
  "/about",
  "/about/mission-statement",
  "/about/history",
  "/about/best-okanagan",
  "/about/about-pcs",
  "/about/our-faculty",
  "/about/safety-policies",
  "/about/campus-expansion",
  "/about/life-with-pcs",
  "/about/alumni",
  "/admissions",
  "/admissions/overview",
  "/admissions/enrollment",
  "/admissions/typical-day-at-pcs",
  "/admissions/school-schedule",
  "/admissions/downloads",
  "/admissions/FAQ",
  "/admissions/why-choose-pcs",
  "/admissions/tuition-and-fees",
  "/events/upcoming-events",
  "/events/news-and-announcements",
  "/events/calendar",
  "/giving/how-to-give",
  "/giving/get-involved",
  "/giving/get-involved?eventId=00000000-0000-4000-8000-000000000000",
  "/giving/donate",
  "/contact",
  "/careers",
  "/site-map",
  "/privacy-policy",
  "/secure-pcs-login",
];

test("every fixed path of the spec answers 200 with a route title followed by the school name", async ({ request }) => {
  for (const path of SPEC_PATHS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const title = (await res.text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    expect(title, path).toMatch(new RegExp(`^.+ \\| ${site.name}$`));
  }
});

test.describe("every page of the spec's route table", () => {
  for (const page of sitePages) {
    test(`${page.path} answers 200 with the title "${page.title}"`, async ({ request }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${expectedTitle(page.title).replace(/'/g, "&#x27;")}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toContain('property="og:title"');
    });
  }

  test("the spec's exact titles: PCS Overview and Donate to PCS", async ({ request }) => {
    expect(await (await request.get("/about")).text()).toContain(`<title>PCS Overview | ${site.name}</title>`);
    expect(await (await request.get("/giving/donate")).text()).toContain(`<title>Donate to PCS | ${site.name}</title>`);
  });

  test("/admissions/overview shows the admissions overview with the canonical /admissions", async ({ request }) => {
    const html = await (await request.get("/admissions/overview")).text();
    expect(html).toContain(`<title>Admissions | ${site.name}</title>`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/admissions"/);
  });
});

test("an unknown path renders Page Not Found with HTTP 404 inside the shell", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(expectedTitle("Page Not Found"));
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Site Map" })).toHaveAttribute("href", "/site-map");
});

test("an address with a broken percent-escape shows Page Not Found in the site's frame, not a server's reply", async ({
  page,
}) => {
  const res = await page.goto("/about/%E0%A4%A");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("link previews and search engines get one plain address and a title that says whose site it is", async ({
  request,
}) => {
  const canonicalOf = async (path: string) =>
    (await (await request.get(path)).text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
  const home = await (await request.get("/")).text();
  expect(home).toContain(`<meta property="og:title" content="${site.name}"/>`);
  // Addresses typed in capitals are the same page as the lower-case one.
  expect(new URL(await canonicalOf("/About/History")).pathname).toBe("/about/history");
  // A page number past the end shows the last page, and an unknown category shows all news: so says the canonical.
  const farPast = new URL(await canonicalOf("/events/news-and-announcements?page=999&category=nonsense"));
  expect(farPast.pathname).toBe("/events/news-and-announcements");
  expect(farPast.searchParams.get("category")).toBeNull();
  expect(Number(farPast.searchParams.get("page") ?? "1")).toBeLessThan(999);
  expect(new URL(await canonicalOf("/events/calendar?month=2026-13")).search).toBe("");
});

test("sitemap.xml and robots.txt come from the same page list", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const page of sitePages) expect(xml).toContain(`${page.path === "/" ? "/" : page.path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  const disallowed = robots
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));
  // RFC 9309: a rule matches by prefix, "$" anchors the end.
  const blocked = (path: string) =>
    disallowed.some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));
  expect(blocked("/admin")).toBe(true);
  expect(blocked("/admin/careers")).toBe(true);
  expect(blocked("/admissions")).toBe(false);
  expect(blocked("/admissions/tuition-and-fees")).toBe(false);
  expect(robots).not.toContain("secure-pcs-login");
  expect(robots).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
});

test("the home page carries JSON-LD for the school", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("School");
  expect(data.name).toBe(site.name);
  expect(data.address.addressLocality).toBe("Penticton");
});

test.describe("top bar", () => {
  test("shows phone, address and hours, and hides once the page is scrolled 40 px", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    const topBar = page.getByTestId("top-bar");
    await expect(topBar).toBeVisible();
    await expect(topBar).toContainText(site.phone);
    await expect(topBar).toContainText(site.address.street);
    await expect(topBar).toContainText("Mon-Fri 8:00 AM-4:00 PM");
    await page.evaluate(() => window.scrollTo(0, 39));
    await expect(topBar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(topBar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(topBar).toBeVisible();
  });

  test("stays while the search is in use, even once the page is scrolled", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    const topBar = page.getByTestId("top-bar");
    await page.getByRole("button", { name: "Search the site" }).click();
    const input = page.getByRole("combobox", { name: "Search the site" });
    await expect(input).toBeFocused();
    await input.fill("tuition");
    const firstResult = page.getByRole("listbox", { name: "Search results" }).getByRole("option").first();
    await expect(firstResult).toBeVisible();
    // Reading down the results scrolls the page past 40 px.
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("tuition");
    await expect(firstResult).toBeVisible();
    // A click on the page's text closes the search and moves focus out of the bar (to <main>) without
    // scrolling, so the scrolled page hides the bar again.
    await clickInPlace(page, page.locator("main h1"));
    await expect(input).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(60);
    await expect(topBar).toBeHidden();
  });

  test("hides address and hours below 1000 px but keeps the phone", async ({ page }) => {
    await page.setViewportSize({ width: 999, height: 800 });
    await page.goto("/");
    await expect(page.getByTestId("top-bar-address")).toBeHidden();
    await expect(page.getByTestId("top-bar-hours")).toBeHidden();
    await expect(page.getByTestId("top-bar")).toContainText(site.phone);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByTestId("top-bar-address")).toBeVisible();
  });
});

test.describe("desktop navigation", () => {
  test("a dropdown opens 300 ms after the pointer arrives and closes 250 ms after it leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.clock.pauseAt(Date.now() + 60_000);
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await about.hover();
    await page.clock.runFor(290);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(20);
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Mission Statement" }).first()).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(240);
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(20);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await page.clock.resume(); // axe, run after each test, needs its timers
  });

  test("keyboard: Enter opens and focuses the first entry, arrows move, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const admissions = nav.getByRole("button", { name: "Admissions" });
    await admissions.focus();
    await page.keyboard.press("Enter");
    await expect(admissions).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Why Choose PCS" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Enrolment" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(admissions).toHaveAttribute("aria-expanded", "false");
    await expect(admissions).toBeFocused();
    await page.keyboard.press(" ");
    await expect(admissions).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await admissions.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Why Choose PCS" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admissions\/why-choose-pcs$/);
  });

  test("Escape closes a dropdown opened by hovering, wherever focus is, and leaves focus there", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    const elsewhere = page.getByRole("main").getByRole("link", { name: "Explore admissions" });
    await elsewhere.focus();
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Mission Statement" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Mission Statement" })).toBeHidden();
    await expect(elsewhere).toBeFocused();
  });

  test("the click that follows a hover keeps the dropdown open; a second click closes it", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Mission Statement" }).first()).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
  });

  test("has exactly the spec's menu routes, a Contact link and the DONATE button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/about",
      "/about/mission-statement",
      "/about/history",
      "/about/our-faculty",
      "/about/life-with-pcs",
      "/about/alumni",
      "/about/best-okanagan",
      "/about/safety-policies",
      "/about/campus-expansion",
      "/admissions/why-choose-pcs",
      "/admissions/enrollment",
      "/admissions/typical-day-at-pcs",
      "/admissions/school-schedule",
      "/admissions/tuition-and-fees",
      "/admissions/FAQ",
      "/admissions/downloads",
      "/events/upcoming-events",
      "/events/calendar",
      "/events/news-and-announcements",
      "/giving/how-to-give",
      "/giving/get-involved",
      "/giving/donate",
      "/contact",
      "/giving/donate",
    ]);
    await expect(nav.getByRole("link", { name: "DONATE" })).toHaveAttribute("href", "/giving/donate");
  });

  test("external entries open in a new window with noopener noreferrer", async ({ page }) => {
    await page.goto("/");
    const hosts = Object.values(site.external);
    for (const href of hosts) {
      const links = page.locator(`a[href="${href}"]`);
      expect(await links.count(), href).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger panel has Home, Donate, expandable sections and Contact, and closes at 1000 px", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("navigation", { name: "Mobile" });
    const topLevel = panel.locator(":scope > ul > li > :is(a, button)");
    await expect(topLevel).toHaveText(["Home", "Donate", "About", "Admissions", "Events", "Giving", "Contact"]);
    const about = panel.getByRole("button", { name: "About" });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Mission Statement" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 999, height: 740 });
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 740 });
    await expect(panel).toBeHidden();
  });

  test("on a short phone, opened at the top of a page, the panel scrolls to its last entry, on the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await panel.getByRole("button", { name: "About" }).click();
    await expect(panel.getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "true");
    await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    // The top bar sits above the header here: a panel sized by the header alone ended below the screen.
    const contact = panel.getByRole("link", { name: "Contact", exact: true });
    await expect(contact).toBeInViewport({ ratio: 1 });
    const box = await contact.boundingBox();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
  });

  test("choosing an entry navigates and closes the panel", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await panel.getByRole("button", { name: "Giving" }).click();
    await panel.getByRole("link", { name: "How to Give" }).click();
    await expect(page).toHaveURL(/\/giving\/how-to-give$/);
    await expect(panel).toBeHidden();
  });

  test("a scroll-to-top button appears once scrolled, at 0.7 opacity, and takes you back up", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.7");
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// One load per page covers every width, so the suite stays within CI's time: a page is checked at the
// desktop width, then made narrow in place (the layout answers to media queries and resize events).
test.describe("every page at desktop and phone widths", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of sitePages.map((p) => p.path)) {
    test(`${path}: no axe violations at 1280 and 375 px, no sideways scrolling at 320 px`, async ({ page }) => {
      // page.goto runs axe (support/test.ts) at 1280 px, where the desktop navigation shows.
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

      await page.setViewportSize({ width: 320, height: 640 });
      await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("scrolling", () => {
  test("/contact#map-section lands on the map on first load", async ({ page }) => {
    await page.goto("/contact#map-section");
    await expect(page.locator("#map-section")).toBeInViewport();
  });

  test("a link to a hash scrolls to it smoothly; a link to a page scrolls to the top", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => {
      // Client-side navigation through the router, as a <Link to="/contact#map-section"> would do.
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/contact#map-section");
    });
    await expect(page.locator("#map-section")).toBeInViewport();
  });
});

test.describe("focus after moving to another page", () => {
  const focusedText = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active ? `${active.tagName.toLowerCase()}: ${active.textContent?.trim()}` : "";
    });

  test("goes to the new page's heading, from a link in the page, in the menu or by Back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // A link inside the page, which the new page replaces: focus used to fall to <body>.
    await page.getByRole("link", { name: "Explore admissions" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admissions$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // A menu link, which stays on screen: focus used to stay on it, and nothing told a screen reader of the page.
    const contact = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" });
    await contact.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => focusedText(page)).toBe("h1: Contact Us");
    // Moving focus does not move the page: a new page still starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/admissions$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("stays on a filter when only the list's query changes", async ({ page }) => {
    await page.goto("/events/upcoming-events");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter events by category" });
    await filters.getByRole("link").nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?category=[a-z]+$/);
    await expect(filters.getByRole("link").nth(1)).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link").nth(1)).toBeFocused();
  });

  test("goes to the heading when the link that held it is gone from the same page, not to the page's body", async ({
    page,
  }) => {
    // A month long past, so "This month" is offered; on this month it is not, so the pressed link goes away.
    await page.goto("/events/calendar?month=2025-12");
    await waitForHydration(page);
    await page.getByRole("link", { name: "This month" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "This month" })).toHaveCount(0);
    await expect.poll(() => focusedText(page)).toBe("h1: Calendar");
  });
});

/** Clicks an element at its place on screen, without the scrolling Playwright does before a locator click. */
async function clickInPlace(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to click is not on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe("scroll position", () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test("Back returns to where the reader was on the previous page", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => scrollY(page)).toBe(800);
    // Clicked where it is on screen: locator.click() would first scroll the sticky header's link "into view".
    await clickInPlace(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }));
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/admissions\/FAQ$/);
    await expect(page.locator("h1")).toHaveText("Frequently Asked Questions");
    await expect.poll(() => scrollY(page)).toBe(800);
  });

  test("a reload keeps the reader's place, before the page hydrates and after", async ({ page }) => {
    await page.goto("/admissions/FAQ");
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => scrollY(page)).toBe(800);
    // Hold the scripts back (a slow network) so the page can be looked at before it hydrates.
    const release = await holdRequests(page, "**/assets/**/*.js");
    await page.reload({ waitUntil: "commit" });
    // Near, not exact: the browser may nudge the position to keep the same text in view as fonts settle.
    const nearWhereTheReaderWas = (y: number) => y > 700 && y < 900;
    await expect.poll(async () => nearWhereTheReaderWas(await scrollY(page))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("hydrated"))).toBe(false);
    release();
    await waitForHydration(page);
    // Let hydration's effects and a frame or two pass before looking again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // React Router then restores the exact saved place, which may differ from the nudged one by a few lines.
    expect(nearWhereTheReaderWas(await scrollY(page))).toBe(true);
  });

  test("a malformed hash such as /contact#%E0 does not break the page", async ({ page }) => {
    await page.goto("/contact#%E0");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "DONATE" }).click();
    await expect(page).toHaveURL(/\/giving\/donate$/);
    await page.evaluate(() => {
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/contact#%E0");
    });
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
  });
});

test("a slow navigation shows the route-loading indicator until the page arrives", async ({ page }) => {
  await page.goto("/");
  // Hold back the next page's data (a slow network, not a fake server) so the loading state is visible.
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole("main").getByRole("link", { name: "Explore admissions" }).click();
  await expect(page.getByTestId("route-progress")).toHaveClass(/is-active/);
  await expect(page.getByRole("status").filter({ hasText: "Loading page…" })).toBeAttached();
  await expect(page).toHaveURL(/\/admissions$/);
  await expect(page.getByTestId("route-progress")).not.toHaveClass(/is-active/);
});

test("the footer has the spec's links, contacts, hours and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link")).toContainText([
    "Careers",
    "Volunteer",
    "Donate",
    "Contact Us",
    "FAQ",
    "Site Map",
    "Privacy Policy",
    "Report Harassment/Bullying",
  ]);
  await expect(footer).toContainText(site.address.street);
  await expect(footer).toContainText(site.phone);
  await expect(footer).toContainText(site.fax);
  await expect(footer).toContainText("Mon-Fri 8:00 AM-4:00 PM");
  await expect(footer).toContainText("Weekend closed");
  // The year as it is at the school, as the server renders it (they differ for hours around New Year).
  const schoolYear = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, year: "numeric" }).format(new Date());
  await expect(footer.getByTestId("footer-year")).toHaveText(schoolYear);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One browser context reads every page (a fresh one per page costs more than the page); soft checks
  // report every page that fails, not only the first.
  test("every page of the site map reads in full", async ({ page: browserPage }) => {
    for (const page of sitePages) {
      await browserPage.goto(page.path);
      await expect.soft(browserPage.locator("h1"), page.path).toBeVisible();
      const words = ((await browserPage.locator("main").textContent()) ?? "").split(/\s+/).length;
      expect.soft(words, `words in the main content of ${page.path}`).toBeGreaterThan(40);
    }
  });
});
