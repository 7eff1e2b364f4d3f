/**
 * The office's screens read well on a laptop, a tablet and a phone (ADR 039's reader's rules, applied to /admin…):
 * the school secretary and the principal use them at a desk, on a tablet, sometimes on a phone. Every office page
 * type is judged at 1280, 1024, 768, 375 and 320 px (a phone, and WCAG's reflow at 400 % zoom) by the same check as
 * the public pages (support/layout-check.ts):
 * no text out of its box or cut off, no word broken inside, no sideways scrolling of the page or of a table, no
 * overlapping or crowded targets. One sign-in, one load per screen, resized in place; the screens hold content
 * (a message, a sign-up, a repeating event, an item with two versions, a deleted item, an alert), so no table is
 * judged empty. A second test, on a 375 px phone, checks that the office's sections wait behind one button that works
 * by keyboard, and the screen's heading comes first (ADR 039's amendment on the office's navigation).
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_SECTIONS } from "../../app/lib/admin/sections.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { layoutProblems } from "./support/layout-check.ts";
import { csrfHeaders } from "./support/office-api.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

const WIDTHS = [1280, 1024, 768, 375, 320] as const;

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Grace Lindqvist", "office-layout");
});

/** Waits until the layout has answered a resize (media and container queries) and fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The screen as it is now at every width, each problem named with its width and screen. */
async function problemsAtEveryWidth(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 400 ? 700 : 800 });
    await settled(page);
    for (const problem of await layoutProblems(page)) found.push(`${name} at ${width} px: ${problem}`);
  }
  // Back to the laptop for the next screen's load.
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}

