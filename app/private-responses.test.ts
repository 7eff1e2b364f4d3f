/**
 * Cache-Control: no-store on every response that may hold an administrator's data (issue 18), pages and
 * API: /admin and /admin.data whoever asks, /api/auth, and anything answered to a signed-in request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../server/test-support/app.ts";
import { AuthClient, insertAdmin } from "../server/test-support/auth-client.ts";
import { testDialects } from "../server/test-support/databases.ts";
import { pageBuild } from "./test-support/page-build.ts";

describe.each(testDialects)("no-store for signed-in and office responses on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      {
        pageBuild: pageBuild({
          "/admin": { loader: (() => ({ profile: { name: "Office Administrator" } })) as never },
          "/news": { loader: (() => ({ items: [] })) as never },
        }),
      },
    );
    await insertAdmin(t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const cacheControl = async (client: AuthClient, url: string) =>
    (await client.request({ method: "GET", url })).headers["cache-control"];

  it("marks /admin, /admin.data and /api/auth for every visitor, signed in or not", async () => {
    const visitor = new AuthClient(t.app);
    expect(await cacheControl(visitor, "/admin")).toBe("no-store");
    expect(await cacheControl(visitor, "/admin.data")).toBe("no-store");
    expect(await cacheControl(visitor, "/api/auth/status")).toBe("no-store");
  });

  it("leaves a visitor's pages and public API answers as they were, even with a pre-session cookie", async () => {
    const visitor = new AuthClient(t.app);
    await visitor.fetchCsrfToken();
    expect(visitor.cookie).toBeDefined();
    expect(await cacheControl(visitor, "/news")).not.toBe("no-store");
    expect(await cacheControl(visitor, "/news.data")).not.toBe("no-store");
    expect(await cacheControl(visitor, "/api/settings")).toBe("no-cache");
  });

  it("marks every page and API answer to a signed-in administrator, and stops once signed out", async () => {
    const admin = new AuthClient(t.app);
    const login = await admin.login();
    expect(login.statusCode, login.body).toBe(200);
    for (const url of [
      "/admin",
      "/admin.data",
      "/news",
      "/news.data",
      "/",
      "/api/settings",
      "/api/news",
      "/api/auth/status",
    ]) {
      expect(await cacheControl(admin, url), url).toBe("no-store");
    }
    await admin.fetchCsrfToken();
    expect((await admin.post("/api/auth/logout")).statusCode).toBe(200);
    expect(await cacheControl(admin, "/news")).not.toBe("no-store");
    expect(await cacheControl(admin, "/api/settings")).toBe("no-cache");
  });
});
