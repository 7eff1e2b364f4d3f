import { type ChildProcess, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app.ts";
import { type DatabaseConfig, loadConfig } from "../server/config.ts";
import { type Db, openDatabase } from "../server/db/database.ts";
import { loadSampleContent } from "../server/db/sample-content.ts";
import { createTestApp, TEST_SCRYPT_PARAMS, type TestApp } from "../server/test-support/app.ts";
import { AuthClient, signedInOffice } from "../server/test-support/auth-client.ts";
import { TEST_START } from "../server/test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../server/test-support/databases.ts";
import { multipart, pdfOf } from "../server/test-support/multipart.ts";
import { databaseUrlOf, runCli, startCli } from "./support/run-cli.ts";

/** Runs `npm run <script> -- …` as an operator would (or the script itself, a few seconds sooner, for refusals). */
function npmRun(script: "backup" | "restore", args: string[], config: DatabaseConfig, viaNpm = true) {
  return runCli(script, args, { env: { DATABASE_URL: databaseUrlOf(config) }, viaNpm, timeoutMs: 120_000 });
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Everything a restore must bring back, read the same way from either database. */
async function snapshot(db: Db) {
  const k = db.kysely;
  return {
    news: await k.selectFrom("news_items").selectAll().orderBy("id").execute(),
    events: await k.selectFrom("events").selectAll().orderBy("id").execute(),
    pages: await k.selectFrom("pages").selectAll().orderBy("id").execute(),
    schoolDetails: await k.selectFrom("school_details").selectAll().execute(),
    administrators: await k.selectFrom("administrators").select(["id", "email", "name", "password_hash"]).execute(),
    media: await k.selectFrom("media").selectAll().orderBy("id").execute(),
    pictures: (await k.selectFrom("media_files").selectAll().orderBy("media_id").orderBy("name").execute()).map(
      (file) => ({ id: file.media_id, name: file.name, type: file.content_type, sha256: sha256(file.data) }),
    ),
    documents: (await k.selectFrom("documents").selectAll().orderBy("name").execute()).map(({ data, ...document }) => ({
      ...document,
      sha256: sha256(data),
    })),
  };
}

// Each run of the CLI starts Node and tsx: seconds apiece on a busy two-core machine.
describe.each(testDialects)("npm run backup and npm run restore on %s", { timeout: 90_000 }, (dialect) => {
  let source: TestApp;
  let target: TestDatabase | undefined;
  let restoredDb: Db | undefined;
  let dir: string;
  let archive: string;
  let pictureUrl: string;
  let pictureBytes: Buffer;
  const handbook = pdfOf(40_000, "Family handbook, restored edition");

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-backup-test-"));
    archive = join(dir, "pcs-backup.tar.gz");
    source = await createTestApp(dialect);
    await loadSampleContent(source.database.db, new Date(TEST_START));
    const office = await signedInOffice(source.app, source.database);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const picture = await multipart(
      { alt: "The Grade 7 choir on the gym stage" },
      { data: photo, name: "choir.jpg", type: "image/jpeg" },
    );
    const uploaded = await office.request({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": picture.contentType, "x-csrf-token": office.csrfToken ?? "" },
      payload: picture.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    pictureUrl = uploaded.json<{ url: string }>().url;
    pictureBytes = (await source.app.inject({ method: "GET", url: pictureUrl })).rawPayload;
    const document = await multipart({}, { data: handbook, name: "handbook.pdf", type: "application/pdf" });
    const replaced = await office.request({
      method: "PUT",
      url: "/api/documents/family-handbook-2026-2027.pdf",
      headers: { "content-type": document.contentType, "x-csrf-token": office.csrfToken ?? "" },
      payload: document.payload,
    });
    expect(replaced.statusCode).toBe(200);
  });

  afterAll(async () => {
    await restoredDb?.close();
    await target?.drop();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes one .tar.gz that tar lists, and refuses to overwrite a file", async () => {
    const made = npmRun("backup", ["--out", archive], source.database.config);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(
      /^Backed up the .* to .*pcs-backup\.tar\.gz \([\d.]+ MB\): 1 picture, \d+ documents?, 1 administrator, \d+ pages, \d+ news items, \d+ events\.\n$/,
    );
    const listed = spawnSync("tar", ["tzf", archive], { encoding: "utf8" });
    expect(listed.stdout.split("\n").filter(Boolean)).toEqual([
      "manifest.json",
      dialect === "sqlite" ? "database.sqlite" : "database.sql",
    ]);

    const again = npmRun("backup", ["--out", archive], source.database.config, false);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists; give a new file name, nothing was written.");
  });

  it("restores into an empty database: content, pictures' bytes, documents, and the administrator's sign-in", async () => {
    target = await createTestDatabase(dialect, { migrate: false });
    const restored = npmRun("restore", [archive], target.config);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    // One line: the restored file's owner (this process's user) is its folder's, so no chown is asked for.
    expect(restored.stdout.split("\n")).toEqual([
      expect.stringMatching(/^Restored the backup of .* into .*: 1 picture, \d+ documents?, 1 administrator, /),
      "",
    ]);

    restoredDb = openDatabase(target.config);
    expect(await snapshot(restoredDb)).toEqual(await snapshot(source.database.db));

    // The restored site, served: the picture's bytes as uploaded, the office's document, and a sign-in.
    const app = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: "silent" }), database: target.config },
      db: restoredDb,
      web: "none",
      logger: false,
      now: () => new Date(TEST_START),
      passwordParams: TEST_SCRYPT_PARAMS,
    });
    try {
      const picture = await app.inject({ method: "GET", url: pictureUrl });
      expect(picture.statusCode).toBe(200);
      expect(sha256(picture.rawPayload)).toBe(sha256(pictureBytes));
      const pdf = await app.inject({ method: "GET", url: "/downloads/family-handbook-2026-2027.pdf" });
      expect(sha256(pdf.rawPayload)).toBe(sha256(handbook));
      const office = new AuthClient(app);
      const login = await office.login();
      expect(login.statusCode).toBe(200);
      expect(await office.isAuthenticated()).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("refuses a database that is not empty, and changes nothing in it", async () => {
    if (!restoredDb || !target) throw new Error("runs after the restore above");
    const before = await snapshot(restoredDb);
    const refused = npmRun("restore", [archive], target.config, false);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(
      /^Refused: The (database .*|PostgreSQL database) is not empty \(it has \d+ tables: .*\)\. A backup is restored only into an empty database, so nothing is overwritten; point DATABASE_URL at a new one, or empty this one first\. Nothing was changed\.\n$/,
    );
    expect(await snapshot(restoredDb)).toEqual(before);
  });

  it("refuses a file that is not a backup", async () => {
    const empty = await createTestDatabase(dialect, { migrate: false });
    try {
      const notBackup = join(dir, "holiday-photos.tar.gz");
      writeFileSync(notBackup, "these are not the files you are looking for");
      const refused = npmRun("restore", [notBackup], empty.config, false);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is not a backup of this site: it could not be read as a \.tar\.gz/);
    } finally {
      await empty.drop();
    }
  });

  it("says the folder it backs up to would not take the backup, naming it and what to do, and leaves nothing there", async () => {
    const backups = mkdtempSync(join(dir, "backups-"));
    const missing = join(backups, "pcs");
    const absent = npmRun("backup", ["--out", join(missing, "pcs-2026-11-25.tar.gz")], source.database.config, false);
    expect(absent.stdout).toBe("");
    expect(absent.stderr).toBe(
      `There is no folder ${missing}, so no backup was written. Make it first, or back up to a folder that exists: npm run backup -- --out /other/folder/pcs.tar.gz\n`,
    );
    expect(absent.status).toBe(1);

    // A file size limit the database (pictures and all) does not fit under, as in the restore's test below: the one
    // write failure a test can make for real. SQLite's copy fails first, and SQLite gives no system error code, only
    // its own words; pg_dump is stopped by SIGXFSZ, which is the limit's own signal.
    const limited = runCli("backup", ["--out", join(backups, "pcs-2026-11-25.tar.gz")], {
      env: { DATABASE_URL: databaseUrlOf(source.database.config), TMPDIR: mkdtempSync(join(dir, "tmp-")) },
      fileSizeLimitKiB: 64,
      timeoutMs: 120_000,
    });
    expect(limited.stdout).toBe("");
    expect(limited.stderr).toBe(
      dialect === "sqlite"
        ? `The backup could not be written in ${backups} (SQLite: disk I/O error), so no backup was written. Back up to a folder the user running the backup can write to, on a disk with room for the database: npm run backup -- --out /other/disk/pcs.tar.gz\n`
        : `The file system that holds ${backups} (FAT, for one, stops at 4 GB) or the file size limit of the user running the backup (ulimit -f) does not allow a file as large as the backup, so no backup was written. Raise the limit, or back up to another disk: npm run backup -- --out /other/disk/pcs.tar.gz\n`,
    );
    expect(limited.status).toBe(1);
    // Neither the backup, nor its .partial file, nor the working folder its copy of the database was made in.
    expect(readdirSync(backups)).toEqual([]);
  });

  it("says the folder it unpacks in would not take the database, not that the backup is none, and leaves nothing", async () => {
    // SQLite unpacks beside its target, in a folder the restore makes; PostgreSQL beside the backup.
    const sqliteFolder = join(dir, "new-site");
    const postgres = dialect === "postgres" ? await createTestDatabase(dialect, { migrate: false }) : undefined;
    const config: DatabaseConfig = postgres?.config ?? {
      dialect: "sqlite",
      filename: join(sqliteFolder, "pcs.sqlite"),
    };
    const [dump, folder] = dialect === "sqlite" ? ["database.sqlite", sqliteFolder] : ["database.sql", dir];
    try {
      // A file size limit the manifest fits under and the database (pictures and all) does not: the one write
      // failure a test can make for real, as root too, who passes a read-only folder's permissions, and without a
      // small disk to fill. Its own TMPDIR: tsx's cache, cut short by the same limit, must not be left for later runs.
      const refused = runCli("restore", [archive], {
        env: { DATABASE_URL: databaseUrlOf(config), TMPDIR: mkdtempSync(join(dir, "tmp-")) },
        fileSizeLimitKiB: 64,
        timeoutMs: 120_000,
      });
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(
        `The file system that holds ${folder} (FAT, for one, stops at 4 GB) or the file size limit of the user running the restore (ulimit -f) does not allow a file as large as the backup's ${dump}, so nothing was restored.\n`,
      );
      expect(refused.status).toBe(1);
      expect(existsSync(sqliteFolder)).toBe(false);
      expect(readdirSync(dir).filter((name) => name.startsWith(".pcs-restore-"))).toEqual([]);
    } finally {
      await postgres?.drop();
    }
  });

  it("removes the working folder a killed restore left where it works, saying so, and keeps one a running restore is using", async () => {
    // SQLite works beside its target, PostgreSQL beside the backup.
    const site = mkdtempSync(join(dir, "site-"));
    const postgres = dialect === "postgres" ? await createTestDatabase(dialect, { migrate: false }) : undefined;
    const target: DatabaseConfig = postgres?.config ?? { dialect: "sqlite", filename: join(site, "pcs.sqlite") };
    const other: DatabaseConfig = postgres?.config ?? { dialect: "sqlite", filename: join(site, "other.sqlite") };
    const folder = dialect === "sqlite" ? site : dir;
    const working = () => readdirSync(folder).filter((name) => name.startsWith(".pcs-"));
    // A backup still arriving, read through a named pipe, beside the real one.
    const pipe = join(dir, "arriving.tar.gz");
    expect(spawnSync("mkfifo", [pipe]).status).toBe(0);
    const started: StartedRestore[] = [];
    try {
      const running = await startRestoreOnPipe(pipe, other, folder);
      started.push(running);
      const killed = await startRestoreOnPipe(pipe, other, folder);
      started.push(killed);
      process.kill(killed.child.pid ?? 0, "SIGKILL");
      expect(await killed.exited).toBe(null);
      writeFileSync(join(folder, killed.made, "database.sql"), "half of an unpacked dump");
      // As a killed backup leaves its folder, and as a restore killed on another machine that shares the folder does.
      expect(killed.made).toMatch(new RegExp(`^\\.pcs-restore-${killed.child.pid}@.+-\\w{6}$`));
      const killedBackup = killed.made.replace(".pcs-restore-", ".pcs-backup-");
      const otherMachine = killed.made.replace(/@.+(-\w{6})$/, "@another-machine$1");
      mkdirSync(join(folder, killedBackup));
      mkdirSync(join(folder, otherMachine));

      const restored = npmRun("restore", [archive], target, false);
      expect(restored.stderr).toBe("");
      expect(restored.status).toBe(0);
      const lines = restored.stdout.split("\n");
      expect(lines.slice(0, 2)).toEqual([
        `Removed ${join(folder, killedBackup)}, left by a backup that was stopped before it finished.`,
        `Removed ${join(folder, killed.made)}, left by a restore that was stopped before it finished.`,
      ]);
      expect(lines[2]).toMatch(/^Restored the backup of /);
      expect(working().sort()).toEqual([running.made, otherMachine].sort());

      // A backup clears them from the folder it writes to, likewise.
      mkdirSync(join(folder, killed.made));
      const made = npmRun("backup", ["--out", join(folder, "pcs-again.tar.gz")], source.database.config, false);
      expect(made.stderr).toBe("");
      expect(made.stdout.split("\n").slice(0, 2)).toEqual([
        `Removed ${join(folder, killed.made)}, left by a restore that was stopped before it finished.`,
        expect.stringMatching(/^Backed up the /),
      ]);
      expect(working().sort()).toEqual([running.made, otherMachine].sort());

      // The running restore was left to finish: given an empty file, it refuses it and removes its own folder.
      closeSync(openSync(pipe, constants.O_WRONLY | constants.O_NONBLOCK));
      expect(await running.exited).toBe(1);
      expect(working()).toEqual([otherMachine]);
    } finally {
      for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      rmSync(pipe, { force: true });
      await postgres?.drop();
    }
  });
});

