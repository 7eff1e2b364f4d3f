/**
 * Backups (issue 18, ADR 036): the whole database (content, administrators, and the pictures and documents,
 * which live in it as bytes, ADR 025) in one .tar.gz, and the restore of one into an empty database.
 * SQLite is copied with its online backup, so a running server need not stop; PostgreSQL with pg_dump.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { z } from "zod";
import { countWords } from "../../common/count-words.ts";
import type { DatabaseConfig } from "../config.ts";
import { migrationNames } from "../db/migrate.ts";
import { ArchiveError, readArchive, UnpackWriteError, writeArchive } from "./archive.ts";

/** A refusal or failure the operator can act on; the CLI prints its message alone. */
export class BackupError extends Error {}

/** Where a backup or a restore could not write. */
interface FailedWrite {
  job: "backup" | "restore";
  /** The folder the operator knows (given for the backup, or the database's), not the hidden working folder in it. */
  folder: string;
  /** What did not fit, for a file too large: "the backup", "the backup's database.sqlite". */
  what: string;
  /**
   * The folder and what the job does there, as the line names them, for a restore's steps other than unpacking:
   * "/srv/pcs, where the restore makes the database's folder /srv/pcs/data". By default, a backup's folder is named
   * alone and a restore's as the one the backup is unpacked in.
   */
  place?: string;
}

/** The command that backs up elsewhere, last in a line so it can be copied. */
const OTHER_DISK = "npm run backup -- --out /other/disk/pcs.tar.gz";
const OTHER_FOLDER = "npm run backup -- --out /other/folder/pcs.tar.gz";

/**
 * One line for a folder that would not take what a backup or a restore writes there, from the system's error code
 * (`undefined` when the writer gave none): the place is at fault and the database or the backup may well be sound, so
 * the line names the folder and what to do instead of giving the bare code. `detail`, the system's (or SQLite's) own
 * words, is given where the code alone does not say what is wrong.
 */
function folderRefusal(code: string | undefined, detail: string, { job, folder, what, place }: FailedWrite): string {
  const backup = job === "backup";
  const where = place ?? (backup ? folder : `${folder}, where the backup is unpacked`);
  const user = `the user running the ${job}`;
  const restoreNeeds = `It needs a folder ${user} can write to, with room for the database.`;
  let cause: string;
  let instead: string;
  switch (code) {
    case "ENOSPC":
      cause = `There is no room left on the disk that holds ${where}`;
      instead = backup
        ? `Free some space, or back up to another disk: ${OTHER_DISK}`
        : "Free some space and try again.";
      break;
    case "EDQUOT":
      cause = `The disk quota of ${user} is used up on the disk that holds ${where}`;
      instead = backup
        ? `Free some space or raise the quota, or back up to another disk: ${OTHER_DISK}`
        : "Free some space or raise the quota and try again.";
      break;
    case "EFBIG":
      cause = `The file system that holds ${folder} (FAT, for one, stops at 4 GB) or the file size limit of ${user} (ulimit -f) does not allow a file as large as ${what}`;
      instead = backup ? `Raise the limit, or back up to another disk: ${OTHER_DISK}` : "";
      break;
    case "EACCES":
    case "EPERM":
      cause = `The user running the ${job} may not write in ${where}`;
      instead = backup ? `Back up to a folder that user can write to: ${OTHER_FOLDER}` : restoreNeeds;
      break;
    case "EROFS":
      // A restore's folder is followed by what it does there, set off by commas on both sides.
      cause = `The disk that holds ${where}${where === folder ? "" : ","} is read-only`;
      instead = backup ? `Back up to another disk: ${OTHER_DISK}` : restoreNeeds;
      break;
    case "ENOENT":
    case "ENOTDIR":
      cause = `There is no folder ${where}`;
      instead = backup ? `Make it first, or back up to a folder that exists: ${OTHER_FOLDER}` : restoreNeeds;
      break;
    default:
      // EIO and the rest, and a writer that gave no code: its own words name the problem.
      cause = place
        ? `The ${job} could not write in ${place} (${detail})`
        : `The backup could not be ${backup ? "written" : "unpacked"} in ${folder} (${detail})`;
      instead = backup
        ? `Back up to a folder ${user} can write to, on a disk with room for the database: ${OTHER_DISK}`
        : restoreNeeds;
  }
  return `${cause}, ${backup ? "so no backup was written" : "so nothing was restored"}.${instead ? ` ${instead}` : ""}`;
}

/**
 * The operator's words for a system call's error (one with a code) while a backup or a restore wrote in a folder;
 * any other error is given back as it is.
 */
function asFolderRefusal(error: unknown, failed: FailedWrite): unknown {
  const { code, syscall, message } = error as NodeJS.ErrnoException;
  if (typeof code !== "string" || syscall === undefined) return error;
  return new BackupError(folderRefusal(code, message, failed));
}

