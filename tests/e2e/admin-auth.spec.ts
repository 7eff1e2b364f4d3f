import { createAdmin } from "./support/admin.ts";
import { expect, scaled, test, waitForHydration } from "./support/test.ts";

let email = "";
let password = "";

test.beforeAll(() => {
  ({ email, password } = createAdmin("Grace Whitfield", "auth"));
});

test("an administrator signs in, stays signed in after a reload, signs out and lands on /", async ({ page }) => {
  await page.goto("/secure-pcs-login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();

  // The password check is deliberately slow (production scrypt): a busy machine takes seconds.
  await expect(page).toHaveURL(/\/admin$/, { timeout: scaled(20_000) });
  await expect(page.getByText(`Signed in as Grace Whitfield (${email})`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("isAuthenticated"))).toBe("true");
  expect(await page.evaluate(() => localStorage.getItem("isAdmin"))).toBe("true");

  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as Grace Whitfield (${email})`)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("isAuthenticated"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("isAdmin"))).toBeNull();

  // The session is gone on the server too: the dashboard sends a signed-out visitor home.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in administrator who opens the sign-in page within the site is sent on to /admin by the guard", async ({
  page,
}) => {
  await page.goto("/secure-pcs-login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: scaled(20_000) });

  await page.goto("/");
  const accessPointsAsked: (string | null)[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/secure/access/verify") accessPointsAsked.push(url.searchParams.get("accessPoint"));
  });
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate(
      "/secure-pcs-login",
    ),
  );
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as Grace Whitfield (${email})`)).toBeVisible();
  // Spec §4's "allowed with redirect": the sign-in page's own access point answered with /admin.
  expect(accessPointsAsked[0]).toBe("admin-login");
});

test("a wrong password shows the spec's message beside the form and keeps the typed e-mail", async ({ page }) => {
  await page.goto("/secure-pcs-login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password. Please try again.").first()).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await expect(page).toHaveURL(/\/secure-pcs-login$/);
});

test("visiting /admin signed out ends on /, with no word of a session this browser never had", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where every child is known");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "Admin session expired" })).toHaveCount(0);
});

test("loading /admin with sign-in flags left from an old session ends on / with both flags cleared, and says why", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    sessionStorage.setItem("isAuthenticated", "true");
    localStorage.setItem("isAdmin", "true");
  });
  // A full page load: the server turns the visitor away before any of the browser's code runs.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => [sessionStorage.getItem("isAuthenticated"), localStorage.getItem("isAdmin")]))
    .toEqual([null, null]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where every child is known");
  // That browser still held a session (a reload after 30 idle minutes, a bookmark the next morning): the home
  // page says it ended, and where to sign in, since nothing else on the public site leads there.
  const ended = page.getByRole("status").filter({ hasText: "Admin session expired. Please log in again." });
  await expect(ended).toBeFocused();
  await expect(ended).toHaveText("Admin session expired. Please log in again. Sign in to carry on.");
  await expect(ended.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/secure-pcs-login");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where every child is known");
  await expect(ended).toHaveCount(0);
});

test("a client-side visit to /admin while signed out is stopped by the access guard", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    // Stale flags from an old session must not let the dashboard through.
    sessionStorage.setItem("isAuthenticated", "true");
    localStorage.setItem("isAdmin", "true");
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate(
      "/admin",
    );
  });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("isAdmin"))).toBeNull();
});
