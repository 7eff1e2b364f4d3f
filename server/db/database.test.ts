import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSystemStateService } from "../modules/system-state/service.ts";
import { manualClock } from "../test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/databases.ts";
import { type Db, openDatabase, pingDatabase } from "./database.ts";
import { migrateToLatest, migrateUpTo } from "./migrate.ts";
import { loadSampleContent } from "./sample-content.ts";

describe.each(testDialects)("database on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("applies the migration set once, and again is a no-op", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    expect(await migrateToLatest(database.db)).toContain("0001-site-settings");
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("keeps an older database's sample-content marker when site_settings becomes system_state", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    await migrateUpTo(database.db, "0007-drop-admin-lockout-columns");
    const marker = { key: "sample_content_loaded_at", value: "2026-09-01T15:00:00.000Z" };
    await sql`insert into site_settings (key, value, updated_at) values (${marker.key}, ${marker.value}, ${marker.value})`.execute(
      database.db.kysely,
    );
    expect(await migrateToLatest(database.db)).toEqual([
      "0008-system-state",
      "0009-content-updated-by",
      "0010-careers-opens-on",
      "0011-content-versions",
      "0012-repeating-events",
      "0013-media",
      "0014-news-expiry",
      "0015-publish-at",
      "0016-inbox",
      "0017-mail-outbox",
      "0018-admin-accounts",
      "0019-signup-cancel",
      "0020-alerts-and-school-details",
      "0021-pages",
      "0022-custom-pages",
      "0023-documents",
      "0024-two-factor",
      "0025-contact-page-without-facts",
      "0026-deleted-content",
      "0027-deleted-content-links",
      "0028-privacy-policy-retention",
      "0029-deleted-messages",
      "0030-deleted-pictures",
      "0031-signup-occurrence",
      "0032-signup-told-date-gone",
      "0033-form-sends",
    ]);
    expect(await createSystemStateService(database.db, manualClock().now).get(marker.key)).toBe(marker.value);
    // The marker still says the samples ran once, so an office that emptied its site never gets them back.
    expect(await loadSampleContent(database.db, manualClock().now())).toBe(false);
  });

  it("stores a fact about the installation and reads back the value and the clock's ISO timestamp", async () => {
    database = await createTestDatabase(dialect);
    const at = new Date("2026-11-23T17:00:00.000Z");
    const state = createSystemStateService(database.db, () => at);
    await state.set("greeting", "Welcome");
    await state.set("greeting", "Welcome back");
    expect(await state.get("greeting")).toBe("Welcome back");
    const row = await database.db.kysely.selectFrom("system_state").selectAll().executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(at.toISOString());
  });

  it("loads sample content into an empty database only once", async () => {
    database = await createTestDatabase(dialect);
    expect(await loadSampleContent(database.db, manualClock().now())).toBe(true);
    expect(await loadSampleContent(database.db, manualClock().now())).toBe(false);
  });
});

describe("the default SQLite database", () => {
  let folder: string | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
    db = folder = undefined;
  });

  it("creates its missing folders and opens in WAL mode, so pages read while the office saves", async () => {
    folder = mkdtempSync(join(tmpdir(), "pcs-sqlite-"));
    const filename = join(folder, "data", "school", "pcs.sqlite");
    db = openDatabase({ dialect: "sqlite", filename });
    await pingDatabase(db);
    expect(existsSync(filename)).toBe(true);
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db.kysely);
    expect(rows[0]?.journal_mode).toBe("wal");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL connections that drop", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("reports a connection the server ended and keeps answering on a new one, instead of crashing the process", async () => {
    database = await createTestDatabase("postgres");
    if (database.config.dialect !== "postgres") throw new Error("expected a PostgreSQL test database");
    const reported = vi.fn();
    const db = openDatabase(database.config, reported);
    try {
      await pingDatabase(db);
      // What a PostgreSQL restart or fail-over does to every idle pooled connection.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(database.config.connectionString).pathname.slice(1);
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      await admin.end();
      await vi.waitFor(() => expect(reported).toHaveBeenCalled());
      expect(reported.mock.calls[0]?.[0]).toBeInstanceOf(Error);
      await expect(pingDatabase(db)).resolves.toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
