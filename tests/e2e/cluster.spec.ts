/**
 * `npm start` with WEB_CONCURRENCY=2 (ADR 071): a primary and two workers on one port and one SQLite file, no
 * Redis. Each request below comes on a connection of its own, as separate visitors' do, so the primary hands them
 * to the workers in turn.
 */
import { execFileSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { signedInOffice } from "../../scripts/support/csrf-visitor.ts";
import { type RunningServer, startServer } from "../../scripts/support/server.ts";
import { createAdmin, type TestAdmin } from "./support/admin.ts";
import { expect, scaled, test } from "./support/test.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;

let server: RunningServer | undefined;
let admin: TestAdmin;

// One server for the file: its tests share it, so they run in order in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Each test's visitors come from an address of their own (as a proxy in front would say), so that one test's
  // requests are not counted against another's limits.
  server = await startServer(PORT, { env: { WEB_CONCURRENCY: "2", TRUST_PROXY: "127.0.0.1" } });
  admin = createAdmin("Cluster Tester", "cluster", server.databaseUrl);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A GET on a new connection that closes after it: a new visitor, whom the primary gives to the next worker. */
function visit(
  path: string,
  from = "198.51.100.1",
): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      { host: "127.0.0.1", port: PORT, path, agent: false, headers: { connection: "close", "x-forwarded-for": from } },
      (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (body += chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, cache: answer.headers["x-page-cache"] as string, body }),
        );
      },
    );
    asked.on("error", reject);
    asked.end();
  });
}

/** The primary's worker processes now. */
function workerPids(primary: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when it finds none
  }
}

test("two workers serve the site, each with its own page cache, and an alert posted through one shows on both", async () => {
  if (!server) throw new Error("no server");
  expect(workerPids(server.pid)).toHaveLength(2);
  const before = [];
  for (let visitor = 0; visitor < 6; visitor++) before.push(await visit("/"));
  expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  // Each worker rendered the page once for itself, then answered from its own cache.
  expect(before.filter((answer) => answer.cache === "miss")).toHaveLength(2);
  expect(before.slice(2).map((answer) => answer.cache)).toEqual(["hit", "hit", "hit", "hit"]);

  const message = `Cluster test: the school is closed today (${Date.now()}).`;
  const post = await signedInOffice(server.origin, admin);
  expect((await post("/api/alerts", { message, level: "emergency", status: "published" })).status).toBe(201);

  // The worker that saved it and the one that did not both show it from the next visitor on.
  const after = [];
  for (let visitor = 0; visitor < 6; visitor++) after.push(await visit("/"));
  expect(after.map((answer) => answer.body.includes(message))).toEqual([true, true, true, true, true, true]);
});

test("a rate limit counts one address's requests to both workers together", async () => {
  // GET /api/csrf-token allows 60 a minute from one address (server/modules/auth/routes.ts).
  const statuses: number[] = [];
  for (let visitor = 0; visitor < 61; visitor++) statuses.push((await visit("/api/csrf-token", "198.51.100.2")).status);
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  // Counted per worker, each would have seen about thirty.
  expect(statuses[60]).toBe(429);
});

test("a worker that dies is replaced while the other goes on answering, and a stop ends them all", async () => {
  if (!server) throw new Error("no server");
  const [gone, stays] = workerPids(server.pid);
  if (!gone || !stays) throw new Error("expected two workers");
  process.kill(gone, "SIGKILL");
  // Once the primary has seen it go, and before its replacement starts a second later, the other answers everyone.
  await expect.poll(() => workerPids(server?.pid ?? 0), { timeout: scaled(10_000) }).toEqual([stays]);
  for (let visitor = 0; visitor < 4; visitor++) expect((await visit("/about")).status).toBe(200);
  await expect
    .poll(() => workerPids(server?.pid ?? 0).filter((pid) => pid !== gone), { timeout: scaled(30_000) })
    .toHaveLength(2);
  const workers = workerPids(server.pid);
  expect(workers).toContain(stays);

  await server.stop();
  server = undefined;
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
});
