/**
 * A restore's refusals (ADR 036): each tells the operator in plain words what is wrong with the file or the target,
 * and leaves the target as it was: no SQLite file (nor its folder) made, no table in the PostgreSQL database.
 * The bad files are a real backup, unpacked, spoilt one way each, and packed again with the site's own writer.
 * Then where a restore works: beside the target or the backup, never in /tmp, and for SQLite all or nothing.
 */
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { refusalOf } from "../test-support/backup-refusal.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/databases.ts";
import { readArchive, writeArchive } from "./archive.ts";
import { createBackup, libpq, loadPostgresDump, type Manifest, restoreBackup } from "./backup.ts";

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

/** `backup` unpacked, with `spoil` run on its files, and packed again as `name` in a new folder under `dir`. */
async function spoilt(backup: string, dir: string, name: string, spoil: (unpacked: string) => void): Promise<string> {
  const unpacked = mkdtempSync(join(dir, "unpacked-"));
  const members = await readArchive(backup, unpacked);
  expect(members.sort()).toEqual([expect.stringMatching(/^database\.sql(ite)?$/), "manifest.json"]);
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

  it("a folder given for the backup file, which it cannot read, without crashing", async () => {
    const folder = mkdtempSync(join(dir, "backups-"));
    expect(await refusalOf(restoreBackup(target.config, folder))).toBe(
      `Could not read ${folder} (EISDIR: illegal operation on a directory, read). Nothing was restored.`,
    );
    expect(await target.leftBehind()).toEqual([]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it("an archive without manifest.json", async () => {
    const file = await spoilt(backup, dir, "no-manifest.tar.gz", (unpacked) => rmSync(join(unpacked, "manifest.json")));
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
    const file = await spoilt(backup, dir, "bad-manifest.tar.gz", spoil);
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      "This file is not a backup of this site: its manifest.json is not one.",
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup without its database dump", async () => {
    const file = await spoilt(backup, dir, "incomplete.tar.gz", (unpacked) => rmSync(join(unpacked, dump)));
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(`This backup is incomplete: it has no ${dump}.`);
    expect(await target.leftBehind()).toEqual([]);
  });

  it("a backup made by a newer version of the site", async () => {
    const file = await spoilt(backup, dir, "newer.tar.gz", (unpacked) =>
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
    const file = await spoilt(backup, dir, "format-2.tar.gz", (unpacked) =>
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

/**
 * Damages one page of the SQLite file `filename` (closed) as a failing disk or a stray write can: in a table that
 * neither a backup nor a restore reads (they count pictures, documents, pages and so on), so only a check of every
 * page finds it. Its first two rows' cell pointers are swapped, so its rowids are out of order.
 */
function damagePage(filename: string): void {
  // Read-write, so closing removes the -wal and -shm files it makes, and they are not packed with the dump.
  const database = new SQLite(filename, { fileMustExist: true });
  const { rootpage } = database.prepare("select rootpage from sqlite_master where name = 'kysely_migration'").get() as {
    rootpage: number;
  };
  const pageSize = database.pragma("page_size", { simple: true }) as number;
  database.close();
  // Its few rows fit in one leaf page (type 0x0d), whose cell pointers follow an 8-byte header.
  const bytes = readFileSync(filename);
  const page = (rootpage - 1) * pageSize;
  expect(bytes[page]).toBe(0x0d);
  const [first, second] = [bytes.readUInt16BE(page + 8), bytes.readUInt16BE(page + 10)];
  bytes.writeUInt16BE(second, page + 8);
  bytes.writeUInt16BE(first, page + 10);
  writeFileSync(filename, bytes);
}

/** What quick_check finds first in a page damaged by damagePage. */
const DAMAGED_PAGE_FINDING = /Tree \d+ page \d+ cell 0: Rowid \d+ out of order/;

describe("createBackup of a damaged SQLite database", () => {
  let dir: string;
  let source: TestDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-backup-test-"));
    source = await createTestDatabase("sqlite");
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses, naming the damage, and writes no backup, nor its .partial file or working folder", async () => {
    if (source.config.dialect !== "sqlite") throw new Error("a SQLite database was asked for");
    // A copy of a sound site's database, damaged as the live file would be: the server keeps the original open.
    const damaged = join(mkdtempSync(join(dir, "site-")), "pcs.sqlite");
    const sound = new SQLite(source.config.filename, { readonly: true, fileMustExist: true });
    try {
      await sound.backup(damaged);
    } finally {
      sound.close();
    }
    damagePage(damaged);

    const backups = mkdtempSync(join(dir, "backups-"));
    const out = join(backups, "pcs-2026-11-25.tar.gz");
    const message = await refusalOf(createBackup({ dialect: "sqlite", filename: damaged }, out));
    const finding = /is damaged \((.+)\), so/.exec(message)?.[1];
    expect(finding).toMatch(DAMAGED_PAGE_FINDING);
    expect(message).toBe(
      `The SQLite database ${damaged} is damaged (${finding}), so no backup was written: a backup of it would be damaged too. Keep the earlier backups; the newest one npm run restore accepts is the one to go back to.`,
    );
    expect(readdirSync(backups)).toEqual([]);
  });
});

/** The names of the tables in a SQLite file, read as a restored site's server would see them. */
function sqliteTables(filename: string): string[] {
  const database = new SQLite(filename, { readonly: true, fileMustExist: true });
  try {
    return (
      database.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
  } finally {
    database.close();
  }
}

describe.each(testDialects)("restoreBackup on %s", (dialect) => {
  let dir: string;
  let source: TestDatabase;
  let backup: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-restore-test-"));
    source = await createTestDatabase(dialect);
    backup = join(mkdtempSync(join(dir, "backups-")), "pcs-backup.tar.gz");
    await createBackup(source.config, backup);
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("unpacks beside the database file, or else beside the backup, not in /tmp, and leaves nothing there", async () => {
    const target = dialect === "sqlite" ? newSqliteTarget(dir) : await newPostgresTarget();
    const incomplete = await spoilt(backup, dir, "incomplete.tar.gz", (unpacked) =>
      rmSync(join(unpacked, DUMP[dialect])),
    );
    try {
      // /tmp is often too small for the database; a restore that still unpacked in the system's temporary folder fails.
      vi.stubEnv("TMPDIR", join(dir, "no-such-folder"));
      const { config } = target;
      /** The folder the restore works in, and all it should hold after each restore below. */
      const [folder, holds] =
        config.dialect === "sqlite"
          ? [dirname(config.filename), ["pcs.sqlite"]]
          : [dirname(backup), ["pcs-backup.tar.gz"]];

      expect((await restoreBackup(config, backup)).manifest.dialect).toBe(dialect);
      expect(readdirSync(folder)).toEqual(holds);

      // Refused for not being empty: SQLite before unpacking anything, PostgreSQL after.
      expect(await refusalOf(restoreBackup(config, backup))).toMatch(/^Refused: The .* is not empty/);
      expect(readdirSync(folder)).toEqual(holds);

      // Refused after unpacking: into a second, missing SQLite file beside the first, or the PostgreSQL database.
      const second: DatabaseConfig =
        config.dialect === "sqlite" ? { dialect: "sqlite", filename: join(folder, "second.sqlite") } : config;
      expect(await refusalOf(restoreBackup(second, incomplete))).toBe(
        `This backup is incomplete: it has no ${DUMP[dialect]}.`,
      );
      expect(readdirSync(folder)).toEqual(holds);
      expect(readdirSync(dirname(incomplete))).toEqual(["incomplete.tar.gz"]);
    } finally {
      await target.drop();
    }
  });
});

describe("restoreBackup into SQLite, all or nothing", () => {
  let dir: string;
  let source: TestDatabase;
  let backup: string;
  let sourceFile: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-restore-test-"));
    source = await createTestDatabase("sqlite");
    if (source.config.dialect !== "sqlite") throw new Error("a SQLite database was asked for");
    sourceFile = source.config.filename;
    backup = join(dir, "pcs-backup.tar.gz");
    await createBackup(source.config, backup);
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [
      "cut short",
      (dump: string) => truncateSync(dump, Math.floor(statSync(dump).size / 2)),
      /database disk image is malformed/,
    ],
    [
      "that is not a database at all",
      (dump: string) => writeFileSync(dump, "Staff meeting moved to Thursday. ".repeat(500)),
      /file is not a database/,
    ],
    [
      "with a damaged page, as a backup of a damaged database holds",
      damagePage,
      // SQLite's first finding, on one line (it reports them under a "*** in database main ***" heading).
      DAMAGED_PAGE_FINDING,
    ],
  ])(
    "refuses a database.sqlite %s, and leaves no file at the target nor beside it",
    async (_label, damage, finding) => {
      const file = await spoilt(backup, dir, "damaged.tar.gz", (unpacked) => damage(join(unpacked, "database.sqlite")));
      // A new folder, which the restore makes and so must take away again, and one the operator made, which stays.
      const fresh = newSqliteTarget(dir);
      const existing = mkdtempSync(join(dir, "site-"));
      for (const config of [fresh.config, { dialect: "sqlite" as const, filename: join(existing, "pcs.sqlite") }]) {
        const message = await refusalOf(restoreBackup(config, file));
        expect(message).toMatch(
          /^This backup is damaged: its database\.sqlite is not a whole database \(.+\)\. Nothing was restored\.$/,
        );
        expect(message).toMatch(finding);
      }
      expect(await fresh.leftBehind()).toEqual([]);
      expect(readdirSync(existing)).toEqual([]);
    },
  );

  it("removes a stale WAL and shared-memory file beside a missing or empty target, so SQLite cannot pair them with the restored file", async () => {
    // Another database's WAL, as a crash (or deleting pcs.sqlite alone) leaves one: copied while open, since closing
    // the last connection checkpoints it into its database and deletes it.
    const other = join(mkdtempSync(join(dir, "other-")), "old.sqlite");
    const stale = new SQLite(other);
    stale.pragma("journal_mode = WAL");
    stale.pragma("wal_autocheckpoint = 0");
    stale.exec("create table timetables (lesson text); insert into timetables values ('Maths')");
    const wal = readFileSync(`${other}-wal`);
    const shm = readFileSync(`${other}-shm`);
    stale.close();

    for (const empty of ["missing", "0-byte"]) {
      const folder = mkdtempSync(join(dir, "site-"));
      const filename = join(folder, "pcs.sqlite");
      if (empty === "0-byte") writeFileSync(filename, "");
      writeFileSync(`${filename}-wal`, wal);
      writeFileSync(`${filename}-shm`, shm);
      await restoreBackup({ dialect: "sqlite", filename }, backup);
      expect(readdirSync(folder), empty).toEqual(["pcs.sqlite"]);
      // Paired with the stale WAL, the restored file would show the timetables table in place of the site's.
      expect(sqliteTables(filename), empty).toEqual(sqliteTables(sourceFile));
    }
  });

  it("says a file where the database's folder, or a folder above it, should be is in the way, and makes nothing", async () => {
    const site = mkdtempSync(join(dir, "site-"));
    const data = join(site, "data");
    writeFileSync(data, "notes from the old server");
    // The file is the folder itself (mkdir: EEXIST), or a folder above it (ENOTDIR).
    for (const filename of [join(data, "pcs.sqlite"), join(data, "pcs", "pcs.sqlite")]) {
      expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename }, backup))).toBe(
        `${data} is a file, not a folder, so ${filename} cannot be made there, and nothing was restored. Move ${data} away, or name a file in another folder in DATABASE_URL.`,
      );
    }
    expect(readdirSync(site)).toEqual(["data"]);
    expect(readFileSync(data, "utf8")).toBe("notes from the old server");
  });

  it("says a stale WAL it cannot remove (a folder by that name) is in the way, and restores nothing", async () => {
    const folder = mkdtempSync(join(dir, "site-"));
    const filename = join(folder, "pcs.sqlite");
    const wal = `${filename}-wal`;
    mkdirSync(wal);
    expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename }, backup))).toBe(
      `Could not remove the stale ${wal} (Path is a directory: rm returned EISDIR (is a directory) ${wal}), so nothing was restored and ${filename} is as it was. It belongs to no site (the database beside it is missing or empty), and SQLite would lay it over the restored database: remove it, then run the restore again.`,
    );
    expect(readdirSync(folder)).toEqual(["pcs.sqlite-wal"]);
  });

  it("refuses a target that is not empty before unpacking anything beside it", async () => {
    const folder = mkdtempSync(join(dir, "live-"));
    const live = join(folder, "pcs.sqlite");
    new SQLite(live).exec("create table news_items (title text)").close();
    // Not even a backup: refused before it is read, so a live site's disk is not filled with an unpacked dump first.
    const notBackup = join(dir, "holiday.tar.gz");
    writeFileSync(notBackup, "these are not the files you are looking for");
    expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename: live }, notBackup))).toBe(
      `Refused: The database ${live} is not empty (it has 1 table: news_items). A backup is restored only into an empty database, so nothing is overwritten; point DATABASE_URL at a new one, or empty this one first. Nothing was changed.`,
    );
    expect(readdirSync(folder)).toEqual(["pcs.sqlite"]);
  });
});

