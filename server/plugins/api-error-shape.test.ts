import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { AuthClient } from "../test-support/auth-client.ts";
import { testDialects } from "../test-support/databases.ts";
import { VALIDATION_REPLY } from "../test-support/replies.ts";

/** Every key of an API error reply: nothing else may appear (ADR 016). */
const ERROR_KEYS = new Set(["success", "code", "message", "fields", "currentVersion", "current", "lockedUntil"]);

function expectOneShape(body: Record<string, unknown>) {
  expect(body.success).toBe(false);
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  for (const key of Object.keys(body)) expect(ERROR_KEYS, key).toContain(key);
}

describe.each(testDialects)("one error shape for every API error on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("names the fields of a bad sign-in body, and of no body at all", async () => {
    const client = new AuthClient(t.app);
    const bad = await client.post("/api/auth/login", { email: "not-an-email", password: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: { email: "Enter a valid email address.", password: "Enter your password." },
    });
    const none = await client.post("/api/auth/login");
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: { email: "Enter a valid email address.", password: "Enter your password." },
    });
  });

  it("names the fields of a bad contact form, and refuses a body that is not an object under `_`", async () => {
    const client = new AuthClient(t.app);
    const bad = await client.post("/api/contact", { name: "", email: "x", topic: "general", message: "Hi" });
    expect(bad.statusCode).toBe(400);
    expectOneShape(bad.json());
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["name", "email"]));

    // JSON null used to reach the service and answer 500.
    const nullBody = await client.request({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", "x-csrf-token": await client.fetchCsrfToken() },
      payload: "null",
    });
    expect(nullBody.statusCode).toBe(400);
    expect(nullBody.json()).toEqual({ ...VALIDATION_REPLY, fields: { _: "Send the form's fields as a JSON object." } });
    expect(await t.app.services.contact.list()).toEqual([]);
  });

  it("answers unreadable JSON with the same shape", async () => {
    const client = new AuthClient(t.app);
    const res = await client.request({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", "x-csrf-token": await client.fetchCsrfToken() },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: { _: "The request body could not be read. Send JSON." },
    });
  });

  it("names a bad page number", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news?page=0" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...VALIDATION_REPLY,
      fields: { page: "Page must be a whole number from 1 to 100000." },
    });
  });

  it("answers an unknown /api path with JSON 404, for any method, with or without a token", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-thing/42?x=1" });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        code: "NOT_FOUND",
        message: "There is no API address /api/no-such-thing/42.",
      });
    }
  });

  it("answers an /api address with a broken percent-escape with the same JSON 404, not Fastify's own reply", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news/%E0%A4%A" });
    expect(res.statusCode).toBe(404);
    expectOneShape(res.json());
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it("answers a known path asked with the wrong method with JSON 405 and Allow", async () => {
    const res = await t.app.inject({ method: "PATCH", url: "/api/health" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.json()).toEqual({
      success: false,
      code: "METHOD_NOT_ALLOWED",
      message: "This address answers GET, HEAD only.",
    });
    const health = await t.app.inject({ method: "DELETE", url: "/api/health" });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe("GET, HEAD");
    // A set the office manages answers its writes, so its item path allows them.
    const careers = await t.app.inject({ method: "PATCH", url: "/api/careers/5b0c1f0e-8a51-4c1e-9b1a-0d6f0a7e2c11" });
    expect(careers.headers.allow).toBe("GET, HEAD, PUT, DELETE");
    const news = await t.app.inject({ method: "PATCH", url: "/api/news" });
    expect(news.headers.allow).toBe("GET, HEAD, POST");
    const events = await t.app.inject({ method: "PATCH", url: "/api/events" });
    expect(events.headers.allow).toBe("GET, HEAD, POST");
  });

  it("serves an OpenAPI document of the API's own routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/login",
        "/api/contact",
        "/api/news",
        "/api/careers/{id}",
        "/api/health",
        "/api/admins/{id}/resend-invitation",
      ]),
    );
    expect(Object.keys(doc.paths["/api/careers/{id}"] ?? {}).sort()).toEqual(["delete", "get", "put"]);
    expect(Object.keys(doc.paths["/api/media/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    // The pages, the feeds and the catch-all are not part of the JSON API.
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/api/"))).toBe(true);
    expect(Object.keys(doc.paths)).not.toContain("/api/*");
  });
});
