/**
 * The whole site, not just the API, on a real PostgreSQL: the production server as `npm start` runs it with
 * DATABASE_URL=postgres://…, on a fresh database that it migrates and fills with sample content itself.
 * Included by playwright.config.ts only where TEST_DATABASE_URL is set (as CI sets it).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { type RunningServer, startServer } from "../../scripts/support/server.ts";
import { firstItem } from "./support/first-item.ts";
import { expect, test, waitForHydration } from "./support/test.ts";

const PORT = Number(process.env.E2E_POSTGRES_PORT ?? 3110);
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const databaseName = `pcs_e2e_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

async function onAdminConnection(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

let server: RunningServer | undefined;

// One server for the file: its tests share it, so they run in order in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await onAdminConnection(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  server = await startServer(PORT, { databaseUrl: url.toString() });
});

test.afterAll(async () => {
  await server?.stop();
  await onAdminConnection(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
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
