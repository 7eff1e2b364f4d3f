import { holdRequests } from "./support/hold-requests.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

test("the sign-in page is server-rendered, kept out of search engines, and titled", async ({ request }) => {
  const res = await request.get("/secure-pcs-login");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Administrator sign-in | Pinecrest Christian School</title>");
  expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
  expect(html).toContain('<label class="field__label" for="email">Email address</label>');
});

/** WCAG contrast ratio between two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test("an empty submit shows the errors beside the fields and in a summary, without asking the server", async ({
  page,
}) => {
  // The access guard asks the server once as the page loads (spec §4); the submit itself must not.
  const guardAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/secure/access/verify");
  await page.goto("/secure-pcs-login");
  await guardAnswered;
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
  });
  await expect(page.getByRole("heading", { level: 1, name: "Administrator sign-in" })).toBeVisible();

  await page.getByRole("button", { name: "Sign in" }).click();

  // Focused, and so read out once: not also an alert, which would have it read twice.
  const summary = page.getByRole("region", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(summary.getByRole("link")).toHaveText(["Enter your email address", "Enter your password"]);
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Error: Enter your email address");
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Error: Enter your password");

  // WCAG 1.4.11: the focus ring stands out from the page behind it by at least 3:1.
  const colours = await summary.evaluate((element) => {
    let behind = element.parentElement;
    while (
      behind &&
      getComputedStyle(behind)
        .backgroundColor.replace(/\s/g, "")
        .match(/^(transparent|rgba\(.*,0\))$/)
    ) {
      behind = behind.parentElement;
    }
    return {
      ring: getComputedStyle(element).outlineColor,
      page: behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)",
    };
  });
  expect(contrast(colours.ring, colours.page)).toBeGreaterThanOrEqual(3);

  await summary.getByRole("link", { name: "Enter your password" }).click();
  await expect(page.getByLabel("Password")).toBeFocused();
  expect(apiCalls).toEqual([]);
});

test("Sign in keeps focus while it waits for the server, then the refusal's summary takes it", async ({ page }) => {
  await page.goto("/secure-pcs-login");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(`nobody-${Date.now()}@pinecrest.example`);
  await page.getByLabel("Password").fill("not-a-password-anyone-has");
  const release = await holdRequests(page, "**/api/auth/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  const waiting = page.getByRole("button", { name: "Signing in…" });
  await expect(waiting).toBeDisabled();
  // A disabled button would drop focus to the page's body: a screen reader loses its place, Tab starts over.
  await expect(waiting).toBeFocused();
  release();
  await expect(page.getByRole("region", { name: "There is a problem" })).toBeFocused();
});

test("Sign in pressed before the scripts have loaded: the server's answer stays once the page hydrates", async ({
  page,
}) => {
  await page.goto("/secure-pcs-login");
  // A slow connection: the page is shown and used before its scripts arrive, so the form posts to the server.
  const release = await holdRequests(page, "**/assets/**/*.js");
  await page.reload();
  await page.getByLabel("Email address").fill("office@pinecrest.example");
  await page.getByLabel("Password").fill("not shown again");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Signing in needs JavaScript. Please turn it on and try again.").first()).toBeVisible();
  release();
  await waitForHydration(page);
  // Hydration used to drop the answer: the message vanished and the form stood empty, saying nothing.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByText("Signing in needs JavaScript. Please turn it on and try again.").first()).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue("office@pinecrest.example");
  await expect(page.getByLabel("Password")).toHaveValue("");
});
