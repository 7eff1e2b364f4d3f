import type { Page } from "@playwright/test";
import { site } from "../../common/site.ts";
import { firstSampleItem } from "./support/first-item.ts";
import { expect, test } from "./support/test.ts";

async function openTopBarSearch(page: Page) {
  await page.getByRole("button", { name: "Search the site" }).click();
  const input = page.getByRole("combobox", { name: "Search the site" });
  await expect(input).toBeFocused();
  return input;
}

/** The longest plain word of a title: long enough to search, and nothing a URL would change. */
function longestWord(title: string): string {
  const word = (title.match(/[A-Za-z]{3,}/g) ?? []).sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`no searchable word in “${title}”`);
  return word;
}

test("typing in the top-bar search shows results, and the keyboard chooses one and lands on its page", async ({
  page,
}) => {
  await page.goto("/");
  const input = await openTopBarSearch(page);
  // The pages' words join the list when the server answers: count the options once they are there.
  const words = page.waitForResponse((response) => response.url().endsWith("/search/words?q=tuition"));
  await input.pressSequentially("tuition");
  await words;

  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results).toBeVisible();
  const options = results.getByRole("option");
  await expect(options.first()).toContainText("Tuition and Fees");
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole("status").filter({ hasText: /results? for/ })).toHaveText(
    `${count} results for “tuition”`,
  );
  await expect(input).toHaveAttribute("aria-expanded", "true");

  await input.press("ArrowDown");
  await input.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowUp");
  // Pages whose words mention tuition follow the index's results: the one titled so is the page itself.
  const tuition = options.filter({ has: page.locator(".search-box__title", { hasText: /^Tuition and Fees$/ }) });
  await expect(tuition).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await tuition.getAttribute("id")) ?? "");
  await input.press("Enter");

  await expect(page).toHaveURL(/\/admissions\/tuition-and-fees$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tuition and Fees" })).toBeVisible();
  await expect(page.getByRole("combobox")).toBeHidden();
});

test("the combobox by keyboard: no results, Escape twice, Enter submits to the results page", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Search the site" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const input = page.getByRole("combobox", { name: "Search the site" });
  await expect(input).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  await input.pressSequentially("zebra");
  await expect(page.getByText("No results for “zebra”.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "zebra" })).toHaveText("No results for “zebra”");
  await input.fill("");
  await expect(page.getByText("No results for “zebra”.")).toBeHidden();

  await input.pressSequentially("tuition");
  await expect(page.getByRole("option").first()).toContainText("Tuition and Fees");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(input).toHaveValue("tuition");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(input).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await input.pressSequentially("tuition");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=tuition$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “tuition”" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Tuition and Fees" })).toBeVisible();
});

test("a result with an action opens the other site in a new window", async ({ page, context }) => {
  await context.route(`${site.external.hotLunch}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Hot lunch</title>" }),
  );
  await page.goto("/");
  const input = await openTopBarSearch(page);
  await input.pressSequentially("hot lunch");
  await expect(page.getByRole("option").first()).toContainText("Hot Lunch Ordering");
  const popup = context.waitForEvent("page");
  await input.press("ArrowDown");
  await input.press("Enter");
  const opened = await popup;
  await expect.poll(() => opened.url()).toContain("hotlunch.pinecrest.example");
  await opened.close();
  await expect(page).toHaveURL(/\/$/);
});

test("the results dropdown fits a 320 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
  const input = await openTopBarSearch(page);
  await input.pressSequentially("tuition");
  await expect(page.getByRole("listbox", { name: "Search results" })).toBeVisible();
  const box = await page.locator(".search-box__panel").boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  // The panel adds no sideways scrolling of its own.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(widthBefore);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search?q=tuition is server-rendered, lists the tuition page first and its link opens it", async ({ page }) => {
    await page.goto("/search?q=tuition");
    await expect(page).toHaveTitle("Search results for “tuition” | Pinecrest Christian School");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “tuition”" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: "Search the site" })).toHaveValue("tuition");
    const pages = main.getByRole("region", { name: "Pages and links" });
    await expect(main.getByRole("link", { name: /Bursary Application/ })).toHaveAttribute(
      "href",
      site.external.bursaryApplication,
    );
    const first = pages.getByRole("listitem").first();
    await expect(first).toContainText("/admissions/tuition-and-fees");
    await first.getByRole("link", { name: "Tuition and Fees" }).click();
    await expect(page).toHaveURL(/\/admissions\/tuition-and-fees$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tuition and Fees" })).toBeVisible();
  });

  test("/search lists published news in its own group, and the link opens the story", async ({ page, request }) => {
    const story = await firstSampleItem<{ id: string; title: string }>(request, "/api/news");
    const word = longestWord(story.title);

    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    const news = page.getByRole("main").getByRole("region", { name: "News and announcements" });
    const link = news.getByRole("link", { name: story.title, exact: true });
    await expect(link).toHaveAttribute("href", `/events/news-and-announcements/${story.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/events/news-and-announcements/${story.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  });

  test("/search lists an open position under Careers, and the link opens it", async ({ page, request }) => {
    const posting = await firstSampleItem<{ id: string; title: string }>(request, "/api/careers");

    await page.goto(`/search?q=${encodeURIComponent(longestWord(posting.title))}`);
    const careers = page.getByRole("main").getByRole("region", { name: "Careers" });
    const link = careers.getByRole("link", { name: posting.title, exact: true });
    await expect(link).toHaveAttribute("href", `/careers/${posting.id}`);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: posting.title })).toBeVisible();
  });

  test("/search lists a coming event in its own group with its date in Vancouver", async ({ page, request }) => {
    const event = await firstSampleItem<{ id: string; title: string; startsAt: string }>(request, "/api/events", {
      from: new Date().toISOString(),
    });
    const word = longestWord(event.title);

    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    const events = page.getByRole("main").getByRole("region", { name: "Events" });
    const item = events
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: event.title, exact: true }) });
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, dateStyle: "full" });
    await expect(item).toContainText(day.format(new Date(event.startsAt)));
    await item.getByRole("link", { name: event.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  });

  test("the top-bar search leads to the search page, whose form works", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await field.fill("faculty");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=faculty$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Our Faculty" })).toBeVisible();
  });

  test("too short and unmatched queries say so", async ({ page }) => {
    await page.goto("/search?q=ab");
    await expect(page.getByText("“ab” is too short: please enter at least 3 characters.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(0);
    await page.goto("/search?q=zebra");
    await expect(page.getByText("No results for “zebra”.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "site map" })).toBeVisible();
  });
});

test("the results page finds words inside the pages' text, after the pages whose titles match", async ({ page }) => {
  await page.goto("/search?q=uniform");
  const group = page.getByRole("region", { name: "Words on our pages" });
  await expect(group.getByRole("link", { name: "Frequently Asked Questions" })).toHaveAttribute(
    "href",
    "/admissions/FAQ",
  );
  await expect(group).toContainText("Do students wear uniforms?");
});

test("the top-bar search also finds words inside the pages' text, after its own results", async ({ page }) => {
  await page.goto("/");
  const input = await openTopBarSearch(page);
  await input.pressSequentially("uniform");

  const option = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
  await expect(option.filter({ hasText: "Frequently Asked Questions" })).toContainText("uniform");
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/admissions\/FAQ$/);
});
