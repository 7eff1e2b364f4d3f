/**
 * Administrators' accounts (issue 15): one administrator deactivates another, whose open session ends at
 * once and who can no longer sign in; reactivated, they can. Changing one's own password needs the current one.
 * An invitation that ran out or never arrived is sent again, and only the newest link works.
 */
import type { Locator, Page } from "@playwright/test";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { lastMailTo, linkIn } from "./support/outbox.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let principal: TestAdmin;

/** Someone to invite, tagged with this test's worker and time (support/test-made.ts). */
function inviteeOfThisTest(name: string, slug: string): { name: string; email: string } {
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  return { name: `${name} ${tag}`, email: `e2e-${slug}-${tag}@pinecrest.example` };
}

/** The principal, signed in, on the administrators screen: its invitation form. */
async function openInviteForm(page: Page): Promise<Locator> {
  await signIn(page, principal);
  await page.goto("/admin/administrators");
  return page.getByRole("form", { name: "Invite an administrator" });
}

async function sendInvitation(invite: Locator, invitee: { name: string; email: string }): Promise<void> {
  await invite.getByLabel("Full name").fill(invitee.name);
  await invite.getByLabel("E-mail address").fill(invitee.email);
  await invite.getByRole("button", { name: "Send the invitation" }).click();
}

/** The set-password page an invitation or a reset opens: the password twice, and send. */
async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set my password" }).click();
}
let secretary: TestAdmin;

test.beforeAll(() => {
  principal = createAdmin("Ada Principal", "accounts-main");
  secretary = createAdmin("Ben Secretary", "accounts-other");
});

test("deactivating an administrator ends their open session at once; reactivated, they sign in again", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, secretary);
  await expect(other.getByRole("heading", { level: 1, name: "Administrator dashboard" })).toBeVisible();

  await signIn(page, principal);
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Administrators" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${principal.name} (you)` })).not.toContainText("Deactivate");
  const row = page.getByRole("row").filter({ hasText: secretary.email });
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Deactivate ${secretary.name}` }).click();
  const question = page.getByRole("alertdialog", { name: `Deactivate ${secretary.name}?` });
  await expect(question).toContainText("They are signed out at once");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${secretary.name} is deactivated` })).toBeVisible();
  await expect(row).toContainText("Deactivated");

  // Their screen was open: the next thing they do finds their session gone.
  await other
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "Contact messages" })
    .click();
  await expect(other).not.toHaveURL(/\/admin/);
  await other.goto("/secure-pcs-login");
  await other.getByLabel("Email address").fill(secretary.email);
  await other.getByLabel("Password").fill(secretary.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("region", { name: "There is a problem" })).toContainText("Invalid email or password.");
  await expect(other).toHaveURL(/\/secure-pcs-login/);

  // The activity log keeps what happened, by whom.
  await page.getByRole("navigation", { name: "Office sections" }).getByRole("link", { name: "Activity log" }).click();
  const filters = page.getByRole("form", { name: "Filter the activity log" });
  await filters.getByLabel("Section").selectOption({ label: "Administrators" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/section=admins/);
  const entry = page.getByRole("row").filter({ hasText: `Deactivated ${secretary.name}` });
  await expect(entry).toContainText(principal.name);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/administrators");

  await row.getByRole("button", { name: `Reactivate ${secretary.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${secretary.name} can sign in again.` })).toBeVisible();
  await signIn(other, secretary);
  await otherContext.close();
});

test("an administrator changes their own password with the current one, at tablet width", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.setViewportSize({ width: 768, height: 1024 });
  const admin = createAdmin("Cora Bursar", "accounts-password");
  const newPassword = "Skaha-beach-volleyball-nets";
  await signIn(page, admin);
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "The current password is not right" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Current password").fill(admin.password);
  await page.getByRole("button", { name: "Change password" }).click();
  // Checking the old password and hashing the new one are deliberately slow (scrypt).
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Change password" })).toBeFocused();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { ...admin, password: newPassword });
});

