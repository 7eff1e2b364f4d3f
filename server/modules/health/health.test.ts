import { createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Db, openDatabase } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test-support/app.ts";
import { testDialects } from "../../test-support/databases.ts";
import { sessionCookieName } from "../auth/sessions.ts";

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
    expect(res.json()).toEqual({ status: "ok", database: dialect, rateLimits: "memory" });
  });

  it("answers 503 with a clear message when the database does not answer", async () => {
    t = await createTestApp(dialect);
    await t.database.db.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error", database: dialect, message: "The database is not answering." });
  });

  it("answers 503, not 500, when the request carries a session cookie and the database is down", async () => {
    t = await createTestApp(dialect);
    await t.database.db.close();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      // A well-formed session id, so the session plugin would look it up if it ran for this route.
      cookies: { [sessionCookieName(false)]: "A".repeat(32) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error", message: "The database is not answering." });
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

describe("GET /api/health on a PostgreSQL that accepts connections and never replies", () => {
  let silent: Server | undefined;
  const sockets = new Set<Socket>();
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    // Dropping the held connections makes the pool's pending connect fail now rather than at its timeout.
    for (const socket of sockets) socket.destroy();
    await app?.close();
    await db?.close();
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
    silent = app = db = undefined;
  });

  it("gives up and answers 503 with its clear message instead of hanging", async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent?.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (address === null || typeof address === "string") throw new Error("expected a TCP address");
    const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: `postgres://pcs@127.0.0.1:${address.port}/pcs` });
    if (config.database.dialect !== "postgres") throw new Error("expected a PostgreSQL config");
    db = openDatabase(config.database, () => {});
    app = await buildApp({ config, db, web: "none", logger: false });

    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "error",
      database: "postgres",
      rateLimits: "memory",
      message: "The database is not answering.",
    });
    expect(sockets.size).toBeGreaterThan(0);
  });
});
