/**
 * Kills the production server with SIGKILL in the middle of writes (a power cut, the OOM killer), restarts it
 * on the same database, and checks that every contact message it had acknowledged is stored (issue 18).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import SQLite from "better-sqlite3";
import { type CsrfVisitor, csrfVisitor } from "../../../scripts/support/csrf-visitor.ts";
import { type RunningServer, startServer } from "../../../scripts/support/server.ts";
import { createTestDatabase, type TestDialect } from "../../../server/test-support/databases.ts";
import { scaled } from "./time-scale.ts";

/**
 * Sends contact messages as one visitor with one CSRF token, each from its own address (the per-address limit is
 * not under test), until told to stop; answers the markers of the messages the server acknowledged with a 200.
 */
function writeUntilStopped(visitor: CsrfVisitor, token: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  let sent = 0;
  const writer = async (lane: number) => {
    while (!stopped) {
      const marker = `crash-${randomUUID()}`;
      sent++;
      const res = await visitor
        .send("/api/contact", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-csrf-token": token,
            "x-forwarded-for": `10.${lane}.${Math.floor(sent / 250) % 250}.${sent % 250}`,
          },
          body: JSON.stringify({
            name: "Crash Test Parent",
            email: "parent@example.com",
            phone: "",
            topic: "tour",
            message: marker,
            website: "",
          }),
        })
        .catch(() => null);
      if (res?.status === 200) acknowledged.push(marker);
      else if (res && res.status !== 200) throw new Error(`a write before the kill was answered ${res.status}`);
    }
  };
  const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane + 1));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

/** A throw-away database for the server to crash on, empty so that the server migrates it as in production. */
interface CrashDatabase {
  url: string;
  /** The contact messages' texts as the database itself holds them, read after the server has stopped. */
  storedMarkers(): Promise<Set<string>>;
  drop(): Promise<void>;
}

async function crashDatabase(dialect: TestDialect): Promise<CrashDatabase> {
  if (dialect === "postgres") {
    // Its pool connects on the first query, which comes after the crash and the restart.
    const database = await createTestDatabase("postgres", { migrate: false });
    if (database.config.dialect !== "postgres") throw new Error("createTestDatabase gave no PostgreSQL database");
    return {
      url: database.config.connectionString,
      async storedMarkers() {
        const rows = await database.db.kysely.selectFrom("contact_messages").select("message").execute();
        return new Set(rows.map((row) => row.message));
      },
      drop: () => database.drop(),
    };
  }
  // A plain file rather than createTestDatabase's, which holds a connection open from the start: after a real
  // crash the restarted server is the first to open the file again, so the test reads it only once that is done.
  const dir = mkdtempSync(join(tmpdir(), "pcs-crash-"));
  const file = join(dir, "pcs.sqlite");
  return {
    url: `file:${file}`,
    async storedMarkers() {
      const db = new SQLite(file, { readonly: true });
      try {
        const rows = db.prepare("select message from contact_messages").all() as { message: string }[];
        return new Set(rows.map((row) => row.message));
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The crash and the check, on a throw-away database of the dialect served on `port`. */
export async function crashDuringWrites(port: number, dialect: TestDialect): Promise<void> {
  const database = await crashDatabase(dialect);
  const env = { TRUST_PROXY: "127.0.0.1" };
  let server: RunningServer | undefined;
  try {
    server = await startServer(port, { databaseUrl: database.url, env });
    const visitor = csrfVisitor(server.origin);
    const writes = writeUntilStopped(visitor, await visitor.csrfToken());
    await expect.poll(() => writes.acknowledged.length, { timeout: scaled(30_000) }).toBeGreaterThan(50);
    await server.kill();
    await writes.stop();
    await server.stop();
    server = undefined;
    const acknowledged = [...writes.acknowledged];

    // The restarted server opens the same database (SQLite recovers its write-ahead log here) and serves.
    server = await startServer(port, { databaseUrl: database.url, env });
    await server.stop();
    server = undefined;
    const stored = await database.storedMarkers();
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
