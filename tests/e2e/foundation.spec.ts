import { expect, test, waitForHydration } from "./support/test.ts";

test("the home page is server-rendered with its title before any script runs", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Home | Pinecrest Christian School</title>");
  expect(html).toContain('<html lang="en-CA">');
  expect(html).toContain('name="viewport"');
  expect(html).toContain('href="#main-content"');
});

test("the JSON API answers beside the pages", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  // No REDIS_URL here: the rate limits count in the process (ADR 031).
  expect(await res.json()).toEqual({ status: "ok", database: "sqlite", rateLimits: "memory" });
});

test("hashed assets are cached for a year as immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.css/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset ?? "");
  expect(res.status()).toBe(200);
  const cacheControl = res.headers()["cache-control"] ?? "";
  expect(cacheControl).toContain("immutable");
  expect(Number(cacheControl.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
});

test("the page hydrates and navigates client-side between two routes", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // A full page load would wipe this marker; a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { navigationMarker: string }).navigationMarker = "still here";
  });
  await page.getByRole("main").getByRole("link", { name: "Explore admissions" }).click();
  await expect(page).toHaveURL(/\/admissions$/);
  await expect(page).toHaveTitle("Admissions | Pinecrest Christian School");
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe(
    "still here",
  );
});

test("the skip link is the first thing the keyboard reaches and moves focus to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});