/** The manifest's `version`: raised when a backup's layout changes, so an older site knows it cannot read it. */
const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal("pcs-backup"),
  version: z.literal(FORMAT_VERSION),
  dialect: z.enum(["sqlite", "postgres"]),
  createdAt: z.string(),
  /** The migrations the backed-up database had: a restore refuses one from a newer version of the site. */
  migrations: z.array(z.string()),
  /** What the site had in use, by label ("pictures"): what the office would miss. */
  counts: z.record(z.string(), z.number()),
  /**
   * Kept beside those but not in use, by label, only where there are any: recently deleted pictures and content,
   * deactivated administrators. Absent from backups made before it was counted (their `counts` included them).
   */
  alsoKept: z.record(z.string(), z.number()).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

const MANIFEST = "manifest.json";
const DUMP = { sqlite: "database.sqlite", postgres: "database.sql" } as const;

/**
 * How a table marks the rows it keeps but does not use: a column set on them (`column`), or none in the table at all,
 * the rows being copied into `deleted_content` under a set's name (`deletedAs`, ADR 048). `words` say what they are.
 */
type NotInUse = { column: string; words: string } | { deletedAs: string; words: string };

/**
 * What a summary line reports: the things an office would miss, counted as the site has them in use, with those kept
 * but not in use beside them in their own words ("12 pictures (2 more recently deleted)"). Each is checked for in the
 * database first, so a backup of an older site (before pictures could wait under "Recently deleted", ADR 066) counts
 * what it has.
 */
const COUNTED = {
  // A deleted picture keeps its row, marked, until the sweep (ADR 066).
  pictures: { one: "picture", table: "media", notInUse: { column: "deleted_at", words: "recently deleted" } },
  documents: { one: "document", table: "documents" },
  // A deactivated account keeps its row and cannot sign in (migration 0018).
  administrators: {
    one: "administrator",
    table: "administrators",
    notInUse: { column: "deactivated_at", words: "deactivated" },
  },
  // A deleted content item leaves its table for deleted_content until the sweep (ADR 048).
  pages: { one: "page", table: "pages", notInUse: { deletedAs: "pages", words: "recently deleted" } },
  "news items": { one: "news item", table: "news_items", notInUse: { deletedAs: "news", words: "recently deleted" } },
  events: { one: "event", table: "events", notInUse: { deletedAs: "events", words: "recently deleted" } },
} as const satisfies Record<string, { one: string; table: string; notInUse?: NotInUse }>;
type Counted = keyof typeof COUNTED;

/** A database's things by COUNTED's labels: those in use, and those kept beside them but not in use. */
export interface Counts {
  live: Record<Counted, number>;
  /** Only the labels that have any. */
  alsoKept: Partial<Record<Counted, number>>;
}

const DIALECT_NAME = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

/** Runs one SQL query that returns rows, on whichever database is at hand. */
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function tablesOf(query: Query, dialect: DatabaseConfig["dialect"]): Promise<string[]> {
  const rows = await query(
    dialect === "sqlite"
      ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"
      : "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
  );
  return rows.map((row) => String(row.name).replace(/^public\./, ""));
}

