/**
 * Two-factor sign-in (issue 18, ADR 035) as an administrator meets it: set it up on "Your account" by typing the
 * key the page shows into an authenticator app (here otplib, computing what the app would), keep the recovery
 * codes, sign out, and sign in again with the password and then a code. The server keeps its own real clock.
 */
import { generateSync } from "otplib";
import { createAdmin, type TestAdmin } from "./support/admin.ts";
import { expect, expectNoAxeViolations, scaled, test } from "./support/test.ts";

let admin: TestAdmin;

test.beforeAll(() => {
  admin = createAdmin("Tess Twofactor", "two-factor");
});

/** What an authenticator app shows now, or `stepsAhead` 30-second steps later. */
function appCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

test("an administrator turns on two-factor sign-in, then signs in with the password and a code", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await page.goto("/secure-pcs-login");
  await page.getByLabel("Email address").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: scaled(20_000) });

  await page.getByRole("link", { name: "Your account" }).click();
  const panel = page.getByRole("region", { name: "Two-factor sign-in" });
  // The screen asks the server who is signed in and how their two-factor sign-in stands; a busy machine is slow.
  await expect(panel).toContainText("Two-factor sign-in is off.", { timeout: scaled(20_000) });
  await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(panel.getByRole("img", { name: /QR code for adding this account/ })).toBeVisible();
  // The pressed button is gone: focus moved on to the first step's heading.
  await expect(panel.getByRole("heading", { name: /1\. Add Pinecrest Christian School/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // The key as the page writes it, in groups of four for typing into an app.
  const keyText = await panel.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent();
  const secret = (keyText ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A code from another key is refused beside the field.
  await panel.getByLabel("Code from the app").fill("000000");
  await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "The code is not right",
  );
  await panel.getByLabel("Code from the app").fill(appCode(secret));
  await panel.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const codes = panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(panel).toContainText("Two-factor sign-in is on", { timeout: scaled(20_000) });
  await expect(panel).toContainText("You have 10 unused recovery codes.");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: scaled(20_000) });

  await page.goto("/secure-pcs-login");
  await page.getByLabel("Email address").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The right password alone does not sign in: the page asks for the code, and the code field has focus.
  const codeField = page.getByRole("textbox", { name: "Code" });
  await expect(page.getByRole("heading", { name: "Enter your two-factor code" })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/secure-pcs-login$/);
  await expectNoAxeViolations(page);

  await codeField.fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("region", { name: "There is a problem" })).toContainText("The code is not right");
  await expectNoAxeViolations(page);

  // The code of the next step: the one used to turn it on may still be current, and a code works only once.
  await codeField.fill(appCode(secret, 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: scaled(20_000) });
  await expect(page.getByRole("heading", { level: 1, name: "Administrator dashboard" })).toBeVisible();
});
