/**
 * The backup archive's promise (ADR 036): a restore writes only the flat, regular files a backup holds, into its
 * own folder. Archives made by Debian's tar stand in for one tampered with or made by hand.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
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
import { ArchiveError, readArchive, UnpackWriteError, writeArchive } from "./archive.ts";

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

  it("gives back a member larger than the piece it is written in (1 MB) byte for byte", async () => {
    const large = randomBytes(3 * 1024 * 1024 + 1234);
    writeFileSync(join(source, "database.sqlite"), large);
    const file = join(root, "backup.tar.gz");
    await writeArchive(file, [{ name: "database.sqlite", path: join(source, "database.sqlite") }]);
    expect(await readArchive(file, target)).toEqual(["database.sqlite"]);
    expect(readFileSync(join(target, "database.sqlite")).equals(large)).toBe(true);
  });

  it("blames the folder, not the archive, when the folder will not take a member", async () => {
    writeFileSync(join(source, "manifest.json"), "{}");
    const file = join(root, "backup.tar.gz");
    await writeArchive(file, [{ name: "manifest.json", path: join(source, "manifest.json") }]);
    // A folder under a regular file cannot be written to, by root too (who passes chmod's permissions): ENOTDIR
    // stands in for the rest of the family, a full disk (ENOSPC) or a read-only one (EROFS), which a test cannot make.
    writeFileSync(join(root, "notes.txt"), "not a folder");
    const unwritable = join(root, "notes.txt", "restore");
    const error = await readArchive(file, unwritable).then(
      () => new Error("it unpacked"),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(UnpackWriteError);
    expect(error).not.toBeInstanceOf(ArchiveError);
    expect(error).toMatchObject({ code: "ENOTDIR", folder: unwritable, member: "manifest.json" });
  });

  it("refuses an archive that holds a name twice, as an archive no backup is", async () => {
    writeFileSync(join(source, "first.json"), "{}");
    writeFileSync(join(source, "second.json"), "{}");
    const file = tarOf(["first.json", "second.json"], ["--transform=s,^.*\\.json$,manifest.json,"]);
    await expect(readArchive(file, target)).rejects.toThrow(new ArchiveError("it holds manifest.json twice"));
    expect(readdirSync(target)).toEqual(["manifest.json"]);
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
