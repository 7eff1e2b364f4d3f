/**
 * The public forms (ADR 009): the contact form on /contact and the volunteer sign-up on
 * /giving/get-involved, with JavaScript (clientAction through the API client) and without (server action).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { createAdmin, signIn } from "./support/admin.ts";
import { holdRequests } from "./support/hold-requests.ts";
import { expect, scaled, test } from "./support/test.ts";
import { isSample } from "./support/test-made.ts";

interface EventSummary {
  id: string;
  title: string;
  endsAt: string;
  volunteersWanted: boolean;
}

/** An upcoming sample event that wants helpers, found the way any API client would (not one a test made). */
async function eventWantingVolunteers(request: APIRequestContext): Promise<EventSummary> {
  const res = await request.get(`/api/events?from=${encodeURIComponent(new Date().toISOString())}&pageSize=50`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: EventSummary[] };
  const event = items.find((e) => e.volunteersWanted && new Date(e.endsAt) > new Date() && isSample(e.title));
  if (!event) throw new Error("the sample content has no upcoming event that wants volunteers");
  return event;
}

const summaryOf = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Jane Doe");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Booking a tour").check();
  await page.getByLabel("Your message").fill("Could we visit on a Tuesday morning?");
}

test.describe("contact form with JavaScript", () => {
  test("an empty form gets an error summary that takes focus and links to each field; typed values stay", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await expect(form.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    // The form sits in the main column, before the map.
    const formBeforeMap = await page.evaluate(() => {
      const formEl = document.getElementById("contact-form");
      const map = document.getElementById("map-section");
      return Boolean(formEl && map && formEl.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(formBeforeMap).toBe(true);

    await page.getByRole("button", { name: "Send message" }).click();
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your name",
      "Enter your email address",
      "Select what your message is about",
      "Enter your message",
    ]);
    // Each error also sits beside its field, tied to it for screen readers.
    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Enter your name");
    await expect(page.getByRole("group", { name: "What is your message about?" })).toContainText(
      "Error: Select what your message is about",
    );

    await summary.getByRole("link", { name: "Enter your message" }).click();
    await expect(page.getByLabel("Your message")).toBeFocused();

    await fillContact(page, "jane.example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter an email address in the correct format, like name@example.com",
    ]);
    await expect(summary).toBeFocused();
    await expect(name).toHaveValue("Jane Doe");
    await expect(page.getByLabel("Booking a tour")).toBeChecked();
    await expect(page.getByLabel("Your message")).toHaveValue("Could we visit on a Tuesday morning?");
  });

  test("a valid message is sent through the API with the CSRF token, shows Sending…, then a focused confirmation", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, "jane@example.com");
    // Hold the reply a moment so the pending state can be seen.
    const release = await holdRequests(page, "**/api/contact");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    // It waits with focus still on it: a disabled button would drop focus to the page's body meanwhile.
    await expect(sending).toBeFocused();
    release();

    const request = await posted;
    expect(request.headers()["x-csrf-token"]).toBeTruthy();
    expect(request.postDataJSON()).toMatchObject({ name: "Jane Doe", topic: "tour", website: "" });
    expect((await request.response())?.status()).toBe(200);

    const panel = page.getByRole("status").filter({ hasText: "Message sent" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText("The office will reply to jane@example.com");
    await expect(page.locator("#contact-form")).toHaveCount(0);
    await panel.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  });
});

