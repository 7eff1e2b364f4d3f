/**
 * The office writes a repeating event in the dashboard, cancels one of its dates, and sees the series on the
 * event's page; an edit shows on the public page at once (issue 13, ADR 023).
 */
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { firstItem } from "./support/first-item.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Maria Santos", "events");
});

const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" at the school, `days` from now. */
const schoolDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date(Date.now() + days * DAY_MS));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** "March 9, 2027", as the form and the page write a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
const weekday = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

test("an administrator writes a weekly event, cancels one date, and the event's page lists the series", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  // Unique but short: the calendar's month grid shows this title while other tests look at it, and a real
  // title has no 13-digit word.
  const title = `Choir practice ${test.info().workerIndex}-${Date.now().toString(36)}`;
  const first = schoolDay(3);
  const dates = [0, 7, 14, 21].map((days) => addDays(first, days));
  const last = dates[3] as string;

  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await page.getByRole("link", { name: "Create an event" }).click();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Kind of event").selectOption({ label: "Arts" });
  await page.getByLabel("Summary").fill("All singers welcome, Grades 4 to 12.");
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await description.click();
  await description.pressSequentially("Bring a water bottle and your folder.");
  await page.getByLabel("Location").fill("Chapel");
  await page.getByLabel("Starts").fill(`${first}T19:00`);
  await page.getByLabel("Ends", { exact: true }).fill(`${first}T20:30`);
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByLabel("Last date").fill(last);

  // The form lists the series' dates as soon as it knows them; the second one is cancelled.
  const table = page.getByRole("table", { name: "Dates of this event" });
  await expect(table.getByRole("rowheader")).toHaveText(dates.map(longDay));
  await table.getByLabel(`Cancel ${longDay(dates[1] as string)}`).check();
  await expect(table.getByLabel(`Move ${longDay(dates[1] as string)} to`)).toBeDisabled();
  await page.getByLabel("Published").check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The event was created and published.")).toBeVisible();
  const editUrl = page.url();
  const id = editUrl.split("/").pop() as string;

  await page.goto(`/event/${id}`);
  const series = page.getByRole("region", { name: `Every week on ${weekday(first)} until ${longDay(last)}` });
  await expect(series.getByRole("listitem")).toHaveCount(4);
  await expect(series.getByRole("listitem").nth(1)).toContainText("Cancelled");
  await expect(series.getByRole("listitem").nth(2)).not.toContainText("Cancelled");
  await expectNoAxeViolations(page);

  // The feed carries the series once, with its rule and the cancelled date.
  const feed = await page.request.get(`/calendar/${id}.ics`);
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain("RRULE:FREQ=WEEKLY;UNTIL=");
  expect(text).toContain(`EXDATE;TZID=America/Vancouver:${(dates[1] as string).replaceAll("-", "")}T190000`);

  await page.goto(editUrl);
  await page.getByLabel("Title").fill(`${title}, new time`);
  await page.getByLabel("Starts").fill(`${first}T18:30`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved at .*The website shows this version\.$/)).toBeVisible();
  await page.goto(`/event/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title}, new time` })).toBeVisible();
  // Named by its day, the cancelled date stays cancelled when the series' time changes.
  await expect(
    page
      .getByRole("region", { name: /^Every week on/ })
      .getByRole("listitem")
      .nth(1),
  ).toContainText("Cancelled");
  await expect(page.getByText(/6:30 PM/).first()).toBeVisible();

  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: `Delete “${title}, new time”` }).click();
  await expect(page.getByText(`“${title}, new time” was deleted.`)).toBeVisible();
  const gone = await page.goto(`/event/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("the events list finds events between two days", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/admin/events");
  // The day of a published event, whatever today is: the filter must find it and leave out the rest of the year.
  const published = await firstItem<{ startsAt: string }>(page.request, "/api/events");
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date(published.startsAt));
  const count = page.locator(".admin-count");
  const countOf = async () => Number(/^(\d+) event/.exec((await count.textContent()) ?? "")?.[1]);
  await expect(count).toHaveText(/^\d+ events?/);
  const everything = await countOf();
  const [from, to] = [day, day];
  await page.getByLabel("From").fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(count).toHaveText(/ found/);
  const between = await countOf();
  expect(between).toBeGreaterThan(0);
  expect(between).toBeLessThan(everything);
  await expectNoAxeViolations(page);
});

test("the events list opens at today; an event that is over is one link away", async ({ page, officeApi }) => {
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const title = `Fall book fair ${tag}`;
  await signIn(page, admin);
  // Over since yesterday: the office has no reason to page past it on the way to what is coming.
  const endsAt = new Date(Date.now() - DAY_MS);
  await officeApi.createEvent({
    title,
    summary: "Books for every reader.",
    descriptionHtml: "<p>In the gym.</p>",
    location: "Gym",
    category: "community",
    startsAt: new Date(endsAt.getTime() - 3 * 3_600_000).toISOString(),
    endsAt: endsAt.toISOString(),
    status: "published",
  });
  await page.goto(`/admin/events?q=${encodeURIComponent(tag)}`);
  await expect(page.locator(".admin-count")).toHaveText("0 events found from today");
  await expect(page.getByLabel("From")).toHaveValue(schoolDay(0));
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await page.getByRole("link", { name: "Show past events too" }).first().click();
  await expect(page).toHaveURL(/[?&]from=(&|$)/);
  await expect(page.locator(".admin-count")).toHaveText("1 event found");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("");
  await expectNoAxeViolations(page);
});
