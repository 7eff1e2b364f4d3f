/**
 * The office's inbox (issue 15): a visitor sends a message from /contact; the administrator finds it in the
 * inbox by searching, opens it (it is no longer unread), marks it handled, downloads the CSV, and deletes it
 * after the question; it waits under "Recently deleted", is put back, deleted again, and erased with the rest
 * of what is held about the address (ADR 062), after which the activity log names the parent nowhere (ADR 065).
 */
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { pressDeleteTwice } from "./support/press-while-busy.ts";
import { putBack } from "./support/recently-deleted.ts";
import { expect, expectNoAxeViolations, scaled, test, waitForHydration } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Ruth Okafor", "inbox");
});

test("a visitor's message reaches the inbox, where the office reads it, marks it handled, deletes it and puts it back", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Longer than the others: it follows one message from the contact page through deletion, put back and erasure.
  test.setTimeout(scaled(150_000));
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const from = `Inbox Parent ${tag}`;
  const words = `Is there room in Grade 2 for next September? (${tag})`;

  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel("Full name").fill(from);
  await page.getByLabel("Email address").fill(`parent-${tag}@example.com`);
  await page.getByLabel("Admissions and applying").check();
  await page.getByLabel("Your message").fill(words);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();

  await signIn(page, admin);
  const attention = page.getByRole("region", { name: "Needs attention" });
  await expect(attention).toContainText(/unread contact message/);
  // The browser tests' server has no SMTP_URL: the dashboard says so, and the message waits in the outbox.
  await expect(attention).toContainText(
    "E-mail is not set up yet: the website sends no e-mail until whoever looks after the website sets it up",
  );
  await page
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "Contact messages" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter messages" });
  await filters.getByLabel("Search").fill(tag);
  await filters.getByLabel("Topic").selectOption({ label: "Admissions and applying" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 message found" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: from });
  await expect(row).toContainText("Unread");
  await expect(row).toContainText(words);
  await expectNoAxeViolations(page);

  // The export holds what the filters show.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these as a spreadsheet (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await streamText(await file.createReadStream());
  expect(csv).toContain(`${from},parent-${tag}@example.com,,Admissions and applying,${words}`);
  expect(csv.trim().split("\r\n")).toHaveLength(2);

  await row.getByRole("link", { name: `${from} (unread)` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Message from ${from}` })).toBeVisible();
  const messageUrl = new URL(page.url()).pathname;
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:parent-${tag}%40example\\.com\\?subject=`),
  );
  await expect(page.locator(".inbox-details")).toContainText("Read, not handled yet");
  await expectNoAxeViolations(page);

  // The confirmation is spoken: it arrives in a live region already in the page, not one shown along with it.
  await page.getByRole("status").evaluateAll((regions) => {
    for (const region of regions) region.setAttribute("data-live-before", "");
  });
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The message is marked as handled." })).toHaveAttribute(
    "data-live-before",
  );
  await expect(page.getByRole("status").filter({ hasText: "The message is marked as handled." })).toBeVisible();
  await expect(page.locator(".inbox-details")).toContainText(`by ${admin.name}`);
  // The same button, now saying the opposite, still has focus: nothing was lost to the page's body.
  await expect(page.getByRole("button", { name: "Mark as not handled" })).toBeFocused();

  // The activity log names the message by its topic, not the parent, and links to it while it is in the inbox.
  await page.goto("/admin/activity?section=messages");
  await expect(page.locator(`a[href="${messageUrl}"]`).first()).toHaveText(
    "Marked a contact message about admissions and applying as handled",
  );
  await expect(page.locator("main")).not.toContainText(`parent-${tag}`);
  await expect(page.locator("main")).not.toContainText(from);
  await page.goto(messageUrl);

  // Handled messages leave the default list and are found under "Handled".
  await page.getByRole("link", { name: "Back to the messages" }).click();
  await filters.getByLabel("Search").fill(tag);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No messages match.")).toBeVisible();
  await filters.getByLabel("Show").selectOption({ label: "Handled" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("link", { name: from }).click();

  await page.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: `Delete the message from ${from}?` });
  // A message sent today: the date is 30 days from now, as "Recently deleted" then shows under "Kept until" (ADR 062).
  await expect(question).toContainText(
    /You can put it back from “Recently deleted” until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\./,
  );
  await expectNoAxeViolations(page);
  // Pressed twice while the deletion is held: one request goes, and the button keeps focus while it waits.
  const { release, deletes } = await pressDeleteTwice(
    page,
    question.getByRole("button", { name: "Delete the message" }),
    question.getByRole("button", { name: "Deleting…" }),
    "**/api/messages/**",
    "/api/messages/",
  );
  expect(deletes()).toBe(1);
  release();
  await expect(page.getByRole("status").filter({ hasText: `The message from ${from} was deleted.` })).toBeFocused();
  expect(deletes()).toBe(1);
  await expect(page).toHaveURL(/\/admin\/messages$/);

  // Kept under "Recently deleted", and put back from there into the inbox as it was (handled).
  await page.getByRole("link", { name: /^Recently deleted \(\d+\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recently deleted contact messages" })).toBeVisible();
  const title = `Message from ${from}`;
  const kept = page.getByRole("row", { name: new RegExp(title) });
  await expect(kept).toContainText(`parent-${tag}@example.com · Admissions and applying · sent`);
  await expect(kept).toContainText(`by ${admin.name}`);
  await expectNoAxeViolations(page);
  const back = await putBack(page, title);
  await expect(back.getByRole("link", { name: `Open “${title}”` })).toHaveAttribute("href", messageUrl);
  await page.goto(`/admin/messages?state=handled&q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("row").filter({ hasText: from })).toContainText(`Handled`);

  // Deleted again: the privacy request below finds it and erases it with the rest.
  await page.goto(messageUrl);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete the message" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The message from ${from} was deleted.` })).toBeFocused();

  // The parent once typed their address into the staff sign-in page: the log names them there.
  const elsewhere = await browser.newContext({ extraHTTPHeaders });
  const parentsPage = await elsewhere.newPage();
  await parentsPage.goto("/secure-pcs-login");
  await waitForHydration(parentsPage);
  await parentsPage.getByLabel("Email address").fill(`parent-${tag}@example.com`);
  await parentsPage.getByLabel("Password").fill("not-a-staff-password");
  await parentsPage.getByRole("button", { name: "Sign in" }).click();
  await expect(parentsPage.getByText("Invalid email or password. Please try again.").first()).toBeVisible({
    timeout: scaled(20_000),
  });
  await elsewhere.close();

  // A privacy request: the office's e-mail about the message still names the parent, until it is erased too.
  await page
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "Privacy requests" })
    .click();
  const find = page.getByRole("form", { name: "Find by e-mail address" });
  await find.getByLabel("E-mail address").fill(`parent-${tag}@example.com`);
  await find.getByLabel("E-mail address").press("Enter");
  const held = page.getByRole("region", { name: `What is held about parent-${tag}@example.com` });
  await expect(held).toContainText("1 contact message (");
  await expect(held).toContainText("under “Recently deleted”");
  // Focus stays in the field, which still holds the address, and what was found is spoken.
  await expect(find.getByLabel("E-mail address")).toBeFocused();
  await expect(find.getByLabel("E-mail address")).toHaveValue(`parent-${tag}@example.com`);
  await expect(page.getByRole("status").filter({ hasText: `held about parent-${tag}@example.com.` })).toBeAttached();
  await expect(held).toContainText("1 e-mail to or about them");
  // The office's own entries about the message name no one; the failed sign-in does, and erasure will change it.
  await expect(held).toContainText("1 activity log entry naming them:");
  await expect(held).toContainText(`Sign-in failed for parent-${tag}@example.com (no such administrator)`);
  await expectNoAxeViolations(page);
  await held.getByRole("button", { name: "Delete everything about this address" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete everything" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted everything held about" })).toContainText(
    "1 message, 0 sign-ups, 1 e-mail, 1 activity log entry.",
  );
  await expect(page.getByText(/^Deleted everything held about/)).toBeFocused();
  await expect(held).toContainText("Nothing: no message, sign-up, e-mail or activity log entry has this address.");

  // The activity log no longer names the parent anywhere; the erasure's own entry says how much went, not whom.
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  await expect(
    page.getByRole("rowheader", { name: "Sign-in failed for (erased on request) (no such administrator)" }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole("rowheader", {
        name: "Deleted everything held about one e-mail address on request: 1 message, 0 sign-ups, 1 e-mail, 1 activity log entry",
      })
      .first(),
  ).toBeVisible();
  await expect(page.locator("main")).not.toContainText(`parent-${tag}`);
  await expect(page.locator("main")).not.toContainText(from);
  await expectNoAxeViolations(page);
  await page.goto("/admin/messages/deleted");
  await expect(page.getByRole("heading", { level: 1, name: "Recently deleted contact messages" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("the inbox works at tablet width", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, admin);
  await page.goto("/admin/messages?state=all");
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  await expectNoAxeViolations(page);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}