test("a double click on Send message sends and stores the message once, and focus stays on the button", async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  const admin = createAdmin("Grace Adeyemi", "double-send");
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Full name").fill(`Double Tap ${tag}`);
  await page.getByLabel("Email address").fill(`double-${tag}@example.com`);
  await page.getByLabel("Booking a tour").check();
  await page.getByLabel("Your message").fill(`May we bring our two children to the tour? (${tag})`);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r.url());
  });
  // Held, so the second press lands while the first is on its way, as it does on a slow connection.
  const release = await holdRequests(page, "**/api/contact");
  await page.getByRole("button", { name: "Send message" }).dblclick();
  const sending = page.getByRole("button", { name: "Sending…" });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  await expect(sending).toBeFocused();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  expect(posts).toHaveLength(1);

  // The office's inbox holds it once.
  await signIn(page, admin);
  const res = await page.request.get(`/api/messages?state=all&q=${encodeURIComponent(tag)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { name: string }[] };
  expect(items.map((m) => m.name)).toEqual([`Double Tap ${tag}`]);
});

test.describe("volunteer sign-up with JavaScript", () => {
  test("from an event's link, the event is preselected and the sign-up succeeds", async ({ page, request }) => {
    const event = await eventWantingVolunteers(request);
    await page.goto(`/giving/get-involved?eventId=${event.id}`);
    await expect(page.getByTestId("chosen-event")).toContainText(event.title);
    const select = page.getByLabel("Which event would you like to help with?");
    await expect(select).toHaveValue(event.id);
    await expect(select.locator("option").first()).toHaveText("No particular event");

    await page.getByRole("button", { name: "Sign up to volunteer" }).click();
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    // With an event chosen, the roles may stay empty: only the missing answers are listed.
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your name",
      "Enter your email address",
      "Enter a telephone number",
      "Select whether you have a criminal record check",
    ]);
    await summary.getByRole("link", { name: "Select whether you have a criminal record check" }).click();
    await expect(page.getByLabel("Yes, I have a current check")).toBeFocused();

    await page.getByLabel("Full name").fill("Sam Lee");
    await page.getByLabel("Email address").fill("sam@example.com");
    await page.getByLabel("Phone number").fill("250 555 0101");
    await page.getByLabel("Hot lunch").check();
    await page.getByLabel("I have applied, and it is in progress").check();
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/volunteers") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Sign up to volunteer" }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ eventId: event.id, interests: ["hot-lunch"] });

    const panel = page.getByRole("status").filter({ hasText: "Thank you for signing up" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(`You offered to help with ${event.title}`);
    await expect(panel).toContainText("sam@example.com");
  });
});

test("while a form is being sent the shell shows it: the progress bar, a busy page, a spoken Sending…", async ({
  page,
}) => {
  await page.goto("/contact");
  await fillContact(page, "jane@example.com");
  const release = await holdRequests(page, "**/api/contact");
  const progress = page.getByTestId("route-progress");
  const main = page.locator("main#main-content");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(progress).toHaveClass(/is-active/);
  await expect(main).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: /^Sending…$/ })).toBeAttached();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  await expect(progress).not.toHaveClass(/is-active/);
  await expect(main).not.toHaveAttribute("aria-busy");
});

test("a link to an event that has already taken place says so, and the form offers the others", async ({
  page,
  request,
}) => {
  const res = await request.get(`/api/events?to=${encodeURIComponent(new Date().toISOString())}&pageSize=50`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: EventSummary[] };
  const past = items.find((e) => new Date(e.endsAt) < new Date());
  if (!past) throw new Error("the sample content has no event that has ended");

  await page.goto(`/giving/get-involved?eventId=${past.id}`);
  await expect(page.getByText("You are volunteering for")).toHaveCount(0);
  await expect(page.getByTestId("past-event")).toContainText(`${past.title}`);
  await expect(page.getByTestId("past-event")).toContainText("has already taken place");
  const select = page.getByLabel("Which event would you like to help with?");
  await expect(select).toHaveValue("");
  await expect(select.locator(`option[value="${past.id}"]`)).toHaveCount(0);
  expect(await select.locator("option").count()).toBeGreaterThan(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows its errors, keeps the values, then sends", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Jane Doe");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const summary = summaryOf(page);
    await expect(summary.getByRole("link")).toHaveText([
      "Enter your email address",
      "Select what your message is about",
      "Enter your message",
    ]);
    await expect(summary.getByRole("link", { name: "Enter your message" })).toHaveAttribute("href", "#contact-message");
    await expect(page.getByLabel("Full name")).toHaveValue("Jane Doe");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    await fillContact(page, "jane@example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText(
      "The office will reply to jane@example.com",
    );
  });

  test("the volunteer sign-up keeps the chosen event through an error and succeeds", async ({ page, request }) => {
    const event = await eventWantingVolunteers(request);
    await page.goto(`/giving/get-involved?eventId=${event.id}`);
    const select = page.getByLabel("Which event would you like to help with?");
    await expect(select).toHaveValue(event.id);
    await page.getByLabel("Full name").fill("Sam Lee");
    await page.getByLabel("Email address").fill("sam@example");
    await page.getByLabel("Coaching").check();
    await page.getByRole("button", { name: "Sign up to volunteer" }).click();

    await expect(summaryOf(page).getByRole("link")).toHaveText([
      "Enter an email address in the correct format, like name@example.com",
      "Enter a telephone number",
      "Select whether you have a criminal record check",
    ]);
    await expect(select).toHaveValue(event.id);
    await expect(page.getByLabel("Coaching")).toBeChecked();
    await expect(page.getByLabel("Full name")).toHaveValue("Sam Lee");

    await page.getByLabel("Email address").fill("sam@example.com");
    await page.getByLabel("Phone number").fill("250 555 0101");
    await page.getByLabel("No, not yet").check();
    await page.getByRole("button", { name: "Sign up to volunteer" }).click();
    const panel = page.getByRole("status").filter({ hasText: "Thank you for signing up" });
    await expect(panel).toContainText(`You offered to help with ${event.title}`);
  });

  test("a filled honeypot looks accepted", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, "bot@example.com");
    // A bot fills every input it finds; people never see this one.
    await page.locator("input[name=website]").fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  });
});

test("form posts that did not come from this site's pages are refused by the server action", async ({ request }) => {
  const form = { name: "Eve", email: "eve@example.com", topic: "general", message: "Hi" };
  // Another site's Origin: React Router's own check stops it before the action runs.
  const foreign = await request.post("/contact", { form, headers: { origin: "https://evil.example" } });
  expect([400, 403]).toContain(foreign.status());
  // No Origin, but the browser says cross-site; and a post that says nothing at all: our check (ADR 009).
  const noOrigin: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, {}];
  for (const headers of noOrigin) {
    const res = await request.post("/contact", { form, headers });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain("could not be sent from the page it came from");
  }
});