/** A PostgreSQL address as a restore shows it to the operator: without its password. */
function shown(connectionString: string): string {
  const url = new URL(connectionString);
  url.password = "";
  return url.toString();
}

describe("the PostgreSQL tools' command line", () => {
  it("never holds the password, given after the user or in the query: it goes in PGPASSWORD", () => {
    for (const url of [
      "postgres://pcs:s3cret%2FPa55@db.example:5432/pcs?sslmode=require",
      "postgres://pcs@db.example:5432/pcs?password=s3cret%2FPa55&sslmode=require",
    ]) {
      const { dbname, env } = libpq(url);
      expect(dbname, url).toBe("postgres://pcs@db.example:5432/pcs?sslmode=require");
      expect(env.PGPASSWORD, url).toBe("s3cret/Pa55");
    }
  });
});

describe("createBackup of a PostgreSQL database it cannot reach", () => {
  it("names the database but not its password, says no backup was written, and writes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pcs-backup-unreachable-"));
    try {
      // Nothing listens on port 1.
      const config: DatabaseConfig = {
        dialect: "postgres",
        connectionString: "postgres://pcs:s3cret-Pa55@127.0.0.1:1/pcs",
      };
      expect(await refusalOf(createBackup(config, join(dir, "pcs.tar.gz")))).toBe(
        "Could not connect to the PostgreSQL database postgres://pcs@127.0.0.1:1/pcs (connect ECONNREFUSED 127.0.0.1:1), so no backup was written. Check that the server is running and that DATABASE_URL names it, the database, the user and the password, then run the backup again.",
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("restoreBackup into PostgreSQL, when psql fails", () => {
  let dir: string;
  let source: TestDatabase;
  let backup: string;
  let target: Target;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-restore-test-"));
    source = await createTestDatabase("postgres");
    backup = join(dir, "pcs-backup.tar.gz");
    await createBackup(source.config, backup);
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    target = await newPostgresTarget();
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await target?.drop();
  });

  /** The restore's own words for a PostgreSQL database, given that the database is a new, empty one. */
  const address = () => (target.config.dialect === "postgres" ? shown(target.config.connectionString) : "");

  it("says it could not connect, naming the database but not its password, and that nothing was restored", async () => {
    // The restore connects first to see that the database is empty, so psql's own connection fails only when the
    // server goes away or refuses in between: made here by loading a dump with the real psql at a wrong address.
    const dump = join(dir, "database.sql");
    writeFileSync(dump, "create table news_items (title text);\n");
    // A machine whose language is German, whose psql would then say "Fehler" and "Verbindung" (where its German
    // messages are installed): what it says is still recognised.
    vi.stubEnv("LC_ALL", "C.UTF-8");
    vi.stubEnv("LANGUAGE", "de");
    const check =
      "Check that the server is running and that DATABASE_URL names it, the database, the user and the password, then run the restore again.";
    // Nothing listens on port 1.
    expect(await refusalOf(loadPostgresDump("postgres://pcs:s3cret-Pa55@127.0.0.1:1/pcs", dump))).toBe(
      `Could not connect to the PostgreSQL database postgres://pcs@127.0.0.1:1/pcs (connection to server at "127.0.0.1", port 1 failed: Connection refused), so nothing was restored. ${check}`,
    );

    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = "/pcs_no_such_database";
    const missing = await refusalOf(loadPostgresDump(url.toString(), dump));
    const reason = /\((connection to server .+)\), so nothing/.exec(missing)?.[1];
    expect(reason).toMatch(/ failed: FATAL: {2}database "pcs_no_such_database" does not exist$/);
    expect(missing).toBe(
      `Could not connect to the PostgreSQL database ${shown(url.toString())} (${reason}), so nothing was restored. ${check}`,
    );
  });

  it("says the restore's first connection failed, naming the database but not its password", async () => {
    // Nothing listens on port 1: the restore's check that the database is empty is what fails, before psql runs.
    expect(
      await refusalOf(
        restoreBackup({ dialect: "postgres", connectionString: "postgres://pcs:s3cret-Pa55@127.0.0.1:1/pcs" }, backup),
      ),
    ).toBe(
      "Could not connect to the PostgreSQL database postgres://pcs@127.0.0.1:1/pcs (connect ECONNREFUSED 127.0.0.1:1), so nothing was restored. Check that the server is running and that DATABASE_URL names it, the database, the user and the password, then run the restore again.",
    );
  });

  it("says which line of the backup PostgreSQL refused and why, and that the restore was undone as a whole", async () => {
    // As a dump by a newer pg_dump holds a setting an older server does not know (pg_dump 17's transaction_timeout,
    // on 16 or older); a name no version knows, so that it is refused on any. Last, after every table and row has been
    // made, so the database is empty afterwards only if all of them were undone.
    let line = 0;
    const file = await spoilt(backup, dir, "newer-server.tar.gz", (unpacked) => {
      const dump = join(unpacked, "database.sql");
      appendFileSync(dump, "SET pcs_newer_setting = 0;\n");
      line = readFileSync(dump, "utf8").split("\n").length - 1;
    });
    expect(await refusalOf(restoreBackup(target.config, file))).toBe(
      `The restore stopped at line ${line} of the backup's database.sql (ERROR:  unrecognized configuration parameter "pcs_newer_setting"), so it was undone as a whole: it runs as one transaction, and the PostgreSQL database ${address()} is as empty as it was. Usually the server, or its psql, is older than the PostgreSQL the backup was made with, or the database is not a new one (it has extensions, types or functions of its own, or the user in DATABASE_URL may not create what the backup holds): restore into a new database (createdb) on a server of the backup's major version or newer.`,
    );
    expect(await target.leftBehind()).toEqual([]);
  });

  it("leads psql's own words with a plain sentence when it stops otherwise, as when the server ends its connection", async () => {
    // The server ends the restore's connection part-way, as a restart of the server would; after every table.
    const file = await spoilt(backup, dir, "cut-off.tar.gz", (unpacked) =>
      appendFileSync(join(unpacked, "database.sql"), "SELECT pg_terminate_backend(pg_backend_pid());\n"),
    );
    const [lead, said] = (await refusalOf(restoreBackup(target.config, file))).split(" psql said: ");
    expect(lead).toBe(
      `psql stopped before the restore into the PostgreSQL database ${address()} finished (exit code 2). The restore runs as one transaction, which PostgreSQL undoes unless it was finished, so the database should be as empty as it was: check that it is before you run the restore again.`,
    );
    expect(said).toMatch(/^psql:.+database\.sql:\d+: FATAL: {2}terminating connection due to administrator command\n/);
    expect(await target.leftBehind()).toEqual([]);
  });
});
