/**
 * Events on every screen (issue 16): the calendar's phone view and its grid, events over several days shown once,
 * the upcoming events' filter and pages without JavaScript, volunteering from an event, and the Events menu
 * marked current on the pages under it. Dates come from the sample content, which is placed around today, and
 * from the API, never from a fixed calendar date.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { gridDays, shiftMonth } from "../../app/lib/calendar-month.server.ts";
import { site } from "../../common/site.ts";
import { firstItem } from "./support/first-item.ts";
import { layoutProblems } from "./support/layout-check.ts";
import { expect, scaled, test } from "./support/test.ts";
import { isSample, TEST_MADE } from "./support/test-made.ts";

interface EventSummary {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  volunteersWanted: boolean;
  repeat: string | null;
}

const DAY_MS = 86_400_000;

async function upcomingEvents(request: APIRequestContext): Promise<EventSummary[]> {
  const res = await request.get(`/api/events?from=${encodeURIComponent(new Date().toISOString())}&pageSize=50`);
  expect(res.ok()).toBe(true);
  // The sample's events: tests running beside this one make, rename and delete events of their own.
  return ((await res.json()) as { items: EventSummary[] }).items.filter((event) => isSample(event.title));
}

/** A coming all-day event over three days or more, such as the Christmas Hamper Drive. */
async function eventOverSeveralDays(request: APIRequestContext): Promise<EventSummary> {
  const event = (await upcomingEvents(request)).find(
    (e) => e.allDay && !e.repeat && Date.parse(e.endsAt) - Date.parse(e.startsAt) >= 3 * DAY_MS,
  );
  if (!event) throw new Error("the sample content has no coming event over several days");
  return event;
}

/** "YYYY-MM-DD" of an instant in the school's zone. */
function schoolDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone }).format(new Date(iso));
}

/**
 * A month whose grid shows, from the month before or after, a day on which a sample event begins, and that day. The
 * sample content (a school year of events around today, past ones too) always has one: checked for every day of
 * 2026 to 2035, it is about a fifth of a month's days that a neighbour's grid shows.
 */
async function dayFromAnotherMonth(request: APIRequestContext): Promise<{ month: string; day: string }> {
  const res = await request.get("/api/events?pageSize=50");
  expect(res.ok()).toBe(true);
  const events = ((await res.json()) as { items: EventSummary[] }).items.filter((event) => isSample(event.title));
  for (const event of events) {
    if (event.repeat) continue;
    const day = schoolDay(event.startsAt);
    for (const month of [shiftMonth(day.slice(0, 7), -1), shiftMonth(day.slice(0, 7), 1)]) {
      // Which days a grid shows is the page's own rule; the test checks where their links go.
      const grid = gridDays(month);
      if (day >= grid.first && day <= grid.last) return { month, day };
    }
  }
  throw new Error("no sample event begins on a day a month's grid shows from the month before or after");
}

/** How many days an event touches in the school's zone; its end is exclusive, as the site reads it. */
function dayCount(event: EventSummary): number {
  const first = schoolDay(event.startsAt);
  const last = schoolDay(new Date(Date.parse(event.endsAt) - 1).toISOString());
  return Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
}

/**
 * The event's bar, cell by cell from the one that lists it to the grid's last: in its lane (the one that starts
 * there), "start", "middle", "end" or "none" where the lane is free, and "unseen" where the piece has no width.
 */
async function barOf(page: Page, eventId: string): Promise<string[]> {
  return page.locator("table.calendar-grid").evaluate((table, href) => {
    const cells = [...table.querySelectorAll("tbody td")];
    const first = cells.findIndex((cell) => cell.querySelector(`a[href="${href}"]`));
    const lanesOf = (cell: Element | undefined) => [...(cell?.querySelectorAll(".calendar-lane") ?? [])];
    const lane = lanesOf(cells[first]).findIndex((piece) => piece.classList.contains("is-start"));
    if (first < 0 || lane < 0) return [];
    return cells.slice(first).map((cell) => {
      const piece = lanesOf(cell)[lane];
      if (!piece || piece.classList.contains("calendar-lane--free")) return "none";
      if (piece.getBoundingClientRect().width < 1) return "unseen";
      if (piece.classList.contains("is-start")) return "start";
      return piece.classList.contains("is-end") ? "end" : "middle";
    });
  }, `/event/${eventId}`);
}

