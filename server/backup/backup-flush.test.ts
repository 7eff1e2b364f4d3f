/**
 * A backup, and a SQLite restore, flush their file to the disk before it takes its name, and the folder after, so a
 * power cut just after "backed up" or "restored" cannot leave a short file under the final name (ADR 036). A power
 * cut cannot be staged in a test; what can be seen is that the flushes are asked for, in that order, of those paths.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/databases.ts";
import { createBackup, restoreBackup } from "./backup.ts";

/** The flushes and renames backup.ts made, in order, by path. */
const { done } = vi.hoisted(() => ({ done: [] as string[] }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    async open(...args: Parameters<typeof actual.open>) {
      const handle = await actual.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        await sync();
        done.push(`sync ${String(args[0])}`);
      };
      return handle;
    },
    async rename(from: string, to: string) {
      await actual.rename(from, to);
      done.push(`rename ${from} ${to}`);
    },
  };
});

describe("createBackup and a SQLite restore", () => {
  let dir: string;
  let source: TestDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pcs-backup-flush-test-"));
    source = await createTestDatabase("sqlite");
  });

  afterAll(async () => {
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    done.length = 0;
  });

  it("flush the file before renaming it into place, and its folder after", async () => {
    const backups = mkdtempSync(join(dir, "backups-"));
    const file = join(backups, "pcs-2026-11-25.tar.gz");
    await createBackup(source.config, file);
    // Written in the backup's working folder beside the file, whose name mkdtemp chose.
    const partial = done[0]?.replace(/^sync /, "") ?? "";
    expect(dirname(dirname(partial))).toBe(backups);
    expect(basename(dirname(partial))).toMatch(/^\.pcs-backup-/);
    expect(basename(partial)).toBe("pcs-2026-11-25.tar.gz.partial");
    expect(done).toEqual([`sync ${partial}`, `rename ${partial} ${file}`, `sync ${backups}`]);
    expect(readdirSync(backups)).toEqual(["pcs-2026-11-25.tar.gz"]);

    done.length = 0;
    const site = mkdtempSync(join(dir, "site-"));
    const target = join(site, "pcs.sqlite");
    await restoreBackup({ dialect: "sqlite", filename: target }, file);
    // The dump is unpacked in a working folder beside the target, whose name mkdtemp chose.
    const dump = done[0]?.replace(/^sync /, "") ?? "";
    expect(dirname(dirname(dump))).toBe(site);
    expect(done).toEqual([`sync ${dump}`, `rename ${dump} ${target}`, `sync ${site}`]);
    expect(readdirSync(site)).toEqual(["pcs.sqlite"]);
  });
});
