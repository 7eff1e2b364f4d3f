import { afterEach, describe, expect, it } from "vitest";
import { createSettingsService } from "../modules/settings/service.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/databases.ts";
import { migrateToLatest } from "./migrate.ts";
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

  it("stores a setting and reads back the value and an ISO timestamp", async () => {
    database = await createTestDatabase(dialect);
    const settings = createSettingsService(database.db);
    await settings.set("greeting", "Welcome");
    await settings.set("greeting", "Welcome back");
    expect(await settings.get("greeting")).toBe("Welcome back");
    const row = await database.db.kysely.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
    expect(typeof row.updated_at).toBe("string");
    expect(new Date(row.updated_at).toISOString()).toBe(row.updated_at);
  });

  it("loads sample content into an empty database only once", async () => {
    database = await createTestDatabase(dialect);
    expect(await loadSampleContent(database.db)).toBe(true);
    expect(await loadSampleContent(database.db)).toBe(false);
  });
});
