/**
 * Volunteer places and the office's sign-ups (issue 15): an event asking for two helpers shows its places left;
 * a visitor takes one; the office finds the helper under the event with contact details, downloads the CSV and
 * removes the sign-up after a question, which frees the place again.
 */
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { csrfHeaders } from "./support/office-api.ts";
import { lastMailTo, linkIn } from "./support/outbox.ts";
import { putBack } from "./support/recently-deleted.ts";
import { expect, expectNoAxeViolations, scaled, test, waitForHydration } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Peter Vance", "volunteers");
});

test("a visitor takes one of two places; the office sees, exports and removes the sign-up", async ({
  page,
  officeApi,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const title = `Library book sale ${tag}`;
  const helperName = `Helper ${tag}`;
  const email = `helper-${tag}@example.com`;

  // The office's own API makes the event, as its editor would (the editor has its own browser tests).
  await signIn(page, admin);
  const startsAt = new Date(Date.now() + 10 * 86_400_000);
  const event = await officeApi.createEvent({
    title,
    summary: "Sorting and selling donated books.",
    descriptionHtml: "<p>Two helpers to run the tables.</p>",
    location: "PCS Library",
    category: "community",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
    volunteersWanted: true,
    volunteersNeeded: 2,
    status: "published",
  });

  await page.goto(`/event/${event.id}`);
  const callout = page.getByRole("complementary").filter({ hasText: "Volunteers wanted" });
  await expect(callout).toContainText("2 of 2 places left");
  await callout.getByRole("link", { name: "Volunteer for this event" }).click();
  await waitForHydration(page);
  await expect(page.getByLabel("Which event would you like to help with?")).toHaveValue(event.id);
  await page.getByLabel("Full name").fill(helperName);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Phone number").fill("250 555 0199");
  await page.getByLabel("Yes, I have a current check").check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for signing up" })).toBeVisible();
  await page.goto(`/event/${event.id}`);
  await expect(callout).toContainText("1 of 2 places left");

  await page.goto("/admin");
  // The dashboard: the new sign-up needs attention, and the event is in the next two weeks.
  await expect(page.getByRole("region", { name: "Needs attention" })).toContainText(
    /new volunteer sign-ups? this week/,
  );
  await expect(
    page.getByRole("region", { name: "In the next two weeks" }).getByRole("link", { name: title }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "Volunteer sign-ups" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Volunteer sign-ups" })).toBeVisible();
  const eventRow = page
    .getByRole("region", { name: "Events and their helpers" })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(eventRow).toContainText("1 of 2 left");
  await eventRow.getByRole("link", { name: `${title} (show its helpers)` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Helpers for ${title}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 sign-up found" })).toBeVisible();
  const helperRow = page.getByRole("row").filter({ hasText: helperName });
  await expect(helperRow.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(helperRow).toContainText("250 555 0199");
  await expect(helperRow).toContainText("Yes, I have a current check");
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these as a spreadsheet (CSV)" }).click();
  const csv = await streamText(await (await download).createReadStream());
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  // A single event's sign-up leaves the Date column empty (the event has one date), and so "Date no longer held".
  expect(csv).toContain(`${title},,,${helperName},${email},250 555 0199`);

  await helperRow.getByRole("button", { name: `Remove ${helperName}'s sign-up` }).click();
  const question = page.getByRole("alertdialog", { name: `Remove ${helperName}'s sign-up?` });
  await expect(question).toContainText(`Their place on ${title} becomes free for someone else.`);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Remove the sign-up" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${helperName}'s sign-up was removed.` })).toBeVisible();
  // The row and its button are gone: focus is on the notice, not dropped to the page.
  await expect(page.getByText(`${helperName}'s sign-up was removed.`)).toBeFocused();
  await expect(page.getByText("No sign-ups match.")).toBeVisible();
  await expect(eventRow).toContainText("2 of 2 left");

  await page.goto(`/event/${event.id}`);
  await expect(callout).toContainText("2 of 2 places left");

  // The volunteer's own confirmation e-mail carries the event's calendar file and a link to cancel.
  const confirmation = lastMailTo(email);
  expect(confirmation.subject).toBe(`Thank you for volunteering: ${title}`);
  expect(JSON.parse(confirmation.attachments)[0]).toMatchObject({
    contentType: expect.stringContaining("text/calendar"),
  });
  await page.goto(`/giving/get-involved?eventId=${event.id}`);
  await page.getByLabel("Full name").fill(helperName);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Phone number").fill("250 555 0199");
  await page.getByLabel("Yes, I have a current check").check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for signing up" })).toBeVisible();
  await page.goto(linkIn(lastMailTo(email).body_text, "/giving/get-involved/cancel"));
  await expect(page.getByText(`do you want to cancel your sign-up for ${title}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, cancel my sign-up" }).click();
  // The button is replaced by the outcome, which takes focus so it is read and focus is not left on <body>.
  await expect(page.getByRole("status").filter({ hasText: "Your sign-up is cancelled" })).toBeFocused();
  await page.goto(`/event/${event.id}`);
  await expect(callout).toContainText("2 of 2 places left");
});

test("deleting an event with a helper says so in its question; the sign-up stays as general help and comes back with the event", async ({
  page,
  officeApi,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const title = `Bake sale ${tag}`;
  const helperName = `Baker ${tag}`;

  await signIn(page, admin);
  const startsAt = new Date(Date.now() + 12 * 86_400_000);
  const event = await officeApi.createEvent({
    title,
    summary: "Cakes for the library fund.",
    descriptionHtml: "<p>Bakers and sellers wanted.</p>",
    location: "PCS Foyer",
    category: "community",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    volunteersWanted: true,
    status: "published",
  });

  await page.goto(`/giving/get-involved?eventId=${event.id}`);
  await waitForHydration(page);
  await page.getByLabel("Full name").fill(helperName);
  await page.getByLabel("Email address").fill(`baker-${tag}@example.com`);
  await page.getByLabel("Phone number").fill("250 555 0142");
  await page.getByLabel("Yes, I have a current check").check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for signing up" })).toBeVisible();

  await page.goto(`/admin/events/${event.id}`);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
  await expect(question).toContainText(
    "1 person signed up to help with this event. Their sign-up stays under Volunteers as an offer of general help; they are not told. If you put the event back, the sign-up goes back to it.",
  );
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();

  // What the question said: the sign-up is still listed, as help for any event.
  await page.goto(`/admin/volunteers?q=${encodeURIComponent(helperName)}`);
  await expect(page.getByRole("row").filter({ hasText: helperName })).toContainText("Any (general help)");

  await page.goto("/admin/events/deleted");
  await putBack(page, title);
  await page.goto(`/admin/volunteers?q=${encodeURIComponent(helperName)}`);
  await expect(page.getByRole("row").filter({ hasText: helperName })).toContainText(title);
});

test("a helper signs up for one date of a repeating event; the thank-you and the office's list name that date", async ({
  page,
  officeApi,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const title = `Hot lunch ${tag}`;
  const helperName = `Server ${tag}`;

  // Weekly at noon from tomorrow, on the school's clock, for five weeks: two helpers each date.
  await signIn(page, admin);
  const firstDay = addDays(zonedDate(new Date()), 1);
  const event = await officeApi.createEvent({
    title,
    summary: "Serving hot lunch in the gym.",
    descriptionHtml: "<p>Aprons provided.</p>",
    location: "PCS Gymnasium",
    category: "community",
    startsAt: zonedToInstant(firstDay, "12:00").toISOString(),
    endsAt: zonedToInstant(firstDay, "13:00").toISOString(),
    repeat: "weekly",
    repeatUntil: addDays(firstDay, 28),
    occurrenceChanges: [],
    volunteersWanted: true,
    volunteersNeeded: 2,
    status: "published",
  });

  await page.goto(`/event/${event.id}`);
  const callout = page.getByRole("complementary").filter({ hasText: "Volunteers wanted" });
  await expect(callout).toContainText("2 helpers needed each date");
  await callout.getByRole("link", { name: "Volunteer for this event" }).click();
  await waitForHydration(page);
  const question = page.getByRole("group", { name: "Which date?" });
  await expect(question.getByRole("radio")).toHaveCount(5);
  await expect(question).toContainText("2 places left");
  await expectNoAxeViolations(page);

  // The second date, a week after the first: its words as the form writes them.
  const second = question.getByRole("radio").nth(1);
  const secondStart = (await second.getAttribute("value")) ?? "";
  expect(secondStart).toBe(zonedToInstant(addDays(firstDay, 7), "12:00").toISOString());
  const secondWords = (
    (await page.locator(`label[for="${await second.getAttribute("id")}"]`).textContent()) ?? ""
  ).trim();
  await page.getByLabel("Full name").fill(helperName);
  await page.getByLabel("Email address").fill(`server-${tag}@example.com`);
  await page.getByLabel("Phone number").fill("250 555 0163");
  await page.getByLabel("Yes, I have a current check").check();
  await second.check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "Thank you for signing up" });
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText(`You offered to help with ${title} — ${secondWords}`);
  await expectNoAxeViolations(page);

  // The office: the helper under that date, and the series' places counted date by date.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver", dateStyle: "medium" });
  const secondDay = day.format(new Date(secondStart));
  await page.goto(`/admin/volunteers?q=${encodeURIComponent(helperName)}`);
  const helperRow = page.getByRole("row").filter({ hasText: helperName });
  await expect(helperRow).toContainText(title);
  await expect(helperRow).toContainText(`${secondDay}, 12:00 PM`);
  const eventRow = page
    .getByRole("region", { name: "Events and their helpers" })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(eventRow).toContainText(`${day.format(zonedToInstant(firstDay, "12:00"))}, 12:00 PM: 0 of 2 taken`);
  await expect(eventRow).toContainText(`${secondDay}, 12:00 PM: 1 of 2 taken`);
  await expectNoAxeViolations(page);
});

test("the office cancels a date a helper signed up for, and e-mails them from the volunteers screen", async ({
  page,
  officeApi,
}) => {
  test.setTimeout(scaled(90_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const title = `Pancake breakfast ${tag}`;
  const helperName = `Flipper ${tag}`;
  const email = `flipper-${tag}@example.com`;

  // Weekly at 8:00 from tomorrow, on the school's clock, for three weeks; the helper takes the second date.
  await signIn(page, admin);
  const firstDay = addDays(zonedDate(new Date()), 1);
  const secondDay = addDays(firstDay, 7);
  const event = await officeApi.createEvent({
    title,
    summary: "Pancakes before school.",
    descriptionHtml: "<p>Aprons provided.</p>",
    location: "PCS Gymnasium",
    category: "community",
    startsAt: zonedToInstant(firstDay, "08:00").toISOString(),
    endsAt: zonedToInstant(firstDay, "09:00").toISOString(),
    repeat: "weekly",
    repeatUntil: addDays(firstDay, 14),
    occurrenceChanges: [],
    volunteersWanted: true,
    volunteersNeeded: 3,
    status: "published",
  });
  const signedUp = await page.request.post("/api/volunteers", {
    headers: await csrfHeaders(page.request),
    data: {
      name: helperName,
      email,
      phone: "250 555 0164",
      interests: [],
      criminalRecordCheck: "yes",
      eventId: event.id,
      date: zonedToInstant(secondDay, "08:00").toISOString(),
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const stored = (await (await page.request.get(`/api/events/${event.id}?status=all`)).json()) as { version: number };
  const cancelled = await page.request.put(`/api/events/${event.id}`, {
    headers: await csrfHeaders(page.request),
    data: { version: stored.version, occurrenceChanges: [{ date: secondDay, cancelled: true }] },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto(`/admin/volunteers?q=${encodeURIComponent(helperName)}`);
  const helperRow = page.getByRole("row").filter({ hasText: helperName });
  await expect(helperRow).toContainText("This date was cancelled");
  const eventRow = page
    .getByRole("region", { name: "Events and their helpers" })
    .getByRole("row")
    .filter({ hasText: title });
  await expect(eventRow).toContainText("1 sign-up for dates the event no longer has");
  await eventRow.getByRole("button", { name: /^E-mail them/ }).click();
  const question = page.getByRole("alertdialog", { name: `E-mail 1 volunteer of ${title}?` });
  await expect(question).toContainText("The volunteer gets an e-mail from the school");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Send the e-mails" }).click();

  // The browser tests' server has no SMTP: the e-mail waits in the outbox, and the notice says so.
  const words = `An e-mail to 1 volunteer of ${title} will go out once the site's e-mail is set up.`;
  await expect(page.getByRole("status").filter({ hasText: words })).toBeVisible();
  // The pressed button is gone: focus is on the notice's words, not dropped to the page.
  await expect(page.getByText(words)).toBeFocused();
  await expect(helperRow).toContainText("Told by e-mail");
  await expect(eventRow.getByRole("button", { name: /^E-mail/ })).toHaveCount(0);
  await expect(eventRow).toContainText("Told by e-mail");
  const mail = lastMailTo(email);
  expect(mail.subject).toBe(
    `${title} on ${new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${secondDay}T12:00:00Z`))} is cancelled`,
  );
  expect(mail.body_text).toContain(`/event/${event.id}`);
  await expectNoAxeViolations(page);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}
