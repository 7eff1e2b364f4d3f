/**
 * A backup or a restore whose folder will not take what it writes (a full disk, a used-up quota, no permission, a
 * read-only disk) says so in the operator's words, naming the folder, and leaves nothing there (ADR 036). None of
 * these can be made for real in a test (root passes permissions, and there is no small disk to fill), so the system's
 * error is made at the file system's edge: node:fs/promises, mocked as in backup-flush.test.ts. A file size limit,
 * the one that can be made for real, is in scripts/backup.test.ts. A restored database whose folder cannot be flushed
 * after the rename is in place by then: it is left there, and the line says so.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { refusalOf } from "../test-support/backup-refusal.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/databases.ts";
import { createBackup, restoreBackup } from "./backup.ts";

/** The one system call to fail next, on a path that matches, with the error code the system would give. */
const { fault } = vi.hoisted(() => ({
  fault: { current: undefined as { call: SystemCall; path: RegExp; code: string } | undefined },
}));

/** The system calls a test can make fail. */
type SystemCall = "mkdtemp" | "fsync" | "write" | "mkdir" | "rename";

const SYSTEM_WORDS: Record<string, string> = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EACCES: "permission denied",
  EROFS: "read-only file system",
  EIO: "i/o error",
};

/** Throws as Node does for a failed system call, when `fault` names this one. */
function failIf(call: SystemCall, path: string): void {
  const planned = fault.current;
  if (planned?.call !== call || !planned.path.test(path)) return;
  throw Object.assign(new Error(`${planned.code}: ${SYSTEM_WORDS[planned.code]}, ${call} '${path}'`), {
    code: planned.code,
    syscall: call,
    path,
  });
}

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    async mkdtemp(prefix: string) {
      failIf("mkdtemp", prefix);
      return actual.mkdtemp(prefix);
    },
    async mkdir(...args: Parameters<typeof actual.mkdir>) {
      failIf("mkdir", String(args[0]));
      return actual.mkdir(...args);
    },
    async rename(from: string, to: string) {
      failIf("rename", to);
      return actual.rename(from, to);
    },
    async open(...args: Parameters<typeof actual.open>) {
      const handle = await actual.open(...args);
      const path = String(args[0]);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        failIf("fsync", path);
        await sync();
      };
      const writeFile = handle.writeFile.bind(handle);
      handle.writeFile = async (...written: Parameters<typeof writeFile>) => {
        failIf("write", path);
        await writeFile(...written);
      };
      return handle;
    },
  };
});

