import { clockWords } from "../../common/clock-words.ts";
import { site } from "../../common/site.ts";
import { firstItem, firstSampleItem } from "./support/first-item.ts";
import { expect, test } from "./support/test.ts";
import { TEST_MADE } from "./support/test-made.ts";

/** The fields these tests read from the API's lists of events, news, alumni and testimonials. */
interface Item {
  id: string | number;
  title?: string;
  name?: string;
  author?: string;
  summary?: string;
  headline?: string;
  volunteersWanted?: boolean;
}

interface Listed {
  items: Item[];
}

test.describe("detail pages of the spec's route table", () => {
  test("an event, a news item and an alumnus each set their own title, description and preview", async ({
    page: browser,
    request,
  }) => {
    for (const [api, page] of [
      ["/api/events", "/event/"],
      ["/api/news", "/events/news-and-announcements/"],
      ["/api/alumni", "/about/alumni/"],
    ] as const) {
      const item = await firstItem<Item>(request, api);
      const res = await request.get(`${page}${item.id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const name = (item.title ?? item.name ?? "").replace(/'/g, "&#x27;");
      expect(html).toMatch(
        new RegExp(`<title>${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^<]* \\| ${site.name}</title>`),
      );
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
      // The item's own words, not the site's: what a search result or a shared link shows under the title.
      const words = item.summary ?? item.headline ?? "";
      expect(words, `${api} gives a summary or headline`).not.toBe("");
      await browser.goto(`${page}${item.id}`);
      const description = browser.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      expect(await description.getAttribute("content"), page).toContain(words);
    }
  });

  test("a news item or event with a picture shows it and offers it to link previews; one without falls back", async ({
    page,
    request,
  }) => {
    for (const [api, path] of [
      ["/api/news", "/events/news-and-announcements/"],
      ["/api/events", "/event/"],
    ] as const) {
      const { items } = (await (await request.get(`${api}?pageSize=50`)).json()) as {
        items: { id: string; imageUrl: string | null; imageAlt: string | null }[];
      };
      // A sample illustration (other tests add and delete library pictures meanwhile).
      const pictured = items.find((x) => x.imageUrl?.startsWith("/images/sample/"));
      const plain = items.find((x) => !x.imageUrl);
      if (!pictured?.imageUrl || !plain)
        throw new Error(`${api}: the sample content needs items with and without a picture`);

      await page.goto(`${path}${pictured.id}`);
      const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(ogImage).toMatch(new RegExp(`^http[^"]+${pictured.imageUrl.replace(/[.]/g, "\\.")}$`));
      const img = page.getByRole("img", { name: pictured.imageAlt ?? "" });
      await expect(img).toBeVisible();
      expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const file = await request.get(pictured.imageUrl);
      expect(file.headers()["content-type"]).toBe("image/jpeg");

      const html = await (await request.get(`${path}${plain.id}`)).text();
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og-default\.png"/);
    }
  });

  test("a testimonial has no route title: the school name alone", async ({ request }) => {
    const item = await firstItem<Item>(request, "/api/testimonials");
    const html = await (await request.get(`/testimonials/${item.id}`)).text();
    expect(html).toContain(`<title>${site.name}</title>`);
    expect(html).toContain(item.author ?? "");
  });

  const detailPages = [
    ["/api/events", "/event/"],
    ["/api/news", "/events/news-and-announcements/"],
    ["/api/alumni", "/about/alumni/"],
    ["/api/testimonials", "/testimonials/"],
  ] as const;

  for (const width of [1280, 375]) {
    test(`each detail page type passes the accessibility checks at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [api, path] of detailPages) {
        const item = await firstItem<Item>(request, api);
        // The fixture runs axe on every page.goto, after hydration.
        const res = await page.goto(`${path}${item.id}`);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator("h1")).toBeVisible();
      }
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each detail page type reads in full", async ({ page, request }) => {
      for (const [api, path] of detailPages) {
        const item = await firstItem<Item>(request, api);
        await page.goto(`${path}${item.id}`);
        const heading = item.title ?? item.name ?? item.author ?? "";
        await expect(page.locator("h1"), path).toContainText(heading.slice(0, 20));
        const words = ((await page.locator("main").textContent()) ?? "").split(/\s+/).length;
        expect(words, path).toBeGreaterThan(30);
      }
    });
  });

  for (const path of [
    "/event/00000000-0000-4000-8000-000000000000",
    "/event/not-a-uuid",
    "/events/news-and-announcements/12345",
    "/about/alumni/999999",
    "/about/alumni/abc",
    "/testimonials/%27%3B--",
  ]) {
    test(`${path} answers Page Not Found with 404, never a 500`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    });
  }
});

test("home → news list → news detail", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Why families choose PCS" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coming up" })).toBeVisible();
  await page.getByRole("link", { name: "All news and announcements" }).click();
  await expect(page).toHaveURL(/\/events\/news-and-announcements$/);
  await expect(page.getByRole("heading", { level: 1, name: "News and Announcements" })).toBeVisible();
  const first = page.locator(".news-card").first().getByRole("link");
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | ${site.name}`);
});

test("the news list pages forward and filters announcements", async ({ page }) => {
  await page.goto("/events/news-and-announcements");
  await page.getByRole("link", { name: "Older →" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await page.getByRole("link", { name: "Announcements" }).click();
  await expect(page).toHaveURL(/category=announcement/);
  // The address changes a moment before the filtered list renders after a client-side navigation.
  await expect
    .poll(async () => {
      const tags = await page.locator(".news-card .tag").allTextContents();
      return tags.length > 0 && tags.every((t) => t === "Announcement");
    })
    .toBe(true);
});

test("a page number far past the end shows the last page of news and alumni, never an error", async ({ page }) => {
  const res = await page.goto("/events/news-and-announcements?page=99999999999999999999");
  expect(res?.status()).toBe(200);
  const pager = page.getByRole("navigation", { name: "News pages" });
  const status = (await pager.locator(".pager__status").textContent()) ?? "";
  const [, current, count] = /Page (\d+) of (\d+)/.exec(status) ?? [];
  expect(current).toBe(count);
  await expect(page.locator(".news-card").first()).toBeVisible();
  await pager.getByRole("link", { name: "← Newer" }).click();
  // One page back. Tests beside this one publish and delete news, so the number of pages may have moved by one.
  await expect(pager).toContainText(new RegExp(`Page ${Number(count) - 1} of \\d+`));

  const alumni = await page.goto("/about/alumni?page=99999999999999999999");
  expect(alumni?.status()).toBe(200);
  await expect(page.locator(".alumni-card").first()).toBeVisible();
});

test("upcoming events → an event → get involved with that event chosen", async ({ page, request }) => {
  const events = (await (await request.get("/api/events?pageSize=50")).json()) as Listed;
  expect(events.items.some((e) => e.volunteersWanted)).toBe(true);

  await page.goto("/events/upcoming-events");
  const card = page
    .locator(".event-card")
    .filter({ has: page.locator(".event-card__volunteer") })
    .filter({ hasNotText: TEST_MADE })
    .first();
  const title = (await card.locator(".event-card__title").textContent()) ?? "";
  await card.locator(".event-card__title a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("link", { name: "Apple or other calendar (.ics)" })).toHaveAttribute(
    "href",
    /\/calendar\/.+\.ics$/,
  );
  await page.getByRole("link", { name: "Volunteer for this event" }).click();
  await expect(page).toHaveURL(/\/giving\/get-involved\?eventId=/);
  await expect(page.getByTestId("chosen-event")).toContainText(`You are volunteering for: ${title}`);
});

test("the event's .ics file downloads a calendar entry", async ({ page, request }) => {
  const event = await firstItem<Item>(request, "/api/events");
  const res = await request.get(`/calendar/${event.id}.ics`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/calendar");
  expect(await res.text()).toContain("BEGIN:VEVENT");
  await page.goto(`/event/${event.id}`);
});

test.describe("calendar", () => {
  test("a keyboard reaches a day's event from the month navigation, with focus visible, and opens it", async ({
    page,
    request,
  }) => {
    const event = await firstSampleItem<{ id: string; title: string; startsAt: string }>(request, "/api/events", {
      from: new Date().toISOString(),
    });
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver", year: "numeric", month: "2-digit" })
      .format(new Date(event.startsAt))
      .slice(0, 7);
    const [year, monthNumber] = month.split("-").map(Number) as [number, number];
    const before = monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, "0")}`;

    await page.goto(`/events/calendar?month=${before}`);
    await page.getByRole("link", { name: "Next month" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`month=${month}`));

    const focused = async () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const style = el ? getComputedStyle(el) : null;
        return {
          href: el?.getAttribute("href") ?? null,
          visible: el?.matches(":focus-visible") === true && style?.outlineStyle !== "none",
          outlineWidth: Number.parseFloat(style?.outlineWidth ?? "0"),
        };
      });
    let presses = 0;
    for (; presses < 60; presses += 1) {
      await page.keyboard.press("Tab");
      if ((await focused()).href === `/event/${event.id}`) break;
    }
    const onEvent = await focused();
    expect(onEvent.href, "Tab reaches the event's link in the grid").toBe(`/event/${event.id}`);
    expect(onEvent.visible, "the focused link shows a focus ring").toBe(true);
    expect(onEvent.outlineWidth).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  });

  test("moves a month forward and back, and marks today", async ({ page }) => {
    await page.goto("/events/calendar");
    const heading = page.locator(".calendar-toolbar__label");
    const thisMonth = (await heading.textContent()) ?? "";
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(heading).not.toHaveText(thisMonth);
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(heading).toHaveText(thisMonth);
    await page.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
  });

  test("a shared month URL opens that month", async ({ page }) => {
    // A month long past, so that it is never the current one (which has no "This month" link).
    await page.goto("/events/calendar?month=2025-12");
    await expect(page.locator(".calendar-toolbar__label")).toHaveText("December 2025");
    await expect(page.getByRole("link", { name: "This month" })).toBeVisible();
  });

  test("offers subscribe links for the feed", async ({ page }) => {
    await page.goto("/events/calendar");
    await expect(page.getByRole("link", { name: "Apple Calendar or Outlook on your computer" })).toHaveAttribute(
      "href",
      /^webcal:\/\/.+\/calendar\.ics$/,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calendar moves month by month", async ({ page }) => {
    await page.goto("/events/calendar?month=2026-12");
    await expect(page.locator(".calendar-toolbar__label")).toHaveText("December 2026");
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page.locator(".calendar-toolbar__label")).toHaveText("January 2027");
    await page.getByRole("link", { name: "Previous month" }).click();
    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(page.locator(".calendar-toolbar__label")).toHaveText("November 2026");
  });

  test("home, news and events read in full", async ({ page }) => {
    for (const path of [
      "/",
      "/events/news-and-announcements",
      "/events/upcoming-events",
      "/about/alumni",
      "/admissions/why-choose-pcs",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      expect(await page.locator("main a").count()).toBeGreaterThan(3);
    }
  });
});

test("alumni list → alumnus, and why-choose from the content set", async ({ page }) => {
  await page.goto("/about/alumni");
  const first = page.locator(".alumni-card__name a").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goto("/admissions/why-choose-pcs");
  await expect(page.locator(".why-item")).toHaveCount(6);
});

test("event times read in Vancouver time although the server runs in Asia/Tokyo", async ({ page, request }) => {
  const body = (await (await request.get("/api/events?pageSize=50")).json()) as {
    items: { id: string; startsAt: string; allDay: boolean }[];
  };
  const timed = body.items.find((e) => !e.allDay);
  if (!timed) throw new Error("The sample content has no timed event");
  // The hour and minute as Vancouver's clock reads them, written in the site's one style ("7:00 PM").
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: site.timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(timed.startsAt));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  await page.goto(`/event/${timed.id}`);
  await expect(page.locator(".event-facts")).toContainText(clockWords(part("hour"), part("minute")));
});