test.describe("the calendar", () => {
  test("a phone opens on the month's list; the grid is a choice that fits and opens a day in the list", async ({
    page,
    request,
  }) => {
    const event = await eventOverSeveralDays(request);
    const firstDay = schoolDay(event.startsAt);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/events/calendar?month=${firstDay.slice(0, 7)}`);

    const list = page.getByRole("list", { name: /^Events in / });
    await expect(list).toBeVisible();
    await expect(page.locator("table.calendar-grid")).toBeHidden();
    await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
    // Once, under its first day, with its span of days.
    const inList = list.getByRole("link", { name: event.title, exact: true });
    await expect(inList).toHaveCount(1);
    await expect(page.locator(`#day-${firstDay}`)).toBeVisible();
    await expect(
      list.locator(".agenda__day").filter({ has: page.getByRole("link", { name: event.title, exact: true }) }),
    ).toContainText(/[A-Z][a-z]{2} \d+ – [A-Z][a-z]{2} \d+/);
    expect(await layoutProblems(page), "the list at 375 px").toEqual([]);

    await page.getByRole("link", { name: "Month grid" }).click();
    await expect(page).toHaveURL(/view=grid/);
    const grid = page.locator("table.calendar-grid");
    await expect(grid).toBeVisible();
    expect(await layoutProblems(page), "the grid at 375 px").toEqual([]);
    expect((await grid.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    // The day the event begins is one link, to that day in the list.
    const day = grid.locator(`a.calendar-day__open[href$="#day-${firstDay}"]`);
    await expect(day).toHaveCount(1);
    await expect(day).toHaveAccessibleName(/^\w+day, \w+ \d+: \d+ events?$/);
    await day.click();
    await expect(page).toHaveURL(new RegExp(`view=list#day-${firstDay}$`));
    await expect(page.locator(`#day-${firstDay}`)).toBeInViewport();

    // Every day's link opens the list of that day's own month, the days shown from the months either side too:
    // in a grid where an event begins on such a day, so the check never passes on the shown month's days alone.
    const other = await dayFromAnotherMonth(request);
    await page.goto(`/events/calendar?month=${other.month}&view=grid`);
    const hrefs = await grid
      .locator("a.calendar-day__open")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => href?.endsWith(`#day-${other.day}`))).toHaveLength(1);
    const misled = hrefs.filter((href) => {
      const [, month, date] = /month=(\d{4}-\d{2}).*#day-(\d{4}-\d{2})-\d{2}$/.exec(href ?? "") ?? [];
      return !month || month !== date;
    });
    expect(misled).toEqual([]);
    await grid.locator(`a.calendar-day__open[href$="#day-${other.day}"]`).click();
    await expect(page).toHaveURL(new RegExp(`month=${other.day.slice(0, 7)}&view=list#day-${other.day}$`));
    await expect(page.locator(`#day-${other.day}`)).toBeInViewport();
  });

  for (const width of [1280, 1024]) {
    test(`at ${width} px the grid lists an event over several days on its first day and names it again on each later week it reaches, and breaks no title inside a word`, async ({
      page,
      request,
    }) => {
      const event = await eventOverSeveralDays(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/events/calendar?month=${schoolDay(event.startsAt).slice(0, 7)}`);
      const grid = page.locator("table.calendar-grid");
      await expect(grid).toBeVisible();
      const links = grid.locator(`a[href="/event/${event.id}"]`);
      const first = links.first();
      await expect(first).toBeVisible();
      await expect(first).toContainText(/[A-Z][a-z]{2} \d+ – [A-Z][a-z]{2} \d+$/);
      // Its bar runs through the days after the first: one unbroken piece in its lane on each of its days the
      // grid shows (the grid may end before the event does), ending on its last.
      const cellsWithIt = grid.locator("td").filter({ has: page.locator(`a[href="/event/${event.id}"]`) });
      await expect(cellsWithIt.first().locator(".calendar-lane.is-start")).toHaveCount(1);
      const bar = await barOf(page, event.id);
      const days = dayCount(event);
      const shown = Math.min(days, bar.length);
      expect(shown, "days of the bar the grid shows").toBeGreaterThanOrEqual(2);
      expect(bar.slice(0, shown)).toEqual([
        "start",
        ...Array<string>(shown - 2).fill("middle"),
        shown === days ? "end" : "middle",
      ]);
      // The title is not repeated in every cell, but a later week the bar reaches names it again on its Sunday,
      // so no week shows a bar without a name.
      const cells = grid.locator("tbody td");
      const firstIndex = await cells.evaluateAll(
        (tds, href) => tds.findIndex((td) => td.querySelector(`a[href="${href}"]`)),
        `/event/${event.id}`,
      );
      const laterSundays = Array.from({ length: shown - 1 }, (_, k) => firstIndex + k + 1).filter((i) => i % 7 === 0);
      await expect(links).toHaveCount(1 + laterSundays.length);
      await expect(first).not.toContainText("(continued)");
      for (const index of laterSundays) {
        await expect(cells.nth(index).locator(`a[href="/event/${event.id}"]`)).toContainText(/\(continued\)$/);
        await expect(cells.nth(index).locator(`a[href="/event/${event.id}"]`)).toBeVisible();
      }
      expect(await layoutProblems(page), `the grid at ${width} px`).toEqual([]);
    });
  }
});

test("on a phone an event card's words run its full width, with the date beside the title", async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/events/upcoming-events");
    // The first card with a picture (not every event has one; none a test made does).
    const card = page
      .locator(".event-card")
      .filter({ has: page.locator(".card-image") })
      .first();
    const box = async (selector: string) => {
      const found = await card.locator(selector).first().boundingBox();
      if (!found) throw new Error(`${selector} is not shown at ${width} px`);
      return found;
    };
    const [picture, badge, title, meta, summary] = await Promise.all([
      box(".card-image"),
      box(".event-card__badge"),
      box(".event-card__title"),
      box(".event-card__meta"),
      box(".event-card__meta + p"),
    ]);
    // Picture and words start at the card's left edge, where the date does: no empty column beside them.
    for (const part of [picture, meta, summary]) expect(Math.abs(part.x - badge.x)).toBeLessThan(1);
    expect(Math.abs(meta.width - picture.width)).toBeLessThan(1);
    // The date sits below the picture, on the title's row, to its left.
    expect(badge.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    expect(badge.x + badge.width).toBeLessThanOrEqual(title.x);
    expect(badge.y).toBeLessThan(title.y + title.height);
    expect(title.y).toBeLessThan(badge.y + badge.height);
    expect(await layoutProblems(page)).toEqual([]);
  }
});

test.describe("upcoming events without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter by category with plain links, under the month headings", async ({ page }) => {
    await page.goto("/events/upcoming-events");
    const filters = page.getByRole("navigation", { name: "Filter events by category" });
    await expect(filters.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    const choice = filters.getByRole("link").nth(1);
    const label = ((await choice.textContent()) ?? "").replace(/\s*\(\d+\)\s*$/, "").trim();
    const count = Number(/\((\d+)\)/.exec((await choice.textContent()) ?? "")?.[1]);
    await choice.click();
    await expect(page).toHaveURL(/\?category=[a-z]+$/);
    await expect(filters.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("aria-current", "page");
    // The category tags only: an event under way also has an "On now" tag, on the days it runs.
    const tags = await page.locator(".event-card .tag:not(.tag--now)").allTextContents();
    expect(tags.length).toBe(Math.min(count, 10));
    expect(new Set(tags)).toEqual(new Set([label]));
    await expect(page.locator(".month-group h2").first()).toHaveText(/^[A-Z][a-z]+ \d{4}/);
  });

  test("pages ten events at a time with plain links, keeping the month headings", async ({ page }) => {
    const pager = page.getByRole("navigation", { name: "Upcoming events pages" });
    const linksOnPage = () =>
      page.locator(".event-card__title a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    // Again if an event a test beside this one made, moved or deleted meanwhile shifted the pages by one.
    await expect(async () => {
      await page.goto("/events/upcoming-events");
      await expect(pager).toContainText(/Page 1 of \d+/);
      const first = await linksOnPage();
      expect(first).toHaveLength(10);
      await pager.getByRole("link", { name: "Later →" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(pager).toContainText(/Page 2 of \d+/);
      const second = await linksOnPage();
      expect(second.length).toBeGreaterThan(0);
      expect(second.length).toBeLessThanOrEqual(10);
      expect(second.filter((href) => first.includes(href))).toEqual([]);
    }).toPass({ timeout: scaled(30_000) });
    const second = await linksOnPage();
    // Every card sits under a month heading.
    expect(await page.locator(".month-group .event-card").count()).toBe(second.length);
    await expect(page.locator(".month-group h2").first()).toHaveText(/^[A-Z][a-z]+ \d{4}(, continued)?$/);
    await pager.getByRole("link", { name: "← Sooner" }).click();
    await expect(pager).toContainText(/Page 1 of \d+/);
  });
});

test("volunteering from an event lands at the form, and the thank-you stands alone", async ({ page }) => {
  await page.goto("/events/upcoming-events");
  const card = page
    .locator(".event-card")
    .filter({ has: page.locator(".event-card__volunteer") })
    .filter({ hasNotText: TEST_MADE })
    .first();
  const title = ((await card.locator(".event-card__title").textContent()) ?? "").trim();
  await card.locator(".event-card__title a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.getByRole("link", { name: "Volunteer for this event" }).click();
  await expect(page).toHaveURL(/\/giving\/get-involved\?eventId=[^#]+#volunteer-form$/);
  const form = page.locator("#volunteer-form");
  await expect(form).toBeFocused();
  await expect(form.getByRole("heading", { name: "Sign up to volunteer" })).toBeInViewport();
  await expect(form.getByTestId("chosen-event")).toContainText(`You are volunteering for: ${title}`);
  // Tab goes on from the form, not from the top of the page.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("volunteer-form")?.contains(document.activeElement))).toBe(
    true,
  );

  await page.getByLabel("Full name").fill("Sam Lee");
  await page.getByLabel("Email address").fill("sam@example.com");
  await page.getByLabel("Phone number").fill("250 555 0101");
  await page.getByLabel("No, not yet").check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  const panel = page.getByRole("status").filter({ hasText: "Thank you for signing up" });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(`You offered to help with ${title}`);
  await expect(page.getByText("You are volunteering for")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a volunteer link lands at the form", async ({ page, request }) => {
    const event = (await upcomingEvents(request)).find((e) => e.volunteersWanted);
    if (!event) throw new Error("the sample content has no coming event that wants volunteers");
    await page.goto(`/event/${event.id}`);
    await page.getByRole("link", { name: "Volunteer for this event" }).click();
    await expect(
      page.locator("#volunteer-form").getByRole("heading", { name: "Sign up to volunteer" }),
    ).toBeInViewport();
    await expect(page.getByTestId("chosen-event")).toBeInViewport();
  });
});

test("the Events menu is current on an event's page and a news item; news cards show no office labels", async ({
  page,
  request,
}) => {
  const [event] = await upcomingEvents(request);
  if (!event) throw new Error("the sample content has no coming event");
  const news = await firstItem<{ id: string }>(request, "/api/news");
  const eventsMenu = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Events" });
  const aboutMenu = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
  for (const path of [`/event/${event.id}`, `/events/news-and-announcements/${news.id}`]) {
    await page.goto(path);
    await expect(eventsMenu, path).toHaveAttribute("aria-current", "true");
    await expect(eventsMenu, path).toHaveClass(/is-current/);
    await expect(aboutMenu, path).not.toHaveAttribute("aria-current", /.*/);
  }
  await page.goto("/events/news-and-announcements");
  await expect(page.locator(".news-card").first()).toBeVisible();
  await expect(page.locator(".news-card").getByText("Pinned", { exact: true })).toHaveCount(0);
});