/** A table's columns (the names are COUNTED's own, never input). */
async function columnsOf(query: Query, dialect: DatabaseConfig["dialect"], table: string): Promise<string[]> {
  const rows = await query(
    dialect === "sqlite"
      ? `select name from pragma_table_info('${table}')`
      : `select column_name as name from information_schema.columns where table_name = '${table}' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return rows.map((row) => String(row.name));
}

async function countOf(query: Query, sql: string): Promise<number> {
  const [row] = await query(sql);
  return Number(row?.n ?? 0);
}

async function countsOf(query: Query, dialect: DatabaseConfig["dialect"]): Promise<Counts> {
  const tables = new Set(await tablesOf(query, dialect));
  const live: Record<string, number> = {};
  const alsoKept: Record<string, number> = {};
  // One after another: a pg client runs one query at a time.
  for (const [label, counted] of Object.entries(COUNTED) as [Counted, (typeof COUNTED)[Counted]][]) {
    // Made by a later migration than the backed-up site had: it has none.
    if (!tables.has(counted.table)) {
      live[label] = 0;
      continue;
    }
    const notInUse: NotInUse | undefined = "notInUse" in counted ? counted.notInUse : undefined;
    let kept = 0;
    if (notInUse && "column" in notInUse) {
      if ((await columnsOf(query, dialect, counted.table)).includes(notInUse.column)) {
        kept = await countOf(query, `select count(*) as n from ${counted.table} where ${notInUse.column} is not null`);
      }
      live[label] = (await countOf(query, `select count(*) as n from ${counted.table}`)) - kept;
    } else {
      if (notInUse && tables.has("deleted_content")) {
        kept = await countOf(
          query,
          `select count(*) as n from deleted_content where content_set = '${notInUse.deletedAs}'`,
        );
      }
      live[label] = await countOf(query, `select count(*) as n from ${counted.table}`);
    }
    if (kept > 0) alsoKept[label] = kept;
  }
  return { live: live as Record<Counted, number>, alsoKept };
}

async function migrationsOf(query: Query): Promise<string[]> {
  return (await query("select name from kysely_migration order by name")).map((row) => String(row.name));
}

function sqliteQuery(database: SQLite.Database): Query {
  return async (sql) => database.prepare(sql).all() as Record<string, unknown>[];
}

/**
 * Runs `work` on one connection to the database. A connection refused is said in the operator's words, naming the
 * database without its password and what that means for the job: a backup or a restore not done, or a restore done
 * whose counts could not be read afterwards ("restored").
 */
async function withPostgres<T>(
  connectionString: string,
  job: "backup" | "restore" | "restored",
  work: (query: Query) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const address = shownAddress(connectionString);
    const reason = (error as Error).message;
    if (job === "restored") {
      throw new BackupError(
        `The backup was restored into the PostgreSQL database ${address}, but it could not be reached again to count what it holds (${reason}). Check that the server is running before you start the site.`,
      );
    }
    throw new BackupError(
      `Could not connect to the PostgreSQL database ${address} (${reason}), ${job === "backup" ? "so no backup was written" : "so nothing was restored"}. Check that the server is running and that DATABASE_URL names it, the database, the user and the password, then run the ${job} again.`,
    );
  }
  try {
    return await work(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and psql get the address without its password, and the password in PGPASSWORD, so it never
 * shows in the process list: libpq takes it after the user (`user:secret@`) or in the query (`?password=`).
 */
export function libpq(connectionString: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const { address, password } = splitPassword(connectionString);
  return { dbname: address, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** DATABASE_URL as it may be shown (the command line, the operator's messages), and its password apart. */
function splitPassword(connectionString: string): { address: string; password: string } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password) || (url.searchParams.get("password") ?? "");
  url.password = "";
  url.searchParams.delete("password");
  return { address: url.toString(), password };
}

/**
 * `env` with the client's messages in English (LC_MESSAGES=C), the C library's words included, so that what went wrong
 * is recognised in them whatever the machine's language; LC_ALL, which would overrule that, is passed on as LANG.
 */
function inEnglish(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LC_ALL, ...rest } = env;
  return { ...rest, ...(LC_ALL ? { LANG: LC_ALL } : {}), LC_MESSAGES: "C" };
}

/** The database's address as the operator may be shown it: DATABASE_URL without its password. */
function shownAddress(connectionString: string): string {
  return splitPassword(connectionString).address;
}

/** The C library's words for the write errors folderRefusal names (glibc's; "Disc quota" is the BSDs' and macOS'). */
const SYSTEM_WORDS: Record<string, string> = {
  "No space left on device": "ENOSPC",
  "Disk quota exceeded": "EDQUOT",
  "Disc quota exceeded": "EDQUOT",
  "File too large": "EFBIG",
  "Permission denied": "EACCES",
  "Operation not permitted": "EPERM",
  "Read-only file system": "EROFS",
  "No such file or directory": "ENOENT",
  "Not a directory": "ENOTDIR",
};

/**
 * pg_dump's own line for an output file it could not write ("pg_dump: error: could not write to output file: No space
 * left on device"; "could not close output file" when the disk fills as it flushes the last of it), as the system's
 * error code its words stand for (undefined for others, "Input/output error", say) and the line itself; undefined when
 * pg_dump failed for another reason (the database, the connection). It gives no code, only the C library's words.
 */
export function pgDumpOutputFailure(stderr: string): { code: string | undefined; detail: string } | undefined {
  const line = /^pg_dump: error: (could not (?:write to|close|open) output file.*?: ([^:\n]+))$/m.exec(stderr);
  if (!line?.[1] || !line[2]) return undefined;
  return { code: SYSTEM_WORDS[line[2].trim()], detail: `pg_dump: ${line[1]}` };
}

/** How a PostgreSQL client program that failed ended: its exit code or the signal that stopped it, and its error output. */
interface ClientFailure {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * Runs a PostgreSQL client program. When it fails, `explain` words its failure for the operator; where it has no words
 * for it, the program's error output becomes the error. Stopped by SIGXFSZ, it wrote past the file size limit
 * (`ulimit -f`; a child does not inherit Node's ignoring it): thrown as the EFBIG a write would have got, so the caller
 * names the folder as for its own writes.
 */
async function runClient(
  program: "pg_dump" | "psql",
  args: string[],
  env: NodeJS.ProcessEnv,
  explain?: (failure: ClientFailure) => string | undefined,
): Promise<void> {
  const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done, fail) => {
    child.once("error", fail);
    child.once("close", (...ended) => done(ended));
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new BackupError(
        `${program} was not found. Install Debian's PostgreSQL client (apt-get install postgresql-client), of the server's major version or newer.`,
      );
    }
    throw error;
  });
  if (signal === "SIGXFSZ") {
    throw Object.assign(new Error(`${program} passed the file size limit (SIGXFSZ)`), {
      code: "EFBIG",
      syscall: "write",
    });
  }
  if (code !== 0) {
    throw new BackupError(
      explain?.({ code, signal, stderr }) ??
        `${program} failed: ${stderr.trim() || (signal ? `stopped by ${signal}` : `exit code ${code}`)}`,
    );
  }
}

/** Flushes a file's bytes to the disk: a rename alone may reach the disk before them, naming a short file. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a folder's entries to the disk, so a rename into it survives a power cut. Windows cannot open a folder as
 * a file, and a few file systems refuse to flush one (EINVAL): there the rename is as lasting as the system makes it.
 */
async function syncFolder(path: string): Promise<void> {
  if (process.platform === "win32") return;
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EINVAL") throw error;
  } finally {
    await handle.close();
  }
}

/** What a backup or a restore says besides its result, one line each; the CLI prints them. */
export type Report = (line: string) => void;

/** This machine's name as it can stand in a file name. */
const MACHINE = hostname().replace(/[^A-Za-z0-9.-]/g, "_") || "localhost";

/**
 * A working folder's name says which process on which machine made it, `.pcs-restore-4242@web1-Ab12Cd` (mkdtemp adds
 * the last six characters), so that a later backup or restore can tell one a stopped job left from one in use.
 */
const WORK_FOLDER = /^\.pcs-(backup|restore)-(\d+)@(.+)-[A-Za-z0-9]{6}$/;

/** Whether process `pid` of this machine is running; another user's is (signalling it is then EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes from `folder` the working folders that backups and restores stopped part-way (SIGKILL, Ctrl-C, a power cut)
 * left there: each holds a copy of the database or an unpacked backup, as large as the database, which the next job in
 * that folder would need the room of. Only those made on this machine by a process that is no longer running: a job
 * running now keeps its own, and another machine's processes (a shared backup folder) cannot be seen from here. A
 * reused process number keeps a leftover until the next time, which is the safe way round.
 */
async function removeLeftovers(folder: string, report: Report): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    // No such folder (or none that can be read): nothing was left there, and making the working folder says why.
    return;
  }
  for (const name of names.sort()) {
    const made = WORK_FOLDER.exec(name);
    if (!made || made[3] !== MACHINE || isRunning(Number(made[2]))) continue;
    const path = join(folder, name);
    const stopped = `left by a ${made[1]} that was stopped before it finished`;
    try {
      await rm(path, { recursive: true, force: true });
      report(`Removed ${path}, ${stopped}.`);
    } catch (error) {
      // Not this job's to fail for: it goes on, and says what is still there.
      report(`Could not remove ${path}, ${stopped} (${(error as Error).message}).`);
    }
  }
}

/**
 * This job's working folder inside `failed.folder`, made after removing the leftovers of stopped jobs there. Beside the
 * backup or the database, not in /tmp: what is put in it is as large as the database, and /tmp is often small.
 */
async function workFolderIn(failed: FailedWrite, report: Report): Promise<string> {
  await removeLeftovers(failed.folder, report);
  try {
    return await mkdtemp(join(failed.folder, `.pcs-${failed.job}-${process.pid}@${MACHINE}-`));
  } catch (error) {
    // A missing folder is found here too.
    throw asFolderRefusal(error, failed);
  }
}

export interface BackupOptions {
  /** The time the manifest gives. */
  now?: Date;
  report?: Report;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes a backup of the configured database to `out`, a file that must not exist yet. */
export async function createBackup(
  config: DatabaseConfig,
  out: string,
  { now = new Date(), report = () => {} }: BackupOptions = {},
): Promise<BackupResult> {
  const file = resolve(out);
  if (existsSync(file)) throw new BackupError(`${out} already exists; give a new file name, nothing was written.`);
  const failed: FailedWrite = { job: "backup", folder: dirname(file), what: "the backup" };
  /** A step that writes beside the backup, whose failure is the folder's (a full disk, say): said so. */
  const writing = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      throw asFolderRefusal(error, failed);
    }
  };
  const work = await workFolderIn(failed, report);
  // In the working folder, so a backup killed while packing leaves one folder, which the next one removes, and no
  // FILE.partial that nothing would (a nightly backup's next name is another). The same disk, so the rename is atomic.
  const partial = join(work, `${basename(file)}.partial`);
  try {
    const dump = join(work, DUMP[config.dialect]);
    let migrations: string[];
    let counts: Counts;
    if (config.dialect === "sqlite") {
      if (!existsSync(config.filename)) throw new BackupError(`There is no SQLite database at ${config.filename}.`);
      const source = new SQLite(config.filename, { fileMustExist: true });
      try {
        source.pragma("busy_timeout = 5000");
        // The online backup copies a consistent snapshot while the server goes on reading and writing.
        await source.backup(dump).catch((error: unknown) => {
          throw sqliteCopyRefusal(error, failed);
        });
      } finally {
        source.close();
      }
      // Read from the copy, so the check and the summary are of exactly what the backup holds.
      const copy = new SQLite(dump, { readonly: true });
      try {
        // The online backup copies a damaged page as it is: found now, while the earlier backups are still sound,
        // and not by a restore (which refuses a damaged dump) on the day it is needed.
        const problem = quickCheckFinding(copy);
        if (problem !== undefined) {
          throw new BackupError(
            `The SQLite database ${config.filename} is damaged (${problem}), so no backup was written: a backup of it would be damaged too. Keep the earlier backups; the newest one npm run restore accepts is the one to go back to.`,
          );
        }
        ({ migrations, counts } = await inspectSource(sqliteQuery(copy), "sqlite", config.filename));
      } finally {
        copy.close();
      }
    } else {
      ({ migrations, counts } = await withPostgres(config.connectionString, "backup", (query) =>
        inspectSource(query, "postgres", "the PostgreSQL database"),
      ));
      const { dbname, env } = libpq(config.connectionString);
      await writing(() =>
        runClient(
          "pg_dump",
          [
            "--format=plain",
            "--no-owner",
            "--no-privileges",
            "--encoding=UTF8",
            `--file=${dump}`,
            `--dbname=${dbname}`,
          ],
          // In English, so that a full disk is recognised in its words.
          inEnglish(env),
          // Its own line for an output file the backup's folder would not take: said as that folder's refusal.
          ({ stderr }) => {
            const refused = pgDumpOutputFailure(stderr);
            return refused && folderRefusal(refused.code, refused.detail, failed);
          },
        ),
      );
    }
    const manifest: Manifest = {
      format: "pcs-backup",
      version: FORMAT_VERSION,
      dialect: config.dialect,
      createdAt: now.toISOString(),
      migrations,
      counts: counts.live,
      ...(Object.keys(counts.alsoKept).length > 0 ? { alsoKept: counts.alsoKept } : {}),
    };
    await writing(async () => {
      await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      await writeArchive(partial, [
        { name: MANIFEST, path: join(work, MANIFEST) },
        { name: DUMP[config.dialect], path: dump },
      ]);
      // Only a whole archive ever carries the name asked for: on the disk before it takes the name, and the name on
      // the disk before "backed up" is reported, so a power cut just after leaves the whole backup or none.
      await syncFile(partial);
      await rename(partial, file);
    });
    // The whole backup has its name by now: a flush that fails is not "no backup was written".
    await syncFolder(dirname(file)).catch((error: unknown) => {
      throw new BackupError(
        `The backup ${file} is written, but its folder ${dirname(file)} could not be flushed to the disk (${(error as Error).message}), so a power cut before the system flushes it could still lose it. Check that disk (a failing disk gives this) and run sync; if ${file} is missing afterwards, back up again, to another disk if this one fails again.`,
      );
    });
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * SQLite's words for a copy it could not write, as the folder's refusal. It gives no system error code: "database or
 * disk is full" (SQLITE_FULL) is ENOSPC, and the other write failures (SQLITE_IOERR: a quota, a file size limit, a
 * failing disk; SQLITE_CANTOPEN; SQLITE_READONLY) are said in its own words. Others (a busy or damaged live database)
 * are given back as they are.
 */
function sqliteCopyRefusal(error: unknown, failed: FailedWrite): unknown {
  if (!(error instanceof SQLite.SqliteError)) return error;
  if (error.code === "SQLITE_FULL") return new BackupError(folderRefusal("ENOSPC", error.message, failed));
  if (/^SQLITE_(IOERR|CANTOPEN|READONLY)/.test(error.code)) {
    return new BackupError(folderRefusal(undefined, `SQLite: ${error.message}`, failed));
  }
  return error;
}

async function inspectSource(query: Query, dialect: DatabaseConfig["dialect"], where: string) {
  const tables = await tablesOf(query, dialect);
  if (!tables.includes("kysely_migration")) {
    throw new BackupError(`${where} holds no site (it has never been started with npm start); nothing to back up.`);
  }
  return { migrations: await migrationsOf(query), counts: await countsOf(query, dialect) };
}

export interface RestoreResult {
  manifest: Manifest;
  /** Counted in the restored database. */
  counts: Counts;
  /** A line to act on before the server is started; the CLI prints it after the result. */
  notice?: string;
}

/** Who owns a file or a folder. */
export interface Owner {
  uid: number;
  gid: number;
}

/** A user's and a group's names, where the system knows them. */
export interface OwnerNames {
  user(uid: number): string | undefined;
  group(gid: number): string | undefined;
}

/** The first field of `getent DATABASE ID` (users and groups from LDAP too, where /etc/passwd has only the local). */
function getentName(database: "passwd" | "group", id: number): string | undefined {
  const found = spawnSync("getent", [database, String(id)], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.split(":")[0] || undefined : undefined;
}

const systemNames: OwnerNames = {
  user: (uid) => getentName("passwd", uid),
  group: (gid) => getentName("group", gid),
};

/** `path` as one word a shell takes as it is, so the command can be pasted. */
function shellWord(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}

/**
 * The line to print when the restored SQLite file's owner is not its folder's: the restore made the file as whoever ran
 * it (root, often), and a server running as the folder's owner (pcs) could not write to it, which it would find only
 * at the first save. The restore does not chown it itself: the folder's owner is a sign of the server's user, not
 * proof, and giving a file away is for the operator to decide.
 */
export function ownerNotice(
  target: string,
  file: Owner,
  folder: Owner,
  names: OwnerNames = systemNames,
): string | undefined {
  if (file.uid === folder.uid) return undefined;
  const restorer = names.user(file.uid) ?? `user ${file.uid}`;
  const user = names.user(folder.uid) ?? String(folder.uid);
  const group = names.group(folder.gid) ?? String(folder.gid);
  return `The restored ${target} belongs to ${restorer}, who ran the restore, but its folder to ${user}: a server running as ${user} could not write to it. If the server runs as ${user}, give the file to ${user} before you start it: chown ${user}:${group} ${shellWord(target)}`;
}

async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), "utf8");
  } catch {
    throw new BackupError("This file is not a backup of this site: it has no manifest.json.");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A cut-short or hand-spoilt manifest is the same refusal as a foreign one, not a crash the CLI cannot explain.
    json = undefined;
  }
  // Ours but of a later format: say so, as for a newer migration, rather than call it some other program's file.
  const ours = z.object({ format: z.literal("pcs-backup"), version: z.number().int() }).safeParse(json);
  if (ours.success && ours.data.version > FORMAT_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of the site (it is in backup format ${ours.data.version}, and this version reads only format ${FORMAT_VERSION}). Restore it with that version or a later one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError("This file is not a backup of this site: its manifest.json is not one.");
  return parsed.data;
}

function refuseNonEmpty(tables: string[], where: string): void {
  if (tables.length === 0) return;
  const named = tables.slice(0, 5).join(", ") + (tables.length > 5 ? ", …" : "");
  throw new BackupError(
    `Refused: ${where} is not empty (it has ${tables.length} table${tables.length === 1 ? "" : "s"}: ${named}). A backup is restored only into an empty database, so nothing is overwritten; point DATABASE_URL at a new one, or empty this one first. Nothing was changed.`,
  );
}

/** Unpacks the backup into `work` and checks it is one this version can restore into a `dialect` database. */
async function unpack(file: string, work: string, dialect: DatabaseConfig["dialect"]) {
  try {
    await readArchive(file, work);
  } catch (error) {
    if (error instanceof ArchiveError) throw new BackupError(`${file} is not a backup of this site: ${error.message}.`);
    // The place is at fault and the backup may well be sound, so it is not called "not a backup". The folder named is
    // the one the operator knows, not the hidden working folder inside it, which is removed.
    if (error instanceof UnpackWriteError) {
      throw new BackupError(
        folderRefusal(error.code, error.systemError.message, {
          job: "restore",
          folder: dirname(work),
          what: `the backup's ${error.member}`,
        }),
      );
    }
    // The backup file could not be read (a folder given for it, no permission, a disk error): the system's words.
    if ((error as NodeJS.ErrnoException).syscall !== undefined) {
      throw new BackupError(`Could not read ${file} (${(error as Error).message}). Nothing was restored.`);
    }
    throw error;
  }
  const manifest = await readManifest(work);
  const dump = join(work, DUMP[manifest.dialect]);
  if (!existsSync(dump)) throw new BackupError(`This backup is incomplete: it has no ${DUMP[manifest.dialect]}.`);
  const newer = manifest.migrations.filter((name) => !migrationNames.includes(name));
  if (newer.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of the site (it has the migration ${newer[0]}, which this version does not know). Restore it with that version or a later one.`,
    );
  }
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `This backup is of a ${DIALECT_NAME[manifest.dialect]} database and DATABASE_URL names a ${DIALECT_NAME[dialect]} one; restore it into a ${manifest.dialect === "sqlite" ? "file:…" : "postgres://…"} DATABASE_URL.`,
    );
  }
  return { manifest, dump };
}

/** Refuses a SQLite target that holds any table; a missing or 0-byte file is empty. */
async function refuseNonEmptySqlite(target: string): Promise<void> {
  if (!existsSync(target) || (await stat(target)).size === 0) return;
  // Not read-only, though it only reads: a read-only connection to a WAL database makes its -wal and -shm files and
  // leaves them (owned by whoever ran the restore), where the last read-write connection to close removes them.
  const existing = new SQLite(target, { fileMustExist: true });
  try {
    refuseNonEmpty(await tablesOf(sqliteQuery(existing), "sqlite"), `The database ${target}`);
  } finally {
    existing.close();
  }
}

/**
 * SQLite's first finding when `quick_check` reads every page of `database`, or undefined when it finds none. Every
 * page: the counts, and a server's first requests, read only some tables, and would miss a damaged page elsewhere.
 */
function quickCheckFinding(database: SQLite.Database): string | undefined {
  const found = (database.pragma("quick_check") as { quick_check: string }[]).map((row) => row.quick_check);
  if (found.length === 1 && found[0] === "ok") return undefined;
  // Its first finding only: there may be a hundred, over many lines, and the CLI reports in one.
  const findings = found.flatMap((text) => text.split("\n")).filter((line) => !line.startsWith("*** "));
  return findings[0] ?? "quick_check failed";
}

/** The unpacked dump's counts, if it is a whole, undamaged SQLite database; refuses it otherwise. */
async function checkSqliteDump(dump: string): Promise<Counts> {
  let problem: string;
  try {
    // Read-only, so checking cannot change the file that is about to become the site's database.
    const copy = new SQLite(dump, { readonly: true, fileMustExist: true });
    try {
      // A backup made before createBackup checked its copy, or spoilt since, may hold a damaged page: found here,
      // not by the server.
      const finding = quickCheckFinding(copy);
      if (finding === undefined) return await countsOf(sqliteQuery(copy), "sqlite");
      problem = finding;
    } finally {
      copy.close();
    }
  } catch (error) {
    problem = (error as Error).message;
  }
  throw new BackupError(
    `This backup is damaged: its ${DUMP.sqlite} is not a whole database (${problem}). Nothing was restored.`,
  );
}

/**
 * The operator's words for the SQLite target's folder that could not be made: a file where it or a folder above it
 * should be (EEXIST, ENOTDIR), or the folder above refusing it, said by folderRefusal as for the restore's other writes.
 */
async function databaseFolderRefusal(error: unknown, folder: string, target: string): Promise<unknown> {
  // The nearest path that exists: the folder mkdir was refused in, or the file in the way.
  let above = folder;
  while (!existsSync(above) && dirname(above) !== above) above = dirname(above);
  const { code } = error as NodeJS.ErrnoException;
  if ((code === "EEXIST" || code === "ENOTDIR") && !(await stat(above)).isDirectory()) {
    return new BackupError(
      `${above} is a file, not a folder, so ${target} cannot be made there, and nothing was restored. Move ${above} away, or name a file in another folder in DATABASE_URL.`,
    );
  }
  return asFolderRefusal(error, {
    job: "restore",
    folder: above,
    what: "the backup",
    place: `${above}, where the restore makes the database's folder ${folder}`,
  });
}