describe("a folder that will not take the backup", () => {
  let dir: string;
  let source: TestDatabase;
  let backup: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-backup-refusal-test-"));
    source = await createTestDatabase("sqlite");
    backup = join(mkdtempSync(join(dir, "made-")), "pcs.tar.gz");
    await createBackup(source.config, backup);
  });

  afterEach(() => {
    fault.current = undefined;
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is named, with what to do, when the disk is full or the quota used up as the archive is flushed, and neither the .partial file nor the working folder is left", async () => {
    // A full disk or quota can first show at the flush (NFS, thin-provisioned disks), when the .partial file is whole.
    for (const [code, words] of [
      [
        "ENOSPC",
        "There is no room left on the disk that holds FOLDER, so no backup was written. Free some space, or back up to another disk: npm run backup -- --out /other/disk/pcs.tar.gz",
      ],
      [
        "EDQUOT",
        "The disk quota of the user running the backup is used up on the disk that holds FOLDER, so no backup was written. Free some space or raise the quota, or back up to another disk: npm run backup -- --out /other/disk/pcs.tar.gz",
      ],
    ] as const) {
      const backups = mkdtempSync(join(dir, "backups-"));
      fault.current = { call: "fsync", path: /\.tar\.gz\.partial$/, code };
      expect(await refusalOf(createBackup(source.config, join(backups, "pcs-2026-11-25.tar.gz")))).toBe(
        words.replace("FOLDER", backups),
      );
      expect(readdirSync(backups)).toEqual([]);
    }
  });

  it.each([
    [
      "EACCES",
      "The user running the backup may not write in FOLDER, so no backup was written. Back up to a folder that user can write to: npm run backup -- --out /other/folder/pcs.tar.gz",
    ],
    [
      "EROFS",
      "The disk that holds FOLDER is read-only, so no backup was written. Back up to another disk: npm run backup -- --out /other/disk/pcs.tar.gz",
    ],
  ])("is named, with what to do, when it refuses the backup's working folder (%s)", async (code, words) => {
    const backups = mkdtempSync(join(dir, "backups-"));
    fault.current = { call: "mkdtemp", path: /\.pcs-backup-/, code };
    expect(await refusalOf(createBackup(source.config, join(backups, "pcs-2026-11-25.tar.gz")))).toBe(
      words.replace("FOLDER", backups),
    );
    expect(readdirSync(backups)).toEqual([]);
  });

  it("is named by a restore in the same words, as the folder it unpacks in, and the folder it made is taken away", async () => {
    const site = join(dir, "new-site");
    const target = { dialect: "sqlite" as const, filename: join(site, "pcs.sqlite") };
    fault.current = { call: "write", path: /database\.sqlite$/, code: "ENOSPC" };
    expect(await refusalOf(restoreBackup(target, backup))).toBe(
      `There is no room left on the disk that holds ${site}, where the backup is unpacked, so nothing was restored. Free some space and try again.`,
    );
    fault.current = { call: "mkdtemp", path: /\.pcs-restore-/, code: "EACCES" };
    expect(await refusalOf(restoreBackup(target, backup))).toBe(
      `The user running the restore may not write in ${site}, where the backup is unpacked, so nothing was restored. It needs a folder the user running the restore can write to, with room for the database.`,
    );
    expect(readdirSync(dir)).not.toContain("new-site");
  });

  it("is named by a restore that may not make the database's folder, as the folder above it", async () => {
    const site = join(dir, "no-site-yet");
    fault.current = { call: "mkdir", path: /no-site-yet$/, code: "EACCES" };
    expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename: join(site, "pcs.sqlite") }, backup))).toBe(
      `The user running the restore may not write in ${dir}, where the restore makes the database's folder ${site}, so nothing was restored. It needs a folder the user running the restore can write to, with room for the database.`,
    );
    expect(readdirSync(dir)).not.toContain("no-site-yet");
  });

  it.each([
    [
      "EACCES",
      "The user running the restore may not write in FOLDER, where the restored database takes the name pcs.sqlite, so nothing was restored. It needs a folder the user running the restore can write to, with room for the database.",
    ],
    // The disk turned read-only part-way (ext4's errors=remount-ro, after a disk error).
    [
      "EROFS",
      "The disk that holds FOLDER, where the restored database takes the name pcs.sqlite, is read-only, so nothing was restored. It needs a folder the user running the restore can write to, with room for the database.",
    ],
  ])(
    "is named by a restore whose database cannot take its name (%s), which leaves the folder as it was",
    async (code, words) => {
      const site = mkdtempSync(join(dir, "site-"));
      fault.current = { call: "rename", path: /pcs\.sqlite$/, code };
      expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename: join(site, "pcs.sqlite") }, backup))).toBe(
        words.replace("FOLDER", site),
      );
      expect(readdirSync(site)).toEqual([]);
    },
  );

  it("says a backup whose folder cannot be flushed after the rename is written, and leaves it in place", async () => {
    const backups = mkdtempSync(join(dir, "unflushed-backups-"));
    const file = join(backups, "pcs-2026-11-27.tar.gz");
    fault.current = { call: "fsync", path: /unflushed-backups-[^/]+$/, code: "EIO" };
    expect(await refusalOf(createBackup(source.config, file))).toBe(
      `The backup ${file} is written, but its folder ${backups} could not be flushed to the disk (EIO: i/o error, fsync '${backups}'), so a power cut before the system flushes it could still lose it. Check that disk (a failing disk gives this) and run sync; if ${file} is missing afterwards, back up again, to another disk if this one fails again.`,
    );
    // The whole archive, under its own name: no .partial and no working folder beside it.
    expect(readdirSync(backups)).toEqual(["pcs-2026-11-27.tar.gz"]);
    fault.current = undefined;
    await restoreBackup({ dialect: "sqlite", filename: join(dir, "from-unflushed", "pcs.sqlite") }, file);
  });

  it("is named by a restore whose database's folder cannot be flushed after the rename, which leaves the database in place", async () => {
    // A folder the restore made itself, which it takes away when nothing was restored: here it holds the database.
    const site = join(dir, "unflushed-site");
    const filename = join(site, "pcs.sqlite");
    fault.current = { call: "fsync", path: /unflushed-site$/, code: "EIO" };
    expect(await refusalOf(restoreBackup({ dialect: "sqlite", filename }, backup))).toBe(
      `The restored database ${filename} is in place, but its folder ${site} could not be flushed to the disk (EIO: i/o error, fsync '${site}'), so a power cut before the system flushes it could still lose the database. Check that disk (a failing disk gives this), and run sync or restart the machine before you start the server; if ${filename} is missing afterwards, run the restore again.`,
    );
    expect(readdirSync(site)).toEqual(["pcs.sqlite"]);
    const restored = new SQLite(filename, { readonly: true, fileMustExist: true });
    try {
      expect(restored.prepare("select count(*) as n from kysely_migration").get()).toEqual({ n: expect.any(Number) });
      expect(restored.pragma("quick_check", { simple: true })).toBe("ok");
    } finally {
      restored.close();
    }
  });
});
