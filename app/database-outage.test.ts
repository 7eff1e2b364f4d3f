/**
 * The database going away and coming back (issue 18): a TCP proxy between the server and PostgreSQL is cut
 * while the server runs. The health check answers 503, the API and a page answer 503 with a plain "try
 * again" (no hang, no stack, no 500), as does a link followed in the browser (its .data request), and once the proxy lets connections through again the same server
 * process serves and stores as before, without a restart.
 */
import { connect, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { type Db, openDatabase } from "../server/db/database.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../server/db/unavailable.ts";
import { TEST_SCRYPT_PARAMS } from "../server/test-support/app.ts";
import { AuthClient } from "../server/test-support/auth-client.ts";
import { createTestDatabase, type TestDatabase } from "../server/test-support/databases.ts";
import { loader as homeLoader } from "./routes/home.tsx";
import { type PageSummary, pageBuild } from "./test-support/page-build.ts";

/** A TCP proxy to `target` that can be cut (every connection dropped, new ones refused) and restored. */
async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            open.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** The database "goes away": established connections are reset and new ones refused. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server?.close(() => resolve());
      }),
    /** It comes back, on the same address. */
    restore: listen,
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL going away and coming back", () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Db;
  let app: FastifyInstance;
  let visitor: AuthClient;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
    const direct = new URL(database.config.connectionString);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const config = {
      ...loadConfig({ LOG_LEVEL: "silent" }),
      database: { dialect: "postgres" as const, connectionString: proxied.toString() },
    };
    db = openDatabase(config.database, () => {});
    app = await buildApp({
      config,
      db,
      web: "production",
      pageBuild: pageBuild({ "/welcome": { loader: homeLoader } as never }),
      logger: false,
      passwordParams: TEST_SCRYPT_PARAMS,
    });
    await app.ready();
    visitor = new AuthClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.drop();
  });

  const health = () => app.inject({ method: "GET", url: "/api/health" });
  const page = () => app.inject({ method: "GET", url: "/welcome" });
  // What the browser asks for when a visitor follows a link to the page after the first one.
  const pageData = () => app.inject({ method: "GET", url: "/welcome.data" });
  const send = (name: string) =>
    visitor.post("/api/contact", { name, email: "parent@example.com", topic: "tour", message: "May we visit?" });
  const stored = async () =>
    (await database.db.kysely.selectFrom("contact_messages").select("name").execute()).map((row) => row.name);

  it("answers 503 while it is gone, quickly and in plain words, then serves again without a restart", async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    await visitor.fetchCsrfToken();
    expect((await send("Before the outage")).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: "error", message: "The database is not answering." });

    const write = await send("During the outage");
    expect(write.statusCode).toBe(503);
    expect(write.headers["retry-after"]).toBe("30");
    expect(write.json()).toEqual({ success: false, code: "UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });

    const list = await visitor.request({ method: "GET", url: "/api/news" });
    expect(list.statusCode).toBe(503);
    expect(list.json().code).toBe("UNAVAILABLE");

    const shown = await page();
    expect(shown.statusCode).toBe(503);
    expect(shown.headers["retry-after"]).toBe("30");
    expect((shown.json() as PageSummary).status).toBe(503);
    const navigation = await pageData();
    expect(navigation.statusCode).toBe(503);
    expect(navigation.headers["retry-after"]).toBe("30");
    // Every answer came at once: a refused connection is not waited for.
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    await expect.poll(async () => (await health()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await page()).statusCode).toBe(200);
    expect((await pageData()).statusCode).toBe(200);
    // The visitor's session and token were kept in the database all along.
    expect((await send("After the outage")).statusCode).toBe(200);
    expect((await stored()).sort()).toEqual(["After the outage", "Before the outage"]);
  });
});
