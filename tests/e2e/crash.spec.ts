/**
 * SIGKILL during writes loses no acknowledged write (issue 18): on SQLite, and on PostgreSQL where
 * TEST_DATABASE_URL names a server (as CI sets it), each on a throw-away database of its own.
 */
import { test } from "@playwright/test";
import { testDialects } from "../../server/test-support/databases.ts";
import { crashDuringWrites } from "./support/crash.ts";
import { scaled } from "./support/time-scale.ts";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const dialects = {
  sqlite: { name: "SQLite", port: BASE_PORT + 50 },
  postgres: { name: "PostgreSQL", port: BASE_PORT + 51 },
} as const;

for (const dialect of testDialects) {
  const { name, port } = dialects[dialect];
  test(`SIGKILL during writes on ${name} loses no acknowledged contact message`, async () => {
    test.setTimeout(scaled(180_000));
    await crashDuringWrites(port, dialect);
  });
}
