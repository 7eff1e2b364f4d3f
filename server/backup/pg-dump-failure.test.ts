/**
 * pg_dump gives no system error code for an output file it could not write, only a line with the C library's words;
 * a backup reads the code back out of them, to name the folder as for its own writes (ADR 036). A full disk is made
 * for real in scripts/backup.test.ts (pg_dump writing to /dev/full); the others cannot be, so their lines are given.
 */
import { describe, expect, it } from "vitest";
import { pgDumpOutputFailure } from "./backup.ts";

describe("pgDumpOutputFailure", () => {
  it.each([
    ["could not write to output file: No space left on device", "ENOSPC"],
    ["could not close output file: No space left on device", "ENOSPC"],
    ["could not write to output file: Disk quota exceeded", "EDQUOT"],
    ["could not write to output file: File too large", "EFBIG"],
    ['could not open output file "/srv/backups/a:b/database.sql": Permission denied', "EACCES"],
    ["could not write to output file: Read-only file system", "EROFS"],
  ])("reads the system's error code out of pg_dump's line %j", (line, code) => {
    expect(pgDumpOutputFailure(`pg_dump: error: ${line}\n`)).toEqual({ code, detail: `pg_dump: ${line}` });
  });

  it("keeps pg_dump's words, and no code, for an output file it could not write for another reason", () => {
    expect(pgDumpOutputFailure("pg_dump: error: could not write to output file: Input/output error\n")).toEqual({
      code: undefined,
      detail: "pg_dump: could not write to output file: Input/output error",
    });
  });

  it("is nothing for a failure that is not the output file's", () => {
    expect(
      pgDumpOutputFailure(
        'pg_dump: error: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "pcs" does not exist\n',
      ),
    ).toBeUndefined();
    expect(
      pgDumpOutputFailure("pg_dump: error: query failed: ERROR:  permission denied for table news_items\n"),
    ).toBeUndefined();
  });
});
