/**
 * A backup's one-line summary is "what an office would miss" (ADR 036): pictures, pages, news and events as the site
 * has them in use, not those waiting under "Recently deleted" (ADR 048, 066), and administrators who can sign in, not
 * deactivated ones; those are said beside them. The manifest keeps both, and a restore counts its database the same
 * way. A backup of a site from before those marks existed is counted by what it has.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { migrateUpTo } from "../db/migrate.ts";
import { createServices } from "../services.ts";
import { ADMIN_NAME, insertAdmin } from "../test-support/auth-client.ts";
import { manualClock } from "../test-support/clock.ts";
import { ADDED_PAGE } from "../test-support/content-fixture.ts";
import { createTestDatabase, type TestDatabase, type TestDialect, testDialects } from "../test-support/databases.ts";
import { readArchive } from "./archive.ts";
import { createBackup, describeCounts, type Manifest, restoreBackup } from "./backup.ts";

const NEWS = { summary: "What happened.", bodyHtml: "<p>The story.</p>", status: "published" as const };
const EVENT = {
  summary: "Everyone welcome.",
  descriptionHtml: "<p>In the gym.</p>",
  location: "PCS Gymnasium",
  category: "community" as const,
  startsAt: "2026-12-04T11:30:00-08:00",
  endsAt: "2026-12-04T13:00:00-08:00",
  status: "published" as const,
};

/** A picture's row as the library stores one (its files are not what is counted). */
async function insertPicture(database: TestDatabase, id: string, alt: string): Promise<void> {
  await sql`insert into media (id, alt, decorative, original_name, width, height, widths, placeholder, bytes, created_at, created_by)
    values (${id}, ${alt}, 0, 'photo.jpg', 320, 200, '[320]', 'data:image/webp;base64,UklGRg==', 4,
    '2026-10-01T17:00:00.000Z', 'Grace Whitfield')`.execute(database.db.kysely);
}