/**
 * Restores into SQLite all or nothing: the dump is unpacked and checked beside the target, then renamed onto it
 * in one step, so a restore that fails or is killed part-way never leaves a half-written file at the target
 * (which the next attempt would refuse as not empty, or a server would start on).
 */
async function restoreSqlite(target: string, file: string, report: Report): Promise<RestoreResult> {
  // Before unpacking: a refused restore must not first fill the disk a live site is on.
  await refuseNonEmptySqlite(target);
  const folder = dirname(resolve(target));
  // The target's own folder: the disk meant for the database, and the same file system, so the rename is atomic.
  const made = await mkdir(folder, { recursive: true }).catch(async (error: unknown) => {
    throw await databaseFolderRefusal(error, folder, target);
  });
  let work: string | undefined;
  let restored = false;
  try {
    work = await workFolderIn({ job: "restore", folder, what: "the backup" }, report);
    const { manifest, dump } = await unpack(file, work, "sqlite");
    const counts = await checkSqliteDump(dump);
    // Again: a server may have started on the target while a large backup was unpacked.
    await refuseNonEmptySqlite(target);
    // The target is missing or empty, so any WAL, shared-memory index or rollback journal beside it belongs to no
    // site; left there, SQLite would pair it with the restored file and a stale WAL's pages would replace its own.
    for (const suffix of ["-wal", "-shm", "-journal"]) {
      const stale = `${target}${suffix}`;
      await rm(stale, { force: true }).catch((error: unknown) => {
        // Not the folder's refusal: it took the unpacked backup. This one file (a folder of that name, a file that
        // may not be removed) is in the way, and removing it by hand is safe: it belongs to no site.
        throw new BackupError(
          `Could not remove the stale ${stale} (${(error as Error).message}), so nothing was restored and ${target} is as it was. It belongs to no site (the database beside it is missing or empty), and SQLite would lay it over the restored database: remove it, then run the restore again.`,
        );
      });
    }
    // On the disk before it takes the name, so after a power cut the name holds the whole database or nothing; and
    // the name on the disk before "restored" is reported, or a server started then could find no database there.
    await syncFile(dump);
    await rename(dump, target).catch((error: unknown) => {
      throw asFolderRefusal(error, {
        job: "restore",
        folder,
        what: "the database",
        place: `${folder}, where the restored database takes the name ${basename(target)}`,
      });
    });
    // In place: from here on, a failure must not take away the folder the restore made, which now holds the database.
    restored = true;
    await syncFolder(folder).catch((error: unknown) => {
      throw new BackupError(
        `The restored database ${target} is in place, but its folder ${folder} could not be flushed to the disk (${(error as Error).message}), so a power cut before the system flushes it could still lose the database. Check that disk (a failing disk gives this), and run sync or restart the machine before you start the server; if ${target} is missing afterwards, run the restore again.`,
      );
    });
    const notice = ownerNotice(target, await stat(target), await stat(folder));
    return { manifest, counts, ...(notice ? { notice } : {}) };
  } finally {
    // A refused or failed restore also removes the folder it made for the target, as if it had never run.
    const leftOver = restored ? work : (made ?? work);
    if (leftOver) await rm(leftOver, { recursive: true, force: true });
  }
}