test("an invited administrator chooses a password from the e-mailed link and signs in; later resets it", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const invitee = inviteeOfThisTest("Eve Registrar", "invitee");
  const chosen = "Kettle-Valley-Rail-Trail-Tunnel";

  const invite = await openInviteForm(page);
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
  await sendInvitation(invite, invitee);
  // The browser tests' server has no SMTP_URL: the screen says no e-mail went, and gives the link to pass on.
  const notice = page.getByRole("status").filter({ hasText: `no invitation e-mail was sent to ${invitee.email}` });
  await expect(notice).toContainText("E-mail is off");
  await expect(notice).toContainText("48 hours");
  // The emptied form is the same form: focus is still on its button, not dropped to the page's body.
  await expect(invite.getByRole("button", { name: "Send the invitation" })).toBeFocused();
  await expect(invite.getByLabel("E-mail address")).toHaveValue("");
  await expect(page.getByRole("row").filter({ hasText: invitee.email })).toContainText("Invited");
  await expectNoAxeViolations(page);

  // The e-mail waits in the outbox for e-mail to be turned on, with the same link as the screen shows.
  const invitation = lastMailTo(invitee.email);
  expect(invitation.subject).toContain("You are invited");
  const shownLink = await notice.locator("code").textContent();
  const link = linkIn(invitation.body_text, "/secure-pcs-login/set-password");
  expect(shownLink).toContain(link);
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await expectNoAxeViolations(newcomer);
  await choosePassword(newcomer, "password123");
  await expect(newcomer.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
  await choosePassword(newcomer, chosen);
  await expect(newcomer.getByRole("status").filter({ hasText: "Your password is set" })).toBeVisible({
    timeout: scaled(20_000),
  });
  await newcomer.getByRole("link", { name: "Sign in" }).click();
  await signIn(newcomer, { ...invitee, password: chosen });

  // Forgot it: the sign-in page's link, the same answer for any address, and a new link by e-mail.
  await newcomer.getByRole("button", { name: "Sign out" }).click();
  await expect(newcomer).toHaveURL(/\/$/);
  await newcomer.goto("/secure-pcs-login");
  await newcomer.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(newcomer.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await expectNoAxeViolations(newcomer);
  await newcomer.getByLabel("Email address").fill(invitee.email);
  await newcomer.getByRole("button", { name: "Send me a link" }).click();
  await expect(newcomer.getByRole("status").filter({ hasText: "If an administrator has that address" })).toBeFocused();
  const reset = lastMailTo(invitee.email);
  expect(reset.subject).toContain("Reset your password");
  const fresh = "Summerland-Giants-Head-Lookout";
  await newcomer.goto(linkIn(reset.body_text, "/secure-pcs-login/set-password"));
  await choosePassword(newcomer, fresh);
  await expect(newcomer.getByRole("status").filter({ hasText: "Your password is set" })).toBeVisible({
    timeout: scaled(20_000),
  });
  await signIn(newcomer, { ...invitee, password: fresh });

  // Deactivated while signed in, the newcomer's next step finds the session gone.
  await page.goto("/admin/administrators");
  await page
    .getByRole("row")
    .filter({ hasText: invitee.email })
    .getByRole("button", { name: `Deactivate ${invitee.name}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${invitee.name} is deactivated` })).toBeVisible();
  await newcomer
    .getByRole("navigation", { name: "Office sections" })
    .getByRole("link", { name: "Contact messages" })
    .click();
  await expect(newcomer).not.toHaveURL(/\/admin/);
});

test("an invitation that never arrived is sent again: the new link works, the old one does not", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const invitee = inviteeOfThisTest("Finn Librarian", "resent");
  const chosen = "Okanagan-Lake-Bridge-Sunrise";

  const invite = await openInviteForm(page);
  await sendInvitation(invite, invitee);
  const notice = page.getByRole("status").filter({ hasText: "E-mail is off" });
  await expect(notice).toContainText(invitee.email);
  const firstLink = (await notice.locator("code").textContent()) ?? "";
  expect(firstLink).toContain("/secure-pcs-login/set-password?token=");

  const row = page.getByRole("row").filter({ hasText: invitee.email });
  const again = row.getByRole("button", { name: `Send the invitation again to ${invitee.name}` });
  await again.click();
  await expect(notice).toContainText("the earlier link no longer works");
  const secondLink = (await notice.locator("code").textContent()) ?? "";
  expect(secondLink).toContain("/secure-pcs-login/set-password?token=");
  expect(secondLink).not.toBe(firstLink);
  // The row and its button stay: focus is where it was.
  await expect(again).toBeFocused();
  await expect(row).toContainText("Invited");
  await expectNoAxeViolations(page);

  // The first link no longer sets a password; the new one does.
  const newcomer = await (await browser.newContext()).newPage();
  const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
  await newcomer.goto(pathOf(firstLink));
  await choosePassword(newcomer, chosen);
  await expect(newcomer.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "This link has expired or has already been used",
  );
  await newcomer.goto(pathOf(secondLink));
  await choosePassword(newcomer, chosen);
  await expect(newcomer.getByRole("status").filter({ hasText: "Your password is set" })).toBeVisible({
    timeout: scaled(20_000),
  });

  // Accepted: there is nothing to send again, and the activity log says who sent it.
  await page.reload();
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: /Send the invitation again/ })).toHaveCount(0);
  await page.goto("/admin/activity?section=admins");
  await expect(page.getByRole("row").filter({ hasText: `Sent the invitation to ${invitee.name} again` })).toContainText(
    principal.name,
  );
});
