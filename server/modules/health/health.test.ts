import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { testDialects } from "../../test-support/databases.ts";

describe.each(testDialects)("GET /api/health on %s", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers 200 with the database kind after a real query", async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: dialect });
  });

  it("answers 503 with a clear message when the database does not answer", async () => {
    t = await createTestApp(dialect);
    await t.database.db.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error", database: dialect, message: "The database is not answering." });
  });

  it("sends the security headers and a JSON 404 for unknown API routes", async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