/**
 * The operator's words for psql's failure to load `dump` into the database at `address` (its messages in English): it
 * could not connect (exit code 2 before it ran a line of the dump), it stopped at a line of the dump that failed
 * (ON_ERROR_STOP, exit code 3), or something else, said in psql's own words after one plain sentence.
 */
function psqlFailure({ code, signal, stderr }: ClientFailure, dump: string, address: string): string {
  const output = stderr.trim();
  const lines = output.split("\n");
  // What psql says about a line of the dump starts "psql:FILE:LINE: "; its own failures before that, "psql: error: ".
  const prefix = `psql:${dump}:`;
  const atLines = lines.flatMap((text) => {
    const found = text.startsWith(prefix) ? /^(\d+): (.+)$/.exec(text.slice(prefix.length)) : null;
    return found?.[1] && found[2] ? [{ line: found[1], message: found[2] }] : [];
  });
  const connecting = "psql: error: ";
  if (code === 2 && atLines.length === 0 && output.startsWith(connecting)) {
    // Its first line names the server and what failed ("Connection refused", the server's FATAL); the rest are hints.
    const reason = (lines[0] ?? "").slice(connecting.length);
    return `Could not connect to the PostgreSQL database ${address} (${reason}), so nothing was restored. Check that the server is running and that DATABASE_URL names it, the database, the user and the password, then run the restore again.`;
  }
  // The first ERROR, not a WARNING before it. A server set to another language words "ERROR" in it: then the last
  // line psql reported, the one it stopped at, which is also where psql's own error (an unknown command) is.
  const stopped = code === 3 && (atLines.find(({ message }) => message.startsWith("ERROR:  ")) ?? atLines.at(-1));
  if (stopped) {
    return `The restore stopped at line ${stopped.line} of the backup's ${DUMP.postgres} (${stopped.message}), so it was undone as a whole: it runs as one transaction, and the PostgreSQL database ${address} is as empty as it was. Usually the server, or its psql, is older than the PostgreSQL the backup was made with, or the database is not a new one (it has extensions, types or functions of its own, or the user in DATABASE_URL may not create what the backup holds): restore into a new database (createdb) on a server of the backup's major version or newer.`;
  }
  const ended = signal ? `stopped by ${signal}` : `exit code ${code}`;
  return `psql stopped before the restore into the PostgreSQL database ${address} finished (${ended}). The restore runs as one transaction, which PostgreSQL undoes unless it was finished, so the database should be as empty as it was: check that it is before you run the restore again. psql said: ${output || "nothing"}`;
}

