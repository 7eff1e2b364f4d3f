/**
 * A restore's refusals (ADR 036): each tells the operator in plain words what is wrong with the file or the target,
 * and leaves the target as it was: no SQLite file (nor its folder) made, no table in the PostgreSQL database.
 * The bad files are a real backup, unpacked, spoilt one way each, and packed again with the site's own writer.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/databases.ts";
import { readArchive, writeArchive } from "./archive.ts";
import { BackupError, createBackup, type Manifest, restoreBackup } from "./backup.ts";

const DUMP = { sqlite: "database.sqlite", postgres: "database.sql" } as const;

/** The database a restore is pointed at, and what a refused restore left in it. */
interface Target {
  config: DatabaseConfig;
  /** The SQLite folder and its files, or the PostgreSQL database's tables: empty when nothing was touched. */
  leftBehind(): Promise<string[]>;
  drop(): Promise<void>;
}

/** A SQLite file in a folder that does not exist yet, as an operator points DATABASE_URL at a new place. */
function newSqliteTarget(parent: string): Target {
  const folder = mkdtempSync(join(parent, "target-"));
  rmSync(folder, { recursive: true });
  return {
    config: { dialect: "sqlite", filename: join(folder, "pcs.sqlite") },
    async leftBehind() {
      return existsSync(folder) ? [folder, ...readdirSync(folder)] : [];
    },
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A new, empty PostgreSQL database. */
async function newPostgresTarget(): Promise<Target> {
  const database: TestDatabase = await createTestDatabase("postgres", { migrate: false });
  return {
    config: database.config,
    async leftBehind() {
      const { rows } = await sql<{ name: string }>`
        select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`.execute(database.db.kysely);
      return rows.map((row) => row.name);
    },
    drop: () => database.drop(),
  };
}

/** The message of the BackupError a restore refused with; the CLI prints only a BackupError's message as it is. */
async function refusalOf(restoring: Promise<unknown>): Promise<string> {
  const error = await restoring.then(
    () => new Error("the restore went ahead"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).message;
}

describe.each(testDialects)("restoreBackup on %s refuses", (dialect) => {
  let dir: string;
  let source: TestDatabase;
  let backup: string;
  let target: Target;
  const dump = DUMP[dialect];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-restore-test-"));
    source = await createTestDatabase(dialect);
    backup = join(dir, "pcs-backup.tar.gz");
    await createBackup(source.config, backup);
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    target = dialect === "sqlite" ? newSqliteTarget(dir) : await newPostgresTarget();
  });

  afterEach(async () => {
    await target?.drop();
  });

  /** The real backup with `spoil` run on its unpacked files, packed again under `name`. */
  async function spoilt(name: string, spoil: (unpacked: string) => void): Promise<string> {
    const unpacked = mkdtempSync(join(dir, "unpacked-"));
    const members = await readArchive(backup, unpacked);
    expect(members.sort()).toEqual([dump, "manifest.json"].sort());
    spoil(unpacked);
    const file = join(mkdtempSync(join(dir, "spoilt-")), name);
    await writeArchive(
      file,
      readdirSync(unpacked).map((member) => ({ name: member, path: join(unpacked, member) })),
    );
    return file;
  }

  function editManifest(unpacked: string, edit: (manifest: Manifest) => unknown): void {
    const path = join(unpacked, "manifest.json");
    writeFileSync(path, JSON.stringify(edit(JSON.parse(readFileSync(path, "utf8")) as Manifest)));
  }

  it("a file that does not exist", async () => {
    const missing = join(dir, "pcs-backup-2026-05-01.tar.gz");
    expect(await refusalOf(restoreBackup(target.config, missing))).toBe(`There is no file ${missing}.`);
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a .tar.gz of other files, and a gzip that holds no tar", async () => {
    const photos = join(dir, "photos");
    mkdirSync(join(photos, "holiday"), { recursive: true });
    writeFileSync(join(photos, "holiday", "beach.jpg"), "not really a picture");
    const holiday = join(dir, "holiday.tar.gz");
    execFileSync("tar", ["--format=ustar", "-czf", holiday, "-C", photos, "holiday/beach.jpg"]);
    expect(await refusalOf(restoreBackup(target.config, holiday))).toBe(
      `${holiday} is not a backup of this site: it holds "holiday/beach.jpg", which no backup of this site holds.`,
    );

    const notes = join(dir, "notes.txt.gz");
    writeFileSync(notes, gzipSync(Buffer.alloc(2048, "Staff meeting moved to Thursday. ")));
    expect(await refusalOf(restoreBackup(target.config, notes))).toBe(
      `${notes} is not a backup of this site: it is not a tar archive.`,
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("an archive without manifest.json", async () => {
    const file = await spoilt("no-manifest.tar.gz", (unpacked) => rmSync(join(unpacked, "manifest.json")));
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      "This file is not a backup of this site: it has no manifest.json.",
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it.each([
    ["another program's", (unpacked: string) => editManifest(unpacked, () => ({ album: "Holiday", photos: 120 }))],
    ["a MySQL dump's", (unpacked: string) => editManifest(unpacked, (manifest) => ({ ...manifest, dialect: "mysql" }))],
    [
      "a cut-short",
      (unpacked: string) => {
        const path = join(unpacked, "manifest.json");
        writeFileSync(path, readFileSync(path, "utf8").slice(0, 40));
      },
    ],
  ])("%s manifest.json", async (_label, spoil) => {
    const file = await spoilt("bad-manifest.tar.gz", spoil);
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      "This file is not a backup of this site: its manifest.json is not one.",
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup without its database dump", async () => {
    const file = await spoilt("incomplete.tar.gz", (unpacked) => rmSync(join(unpacked, dump)));
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(`This backup is incomplete: it has no ${dump}.`);
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup made by a newer version of the site", async () => {
    const file = await spoilt("newer.tar.gz", (unpacked) =>
      editManifest(unpacked, (manifest) => ({
        ...manifest,
        migrations: [...manifest.migrations, "2099_01_01_timetables"],
      })),
    );
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      "This backup was made by a newer version of the site (it has the migration 2099_01_01_timetables, which this version does not know). Restore it with that version or a later one.",
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup in a newer backup format, as made by a newer version of the site", async () => {
    // A later format may lay out its manifest differently: only `format` and `version` are read first.
    const file = await spoilt("format-2.tar.gz", (unpacked) =>
      editManifest(unpacked, ({ migrations: _migrations, ...manifest }) => ({ ...manifest, version: 2, schema: [] })),
    );
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      "This backup was made by a newer version of the site (it is in backup format 2, and this version reads only format 1). Restore it with that version or a later one.",
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup of the other kind of database", async () => {
    if (dialect === "sqlite") {
      // Nothing listens on port 1: a restore that got as far as connecting would fail with another message.
      const postgres: DatabaseConfig = { dialect: "postgres", connectionString: "postgres://pcs@127.0.0.1:1/pcs" };
      expect(await refusalOf(restoreBackup(postgres, backup))).toBe(
        "This backup is of a SQLite database and DATABASE_URL names a PostgreSQL one; restore it into a file:… DATABASE_URL.",
      );
      return;
    }
    const sqlite = newSqliteTarget(dir);
    try {
      expect(await refusalOf(restoreBackup(sqlite.config, backup))).toBe(
        "This backup is of a PostgreSQL database and DATABASE_URL names a SQLite one; restore it into a postgres://… DATABASE_URL.",
      );
      expect(await sqlite.leftBehind()).toEqual([]);
    } finally {
      await sqlite.drop();
    }
  });
});