test("every office screen reads well at 1280, 1024, 768, 375 and 320 px", async ({ page, officeApi }) => {
  // One test, one sign-in (a deliberately slow password check), twenty-two screens of four widths each.
  test.setTimeout(scaled(180_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  // As long as a family's address gets ("firstname.double-barrelled@provider"), so an address column is judged at
  // its widest rather than at a test's short one.
  const email = `abernathy-castellanos.${tag}@okanaganfamilies.example`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin);

  // An item saved twice, so its history has a version to compare; left a draft, so no public page shows it.
  const newsBody = {
    title: `Spring concert rehearsals ${tag}`,
    summary: "The choir and the band rehearse on Thursdays after school.",
    bodyHtml: "<p>Bring your music folder and a water bottle.</p>",
    status: "draft",
  };
  const news = await officeApi.create<{ id: string; version: number }>("/api/news", { data: newsBody });
  const saved = await page.request.put(`/api/news/${news.id}`, {
    headers: await csrfHeaders(page.request),
    data: { ...newsBody, summary: "The choir and the band rehearse on Thursdays until 4:30.", version: news.version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A deleted one for Recently deleted.
  const gone = await officeApi.create<{ id: string }>("/api/news", {
    data: { ...newsBody, title: `Bake sale moved indoors ${tag}` },
  });
  expect(
    (await page.request.delete(`/api/news/${gone.id}`, { headers: await csrfHeaders(page.request) })).status(),
  ).toBe(204);

  // A weekly event asking for helpers, a few days ahead whatever the date: the editor's repeat fields and its
  // dates, and the volunteers screen's places per date. Published: a visitor can sign up only for what is shown.
  const day = addDays(zonedDate(new Date()), 3);
  const event = await officeApi.createEvent({
    title: `Hot lunch helpers ${tag}`,
    summary: "Serving hot lunch in the gym.",
    descriptionHtml: "<p>Four helpers each Thursday.</p>",
    location: "PCS Gym",
    category: "community",
    startsAt: zonedToInstant(day, "11:30").toISOString(),
    endsAt: zonedToInstant(day, "13:00").toISOString(),
    volunteersWanted: true,
    volunteersNeeded: 4,
    repeat: "weekly",
    repeatUntil: addDays(day, 28),
    status: "published",
  });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a5d6b" } })
    .jpeg()
    .toBuffer();
  await officeApi.create("/api/media", {
    multipart: {
      alt: `Grade 3 planting the garden beds behind the gym ${tag}`,
      file: { name: `garden-beds-${tag}.jpg`, mimeType: "image/jpeg", buffer: photo },
    },
  });
  // An invitation not yet taken up: its row carries the widest actions ("Send the invitation again", "Deactivate")
  // beside a long address. Accounts are switched off, never deleted, so it stays, as other specs' invitations do.
  const invited = await page.request.post("/api/admins", {
    headers: await csrfHeaders(page.request),
    data: {
      name: `Bartholomew Featherstonehaugh ${tag}`,
      email: `bartholomew.featherstonehaugh.${tag}@pinecrest.example`,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const alert = await officeApi.create<{ id: string }>("/api/alerts", {
    data: {
      message: `The school is closed today because of snow. Buses are not running. ${tag}`,
      level: "warning",
      link: "/contact",
      status: "draft",
    },
  });

  // A family's message and a helper's sign-up, sent as a visitor sends them, from the same address so the privacy
  // screen finds both.
  for (const [path, data] of [
    [
      "/api/contact",
      {
        name: `Marguerite Abernathy-Castellanos ${tag}`,
        email,
        phone: "250 555 0142",
        topic: "admissions",
        message: "We are moving to Penticton in August. Is there room in Grade 3, and can we book a tour?",
      },
    ],
    [
      "/api/volunteers",
      {
        eventId: event.id,
        dateFor: event.id,
        date: zonedToInstant(day, "11:30").toISOString(),
        name: `Marguerite Abernathy-Castellanos ${tag}`,
        email,
        phone: "250 555 0142",
        interests: ["hot-lunch"],
        criminalRecordCheck: "in-progress",
        availability: "Thursdays before noon",
        notes: "I can bring two more parents.",
      },
    ],
  ] as const) {
    const sent = await page.request.post(path, { headers: await csrfHeaders(page.request), data });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const inbox = await page.request.get(`/api/messages?q=${encodeURIComponent(tag)}`);
  const message = ((await inbox.json()) as { items: { id: string }[] }).items[0];
  if (!message) throw new Error("the message sent is not in the inbox");

  // About's page: a list block whose first item is a link, and the block editor's every kind of tool.
  const pages = (await (await page.request.get("/api/pages")).json()) as { items: { id: string; path: string }[] };
  const about = pages.items.find((item) => item.path === "/about");
  if (!about) throw new Error("the About page is not among the pages");
  /** Each screen: its address, and what shows once its content has loaded (the h1 alone when omitted). */
  const screens: { name: string; path: string; ready?: () => Locator; open?: () => Promise<void> }[] = [
    { name: "the dashboard", path: "/admin", ready: () => page.getByRole("region", { name: "Needs attention" }) },
    { name: "the news list", path: "/admin/news", ready: () => page.getByRole("table") },
    { name: "a new news item", path: "/admin/news/new", ready: () => page.locator(".rich-text-editor").first() },
    {
      name: "a news item's editor with its history",
      path: `/admin/news/${news.id}`,
      ready: () => page.locator(".rich-text-editor").first(),
      open: async () => {
        await page.getByRole("button", { name: "History" }).click();
        const history = page.getByRole("dialog", { name: /^History of/ });
        await history.getByRole("button", { name: "Compare version 1" }).click();
        await expect(history.getByRole("row", { name: /^Summary/ })).toBeVisible();
      },
    },
    { name: "the events list", path: "/admin/events", ready: () => page.getByRole("table") },
    {
      name: "a repeating event's editor",
      path: `/admin/events/${event.id}`,
      ready: () => page.getByLabel("Repeats"),
    },
    {
      name: "Recently deleted",
      path: "/admin/news/deleted",
      ready: () => page.getByRole("row").filter({ hasText: `Bake sale moved indoors ${tag}` }),
    },
    {
      name: "the picture library",
      path: "/admin/media",
      ready: () => page.locator(".media-card").filter({ hasText: tag }),
    },
    { name: "the inbox", path: "/admin/messages", ready: () => page.getByRole("row").filter({ hasText: tag }) },
    { name: "a message", path: `/admin/messages/${message.id}`, ready: () => page.locator(".inbox-message") },
    {
      name: "volunteer sign-ups",
      path: `/admin/volunteers?event=${event.id}`,
      ready: () => page.getByRole("row").filter({ hasText: email }),
    },
    {
      name: "administrators",
      path: "/admin/administrators",
      ready: () => page.getByRole("row").filter({ hasText: `Bartholomew Featherstonehaugh ${tag}` }),
    },
    { name: "your account", path: "/admin/account" },
    { name: "activity", path: "/admin/activity", ready: () => page.getByRole("table") },
    {
      name: "privacy requests",
      path: `/admin/privacy?email=${encodeURIComponent(email)}`,
      ready: () => page.getByRole("button", { name: "Delete everything about this address" }),
    },
    { name: "school details", path: "/admin/school-details", ready: () => page.getByRole("button", { name: "Save" }) },
    { name: "pages", path: "/admin/pages", ready: () => page.getByRole("table") },
    { name: "a page's editor", path: `/admin/pages/${about.id}`, ready: () => page.locator(".block-editor__list") },
    { name: "downloadable forms", path: "/admin/documents", ready: () => page.getByRole("table") },
    { name: "alerts", path: "/admin/alerts", ready: () => page.getByRole("row").filter({ hasText: tag }) },
    { name: "an alert's editor", path: `/admin/alerts/${alert.id}`, ready: () => page.getByLabel("Message") },
  ];

  const found: string[] = [];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (screen.ready) await expect(screen.ready()).toBeVisible();
      await screen.open?.();
      found.push(...(await problemsAtEveryWidth(page, screen.name)));
    });
  }

  // What the visitor sent, and the log's mentions of it, go as a privacy request takes them; the deleted item is
  // deleted forever; the fixture deletes the rest. Before the verdict, so a failing run leaves no more behind.
  const headers = await csrfHeaders(page.request);
  expect((await page.request.delete(`/api/privacy?email=${encodeURIComponent(email)}`, { headers })).status()).toBe(
    200,
  );
  expect((await page.request.delete(`/api/news/deleted/${gone.id}`, { headers })).status()).toBe(204);
  expect(found, "layout problems on the office's screens").toEqual([]);
});

test("on a 375 px phone the sections wait behind one button: the screen comes first, and the menu works by keyboard", async ({
  page,
}) => {
  // A phone's screen (an iPhone SE's), from the sign-in on, so the dashboard's first paint is a phone's.
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, admin);
  const heading = page.getByRole("heading", { level: 1, name: "Administrator dashboard" });
  await expect(heading).toBeVisible();
  // Its heading is on the first screenful, not below seventeen links.
  expect(
    await heading.evaluate((element) => window.scrollY === 0 && element.getBoundingClientRect().bottom <= innerHeight),
    "the dashboard's heading within the first 667 px, unscrolled",
  ).toBe(true);
  // Above it, the signed-in line names the administrator on one line, without the address (Your account shows it),
  // and Your account and Sign out share the row below it: two rows, not four.
  const who = page.locator(".admin__who");
  await expect(who).toHaveText(`Signed in as ${admin.name}`, { useInnerText: true });
  expect(
    await who.evaluate((element) => element.clientHeight < 2 * Number.parseFloat(getComputedStyle(element).lineHeight)),
    "the signed-in line is one line at 375 px",
  ).toBe(true);
  const account = await page.getByRole("link", { name: "Your account" }).boundingBox();
  const signOut = await page.getByRole("button", { name: "Sign out" }).boundingBox();
  expect(account && signOut && Math.abs(account.y + account.height / 2 - (signOut.y + signOut.height / 2)) < 4).toBe(
    true,
  );
  // The server already sends the button closed: the width alone (CSS) hides the links at first paint.
  expect(await (await page.request.get("/admin")).text()).toMatch(
    /<nav class="admin__nav"[^>]*><button[^>]*class="admin__nav-toggle"[^>]*aria-expanded="false"/,
  );

  const nav = page.getByRole("navigation", { name: "Office sections" });
  const menu = nav.getByRole("button", { name: "Menu: Dashboard" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link")).toHaveCount(0);

  // By keyboard alone: the button is the stop after Sign out; Enter opens it, Escape from a link closes it.
  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Tab");
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length + 1);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  expect(await layoutProblems(page), "the open menu at 375 px").toEqual([]);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link")).toHaveCount(0);

  // Open again and go to the messages: Tab past Dashboard and the sections before it, Enter.
  await page.keyboard.press("Enter");
  const messages = ADMIN_SECTIONS.findIndex((section) => section.label === "Contact messages");
  for (let stop = 0; stop <= messages + 1; stop++) await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Contact messages" })).toBeFocused();
  await page.keyboard.press("Enter");
  // The new screen's heading takes focus (ADR 046), and the menu is closed again, now naming where this is.
  const inbox = page.getByRole("heading", { level: 1, name: "Contact messages" });
  await expect(inbox).toBeFocused();
  await expect(inbox).toBeInViewport();
  await expect(nav.getByRole("button", { name: "Menu: Contact messages" })).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link")).toHaveCount(0);
});
