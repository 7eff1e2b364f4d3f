/** Careers in the browser: the open positions under the page's copy, a posting's details, 404s, and no JavaScript. */
import type { APIRequestContext } from "@playwright/test";
import { OPEN_POSITIONS } from "../../app/components/careers/open-positions.ts";
import { site } from "../../common/site.ts";
import { expect, scaled, test } from "./support/test.ts";
import { isSample, TEST_MADE } from "./support/test-made.ts";

interface Posting {
  id: string;
  title: string;
  department: string;
  employmentType: string;
  closingDate: string | null;
}

/** The sample postings visitors can see, in the API's order (soonest closing first). */
const openTitles = [
  "Grade 3 Teacher (term position)",
  "Educational Assistant",
  "High School Math and Science Teacher",
  "Custodian (casual, on call)",
];

/** Every posting the API lists now, the sample's and any a test beside this one has open for a moment. */
async function listedPostings(request: APIRequestContext): Promise<Posting[]> {
  const res = await request.get("/api/careers?pageSize=50");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Posting[] }).items;
}

/** The sample postings visitors can see, from the API. */
async function openPostings(request: APIRequestContext): Promise<Posting[]> {
  return (await listedPostings(request)).filter((posting) => isSample(posting.title));
}

/** How the server writes a school day: "December 6, 2026". */
const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, dateStyle: "long" }).format(new Date(`${day}T12:00:00Z`));

test("the careers page keeps its copy and lists the open positions, soonest closing first", async ({ page }) => {
  await page.goto("/careers");
  await expect(page).toHaveTitle(`Careers | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  await expect(page.getByText("Open positions are listed below.")).toBeVisible();

  const openings = page.getByRole("region", { name: "Open positions" });
  const titles = openings.getByRole("heading", { level: 3 });
  await expect(titles.filter({ hasNotText: TEST_MADE })).toHaveText(openTitles);
  await expect(openings).not.toContainText("Middle School Band Teacher"); // closed
  await expect(openings).not.toContainText("Administrative Assistant"); // draft

  const facts = (title: string) => openings.getByRole("article").filter({ hasText: title }).locator("dt, dd");
  await expect(facts("Custodian")).toHaveText([
    "Department",
    "Facilities",
    "Type",
    "Casual",
    "Closing date",
    "Open until filled",
  ]);
  await expect(facts("Educational Assistant")).toContainText(["Support Staff", "Part-time"]);

  // The link counts what the page lists (four, or five while a test beside this one has a posting open).
  await page.getByRole("link", { name: `See the open positions (${await titles.count()})` }).click();
  await expect(page).toHaveURL(new RegExp(`#${OPEN_POSITIONS.id}$`));
  await expect(openings.getByRole("heading", { level: 2, name: "Open positions" })).toBeInViewport();
});

test("closing dates are the school's days, written out", async ({ page, request }) => {
  const postings = await openPostings(request);
  await page.goto("/careers");
  for (const posting of postings.filter((p) => p.closingDate)) {
    const card = page
      .getByRole("region", { name: "Open positions" })
      .getByRole("listitem")
      .filter({ hasText: posting.title });
    const closing = card.locator("time");
    await expect(closing).toHaveAttribute("datetime", posting.closingDate ?? "");
    await expect(closing).toHaveText(longDate(posting.closingDate ?? ""));
  }
});

test("a posting opens with its title, facts, the work and how to apply", async ({ page, request }) => {
  const math = (await openPostings(request)).find((p) => p.title === "High School Math and Science Teacher");
  if (!math?.closingDate) throw new Error("the sample content did not load");
  await page.goto("/careers");
  await page.getByRole("link", { name: math.title }).click();
  await expect(page).toHaveURL(`/careers/${math.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(math.title);
  await expect(page).toHaveTitle(`${math.title} | ${site.name}`);

  const fact = (term: string) =>
    page.locator(".career-facts div").filter({ has: page.getByText(term, { exact: true }) });
  await expect(fact("Department").locator("dd")).toHaveText("High School");
  await expect(fact("Type").locator("dd")).toHaveText("Full-time");
  await expect(fact("Location").locator("dd")).toHaveText(/Penticton/);
  await expect(fact("Start date").locator("dd")).toHaveText(/^September \d{1,2}, \d{4}$/);
  await expect(fact("Closing date").locator("dd")).toHaveText(longDate(math.closingDate));

  await expect(page.getByRole("heading", { level: 2, name: "About the position" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What we look for" })).toBeVisible();
  await expect(page.getByText("A teachable major in mathematics or a science.")).toBeVisible();
  const apply = page.getByRole("region", { name: "How to apply" });
  await expect(apply).toContainText(
    `E-mail your application to ${site.mailboxes.careers} by ${longDate(math.closingDate)}`,
  );
  await expect(apply.getByRole("link", { name: "Apply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:${site.mailboxes.careers}?subject=${encodeURIComponent(`Application: ${math.title}`)}`,
  );

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
});

for (const path of ["/careers/00000000-0000-4000-8000-000000000000", "/careers/not-a-uuid", "/careers/12345"]) {
  test(`${path} answers Page Not Found with 404`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
}

test("sitemap.xml lists the open positions, the news and the upcoming events", async ({ request }) => {
  const samples = await openPostings(request);
  expect(samples).toHaveLength(4);
  let xml = "";
  // Read again if a test beside this one opened or removed a posting between the two requests.
  await expect(async () => {
    xml = await (await request.get("/sitemap.xml")).text();
    const listed = await listedPostings(request);
    expect(xml.match(/\/careers\/[0-9a-f-]{36}<\/loc>/g)).toHaveLength(listed.length); // no draft, no closed posting
  }).toPass({ timeout: scaled(15_000) });
  for (const posting of samples)
    expect(xml).toMatch(new RegExp(`/careers/${posting.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
  expect(xml).toMatch(/\/events\/news-and-announcements\/[0-9a-f-]{36}<\/loc>/);
  expect(xml).toMatch(/\/event\/[0-9a-f-]{36}<\/loc>/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the careers list and a posting read in full", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How to apply" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Open positions" })
        .getByRole("heading", { level: 3 })
        .filter({ hasNotText: TEST_MADE }),
    ).toHaveText(openTitles);

    await page.getByRole("link", { name: "Educational Assistant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Educational Assistant" })).toBeVisible();
    await expect(page.locator(".career-facts")).toContainText("Part-time");
    await expect(page.getByText("helping students with learning plans read, write")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply by e-mail" })).toBeVisible();
    const words = ((await page.locator("main").textContent()) ?? "").split(/\s+/).length;
    expect(words).toBeGreaterThan(100);
  });
});
