/**
 * The whole site, not just the API, on a real PostgreSQL: the production server as `npm start` runs it with
 * DATABASE_URL=postgres://…, on a fresh database that it migrates and fills with sample content itself.
 * Included by playwright.config.ts only where TEST_DATABASE_URL is set (as CI sets it).
 */
import { randomUUID } from "node:crypto";
import { type RunningServer, startServer } from "../../scripts/support/server.ts";
import { createTestDatabase, type TestDatabase } from "../../server/test-support/databases.ts";
import { firstItem } from "./support/first-item.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

// Beside the main server on E2E_PORT, as the other specs that start their own servers are (+20 site-wide,
// +30 shutdown, +40 to +42 nginx, +50/+51 crash), so that runs given different E2E_PORTs do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;

let database: TestDatabase | undefined;
let server: RunningServer | undefined;

// One server for the file: its tests share it, so they run in order in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Not migrated here: the server migrates the empty database and loads the sample content itself, as in
  // production. The helper's own pool connects only on a first query, and this file makes none.
  database = await createTestDatabase("postgres", { migrate: false });
  if (database.config.dialect !== "postgres") throw new Error("createTestDatabase gave no PostgreSQL database");
  server = await startServer(PORT, { databaseUrl: database.config.connectionString });
});

test.afterAll(async () => {
  // The server first, so that the database is dropped with no site connected to it.
  await server?.stop();
  await database?.drop();
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test("the health check says the site runs on PostgreSQL", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", database: "postgres", rateLimits: "memory" });
});

test("home, the news list and a news item render from PostgreSQL and hydrate", async ({ page, request }) => {
  const latest = (await firstItem<{ title: string }>(request, "/api/news")).title;
  expect(latest, "the sample content was loaded into PostgreSQL").toBeTruthy();

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(latest ?? "");

  await page.getByRole("main").getByRole("link", { name: "All news" }).click();
  await expect(page).toHaveURL(/\/events\/news-and-announcements$/);
  await page
    .getByRole("main")
    .getByRole("link", { name: latest ?? "" })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest ?? "");
});

for (const [what, path] of [
  ["an unknown news item", `/events/news-and-announcements/${randomUUID()}`],
  // Past PostgreSQL's integer: the id must be refused before it reaches a query.
  ["an alumni id too large for a number column", "/about/alumni/99999999999999999999"],
  // Not a UUID: refused by its shape, the same on both dialects.
  ["an event id that is not a UUID", "/event/not-a-uuid"],
] as const) {
  test(`${what} is a 404 on PostgreSQL too`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
}

test("a news page number far past the end shows the last page on PostgreSQL too", async ({ page }) => {
  const res = await page.goto("/events/news-and-announcements?page=99999999999999999999");
  expect(res?.status()).toBe(200);
  await expect(page.locator(".news-card").first()).toBeVisible();
});
