/**
 * The backup archive's promise (ADR 036): a restore writes only the flat, regular files a backup holds, into its
 * own folder. Archives made by Debian's tar stand in for one tampered with or made by hand.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ArchiveError, readArchive, writeArchive } from "./archive.ts";

let root: string;
let source: string;
let target: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pcs-archive-"));
  source = join(root, "source");
  target = join(root, "restore", "into");
  mkdirSync(source);
  mkdirSync(target, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A .tar.gz made by tar from `source`, with `extra` arguments (a name rewrite, for instance). */
function tarOf(members: string[], extra: string[] = []): string {
  const file = join(root, "made-by-tar.tar.gz");
  execFileSync("tar", ["--format=ustar", "-czf", file, ...extra, "-C", source, ...members]);
  return file;
}

describe("the backup archive", () => {
  it("gives back what it was given, and tar reads it too", async () => {
    writeFileSync(join(source, "database.sqlite"), "rows");
    writeFileSync(join(source, "manifest.json"), "{}");
    const file = join(root, "backup.tar.gz");
    await writeArchive(file, [
      { name: "manifest.json", path: join(source, "manifest.json") },
      { name: "database.sqlite", path: join(source, "database.sqlite") },
    ]);
    expect(execFileSync("tar", ["tzf", file], { encoding: "utf8" }).split("\n").filter(Boolean)).toEqual([
      "manifest.json",
      "database.sqlite",
    ]);
    expect(await readArchive(file, target)).toEqual(["manifest.json", "database.sqlite"]);
    expect(readFileSync(join(target, "database.sqlite"), "utf8")).toBe("rows");
  });

  it("refuses a member that climbs out of the restore folder, and writes nothing outside it", async () => {
    writeFileSync(join(source, "escape.txt"), "outside");
    const file = tarOf(["escape.txt"], ["--transform=s,^,../,"]);
    await expect(readArchive(file, target)).rejects.toThrow(ArchiveError);
    await expect(readArchive(file, target)).rejects.toThrow('it holds "../escape.txt"');
    expect(existsSync(join(root, "restore", "escape.txt"))).toBe(false);
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses a link, which could point anywhere", async () => {
    symlinkSync("/etc/passwd", join(source, "database.sqlite"));
    const file = tarOf(["database.sqlite"]);
    await expect(readArchive(file, target)).rejects.toThrow('it holds "database.sqlite"');
    expect(readdirSync(target)).toEqual([]);
  });
});
