/**
 * SIGKILL during writes on SQLite loses no acknowledged write (issue 18); postgres-crash.spec.ts does the same on
 * PostgreSQL where TEST_DATABASE_URL names a server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { crashDuringWrites } from "./support/crash.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;

test("SIGKILL during writes on SQLite loses no acknowledged contact message", async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "pcs-crash-"));
  const file = join(dir, "pcs.sqlite");
  try {
    await crashDuringWrites(PORT, `file:${file}`, async () => {
      const db = new SQLite(file, { readonly: true });
      try {
        const rows = db.prepare("select message from contact_messages").all() as { message: string }[];
        return new Set(rows.map((row) => row.message));
      } finally {
        db.close();
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