async function rowsIn(database: TestDatabase, table: "pages" | "documents"): Promise<number> {
  const row = await database.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new, empty database of the dialect to restore into: a SQLite file not made yet, or a new PostgreSQL database. */
async function emptyTarget(
  dialect: TestDialect,
  dir: string,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (dialect === "sqlite") {
    const folder = mkdtempSync(join(dir, "target-"));
    return {
      config: { dialect: "sqlite", filename: join(folder, "pcs.sqlite") },
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase("postgres", { migrate: false });
  return { config: database.config, drop: () => database.drop() };
}

/** The manifest as the archive holds it, read back from the file. */
async function manifestIn(file: string, dir: string): Promise<Manifest> {
  const unpacked = mkdtempSync(join(dir, "unpacked-"));
  await readArchive(file, unpacked);
  return JSON.parse(readFileSync(join(unpacked, "manifest.json"), "utf8")) as Manifest;
}

describe.each(testDialects)("a backup's counts on %s", { timeout: 60_000 }, (dialect) => {
  let dir: string;
  const dropped: (() => Promise<void>)[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "pcs-backup-counts-"));
  });
  afterAll(async () => {
    for (const drop of dropped) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("count what the site has in use, and say how many more are recently deleted or deactivated", async () => {
    const source = await createTestDatabase(dialect);
    dropped.push(() => source.drop());
    const clock = manualClock();
    const services = createServices(source.db, { now: clock.now });
    const by = { id: await insertAdmin(source), name: ADMIN_NAME };
    // What the migrations put there: the site's own pages and forms.
    const pages = await rowsIn(source, "pages");
    const documents = await rowsIn(source, "documents");

    const colleague = await insertAdmin(source, "ben@example.com", "Ben Bursar");
    await services.admins.deactivate(colleague, by);
    await insertPicture(source, "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b", "The school sign");
    await insertPicture(source, "7a2d3b45-6c7e-4f80-9bac-1d2e3f4a5b6c", "The old bus");
    expect(await services.media.remove("7a2d3b45-6c7e-4f80-9bac-1d2e3f4a5b6c", by)).toBe(true);
    for (const title of ["Spring concert", "Science fair"]) await services.news.create({ ...NEWS, title }, by);
    const oldNotice = await services.news.create({ ...NEWS, title: "Old notice" }, by);
    expect(await services.news.remove(oldNotice.id, by)).toBe(true);
    await services.events.create({ ...EVENT, title: "Christmas concert" }, by);
    const cancelled = await services.events.create({ ...EVENT, title: "Bake sale" }, by);
    expect(await services.events.remove(cancelled.id, by)).toBe(true);
    const page = await services.pages.create(ADDED_PAGE, by);
    expect(await services.pages.remove(page.id, by)).toBe(true);

    const file = join(dir, `counted-${dialect}.tar.gz`);
    const { manifest } = await createBackup(source.config, file);
    const live = { pictures: 1, documents, administrators: 1, pages, "news items": 2, events: 1 };
    const alsoKept = { pictures: 1, administrators: 1, pages: 1, "news items": 1, events: 1 };
    expect(manifest.counts).toEqual(live);
    expect(manifest.alsoKept).toEqual(alsoKept);
    expect(await manifestIn(file, dir)).toMatchObject({ counts: live, alsoKept });
    expect(describeCounts({ live: manifest.counts, alsoKept: manifest.alsoKept })).toBe(
      `1 picture (1 more recently deleted), ${documents} documents, 1 administrator (1 more deactivated), ${pages} pages (1 more recently deleted), 2 news items (1 more recently deleted), 1 event (1 more recently deleted)`,
    );

    // The restore counts the database it made the same way, for its own line.
    const target = await emptyTarget(dialect, dir);
    dropped.push(() => target.drop());
    const restored = await restoreBackup(target.config, file);
    expect(restored.counts).toEqual({ live, alsoKept });
  });

  it("say nothing more when nothing waits, and count a site from before things waited under Recently deleted", async () => {
    // Before migration 0026 (deleted content) and 0030 (deleted pictures): every row it has is in use.
    const older = await createTestDatabase(dialect, { migrate: false });
    dropped.push(() => older.drop());
    await migrateUpTo(older.db, "0025-contact-page-without-facts");
    await insertPicture(older, "8b3e4c56-7d8f-4091-8cbd-2e3f4a5b6c7d", "The school sign");
    await insertAdmin(older);
    const pages = await rowsIn(older, "pages");
    const documents = await rowsIn(older, "documents");

    const file = join(dir, `older-${dialect}.tar.gz`);
    const { manifest } = await createBackup(older.config, file);
    expect(manifest.counts).toEqual({ pictures: 1, documents, administrators: 1, pages, "news items": 0, events: 0 });
    expect(manifest).not.toHaveProperty("alsoKept");
    expect(describeCounts({ live: manifest.counts, alsoKept: manifest.alsoKept })).toBe(
      `1 picture, ${documents} documents, 1 administrator, ${pages} pages, 0 news items, 0 events`,
    );
    const target = await emptyTarget(dialect, dir);
    dropped.push(() => target.drop());
    expect((await restoreBackup(target.config, file)).counts).toEqual({ live: manifest.counts, alsoKept: {} });

    // Older still: before pictures, documents and pages had tables of their own, and accounts could be deactivated.
    const oldest = await createTestDatabase(dialect, { migrate: false });
    dropped.push(() => oldest.drop());
    await migrateUpTo(oldest.db, "0012-repeating-events");
    const oldestFile = join(dir, `oldest-${dialect}.tar.gz`);
    const made = await createBackup(oldest.config, oldestFile);
    expect(made.manifest.counts).toEqual({
      pictures: 0,
      documents: 0,
      administrators: 0,
      pages: 0,
      "news items": 0,
      events: 0,
    });
    const oldestTarget = await emptyTarget(dialect, dir);
    dropped.push(() => oldestTarget.drop());
    expect((await restoreBackup(oldestTarget.config, oldestFile)).counts.live).toEqual(made.manifest.counts);
  });
});

describe("describeCounts", () => {
  it("says a label another version of the site counted as it is", () => {
    expect(
      describeCounts({ live: { pictures: 2, "photo albums": 1 }, alsoKept: { pictures: 1, "photo albums": 1 } }),
    ).toBe("2 pictures (1 more recently deleted), 1 photo albums");
  });
});