/**
 * Loads the plain SQL dump `dump` into the PostgreSQL database with psql, in one transaction that stops at the first
 * failing line, so a dump that fails half-way leaves the database as empty as it was; its failures in plain words.
 */
export async function loadPostgresDump(connectionString: string, dump: string): Promise<void> {
  const { dbname, env } = libpq(connectionString);
  await runClient(
    "psql",
    ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--file=${dump}`, `--dbname=${dbname}`],
    // In English, so that a failed connection and the line it stopped at are recognised in its words.
    inEnglish(env),
    (failure) => psqlFailure(failure, dump, shownAddress(connectionString)),
  );
}

async function restorePostgres(connectionString: string, file: string, report: Report): Promise<RestoreResult> {
  // Beside the backup file: the dump goes to a server that may be elsewhere, and there is room where the backup is.
  const work = await workFolderIn({ job: "restore", folder: dirname(resolve(file)), what: "the backup" }, report);
  try {
    const { manifest, dump } = await unpack(file, work, "postgres");
    await withPostgres(connectionString, "restore", async (query) =>
      refuseNonEmpty(await tablesOf(query, "postgres"), "The PostgreSQL database"),
    );
    await loadPostgresDump(connectionString, dump);
    return {
      manifest,
      counts: await withPostgres(connectionString, "restored", (query) => countsOf(query, "postgres")),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Restores the backup in `file` into the configured database, which must be empty; refuses otherwise. */
export async function restoreBackup(
  config: DatabaseConfig,
  file: string,
  { report = () => {} }: { report?: Report } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  return config.dialect === "sqlite"
    ? restoreSqlite(config.filename, file, report)
    : restorePostgres(config.connectionString, file, report);
}

/**
 * "12 pictures (2 more recently deleted), 3 documents, 1 administrator, …" for the CLI's one-line reports: what the
 * site has in use, with what waits beside it said after it. A label this version does not know (a manifest's) is said
 * as it is.
 */
export function describeCounts({
  live,
  alsoKept = {},
}: {
  live: Readonly<Record<string, number>>;
  alsoKept?: Readonly<Record<string, number>>;
}): string {
  return Object.entries(live)
    .map(([label, n]) => {
      const counted: (typeof COUNTED)[Counted] | undefined = COUNTED[label as Counted];
      const words = counted ? countWords(n, counted.one, label) : `${n} ${label}`;
      const more = alsoKept[label];
      const aside = counted && "notInUse" in counted ? counted.notInUse.words : undefined;
      return more && aside ? `${words} (${more} more ${aside})` : words;
    })
    .join(", ");
}