/** A restore started in the background, and the working folder it made. */
interface StartedRestore {
  child: ChildProcess;
  exited: Promise<number | null>;
  made: string;
}

/**
 * Starts `npm run restore -- <pipe>` (a named pipe) and waits until it has made its working folder in `folder`: it then
 * waits there, reading the pipe, until something writes to it, as a long restore would be busy unpacking.
 */
async function startRestoreOnPipe(pipe: string, target: DatabaseConfig, folder: string): Promise<StartedRestore> {
  const working = () => readdirSync(folder).filter((name) => name.startsWith(".pcs-restore-"));
  const before = working();
  const child = startCli("restore", [pipe], { env: { DATABASE_URL: databaseUrlOf(target) } });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 100) {
    const made = working().find((name) => !before.includes(name));
    if (made) return { child, exited, made };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The restore made no working folder in ${folder}: ${stderr}`);
}

describe("npm run restore without exactly one file", () => {
  it("prints how to use it, exits with 2, and makes no database", { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), "pcs-restore-usage-"));
    const target: DatabaseConfig = { dialect: "sqlite", filename: join(dir, "new-site", "pcs.sqlite") };
    try {
      for (const args of [[], ["pcs-backup-monday.tar.gz", "pcs-backup-tuesday.tar.gz"]]) {
        const refused = npmRun("restore", args, target, false);
        expect(refused.status).toBe(2);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toBe(
          "Give exactly one backup file.\nUsage: npm run restore -- <file.tar.gz>\nRestores a backup into the database DATABASE_URL names, which must be empty.\n",
        );
      }
      expect(existsSync(join(dir, "new-site"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// PostgreSQL only: the disk pg_dump writes to fills up, which pg_dump reports in its own words.
describe.each(testDialects.filter((dialect) => dialect === "postgres"))(
  "npm run backup on %s, on a full disk",
  { timeout: 90_000 },
  (dialect) => {
    it("names the backup's folder and how to back up elsewhere, not pg_dump's bare words, and leaves nothing there", async () => {
      const source = await createTestDatabase(dialect);
      const dir = mkdtempSync(join(tmpdir(), "pcs-backup-full-"));
      try {
        // A full disk, made for real without one: the real pg_dump, handed /dev/full (every write to it fails with
        // ENOSPC) as its last --file, which is the one it writes to.
        const pgDump = spawnSync("sh", ["-c", "command -v pg_dump"], { encoding: "utf8" }).stdout.trim();
        const bin = mkdtempSync(join(dir, "bin-"));
        writeFileSync(join(bin, "pg_dump"), `#!/bin/sh\nexec ${pgDump} "$@" --file=/dev/full\n`, { mode: 0o755 });
        const backups = mkdtempSync(join(dir, "backups-"));
        const full = runCli("backup", ["--out", join(backups, "pcs-2026-11-25.tar.gz")], {
          env: { DATABASE_URL: databaseUrlOf(source.config), PATH: `${bin}:${process.env.PATH}` },
          timeoutMs: 120_000,
        });
        expect(full.stdout).toBe("");
        expect(full.stderr).toBe(
          `There is no room left on the disk that holds ${backups}, so no backup was written. Free some space, or back up to another disk: npm run backup -- --out /other/disk/pcs.tar.gz\n`,
        );
        expect(full.status).toBe(1);
        expect(readdirSync(backups)).toEqual([]);
      } finally {
        await source.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
