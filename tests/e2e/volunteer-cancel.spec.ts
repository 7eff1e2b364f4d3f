/**
 * A volunteer's own cancel link (issue 15), every way it can answer besides "cancelled" (admin-volunteers.spec.ts
 * follows that one): the button pressed after the sign-up was cancelled elsewhere, and the link opened again once
 * used, cut short, or without its token. Each link comes from the confirmation e-mail of a real sign-up.
 *
 * The page's other answer, "This page could not be sent", is for a post that does not say it came from this site.
 * A browser pressing the page's own button always says so (Origin and Sec-Fetch-Site), and a post from another
 * site is stopped by React Router before the action runs (forms.spec.ts), so no visitor's press reaches it here.
 */
import type { Page } from "@playwright/test";
import { lastMailTo, linkIn } from "./support/outbox.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/test.ts";

const NO_LONGER_WORKS =
  "This link no longer works: the sign-up was already cancelled or removed. To help another way, see Get Involved.";

/** Offers help in general on /giving/get-involved, as a visitor does; returns the e-mailed cancel link. */
async function signUp(page: Page, name: string, email: string): Promise<string> {
  await page.goto("/giving/get-involved");
  await waitForHydration(page);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Phone number").fill("250 555 0142");
  await page.getByLabel("Hot lunch").check();
  await page.getByLabel("No, not yet").check();
  await page.getByRole("button", { name: "Sign up to volunteer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for signing up" })).toBeVisible();
  return linkIn(lastMailTo(email).body_text, "/giving/get-involved/cancel");
}

test("a cancel link pressed after its sign-up was cancelled in another tab says it no longer works, and that answer takes focus", async ({
  page,
  context,
}) => {
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const name = `Helper ${tag}`;
  const link = await signUp(page, name, `twice-${tag}@example.com`);

  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText(`${name}, do you want to cancel your sign-up to help?`)).toBeVisible();

  // The same e-mail opened twice (or by two people at one address): the other tab cancels first.
  const other = await context.newPage();
  await other.goto(link);
  await waitForHydration(other);
  await other.getByRole("button", { name: "Yes, cancel my sign-up" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Your sign-up is cancelled" })).toBeFocused();
  await other.close();

  await page.getByRole("button", { name: "Yes, cancel my sign-up" }).click();
  const answer = page.getByRole("status").filter({ hasText: "This link no longer works" });
  await expect(answer).toHaveText(NO_LONGER_WORKS);
  // The pressed button is gone; the answer in its place has focus, so it is read and Tab goes on from it.
  await expect(answer).toBeFocused();
  await expect(page.getByRole("button", { name: "Yes, cancel my sign-up" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(answer.getByRole("link", { name: "Get Involved" })).toBeFocused();
});

test("a cancel link opened again once used, cut short, or without its token says it no longer works, from the top of the page", async ({
  page,
}) => {
  const tag = `${test.info().workerIndex}-${Date.now()}`;
  const link = await signUp(page, `Helper ${tag}`, `used-${tag}@example.com`);
  // The page names the volunteer and must not be kept, by the site's page cache or any in front of it.
  const question = await page.goto(link);
  expect(question?.headers()["cache-control"]).toBe("no-store");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Yes, cancel my sign-up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your sign-up is cancelled" })).toBeFocused();

  // A mail program that wraps long lines can cut the token short; a link copied by hand can lose it altogether.
  for (const opened of [link, link.slice(0, -10), "/giving/get-involved/cancel"]) {
    await test.step(opened, async () => {
      await page.goto(opened);
      const answer = page.getByRole("status").filter({ hasText: "This link no longer works" });
      await expect(answer).toHaveText(NO_LONGER_WORKS);
      await expect(page.getByRole("button", { name: "Yes, cancel my sign-up" })).toHaveCount(0);
      // Opened from the e-mail, nothing was pressed here: focus is not taken, and Tab starts at the skip link.
      await expect(answer).not.toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    });
  }
});
