/**
 * SIGKILL during writes on PostgreSQL loses no acknowledged write (issue 18), on a throw-away database.
 * Included by playwright.config.ts only where TEST_DATABASE_URL is set (as CI sets it).
 */
import { randomUUID } from "node:crypto";
import { test } from "@playwright/test";
import pg from "pg";
import { crashDuringWrites } from "./support/crash.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 51;
const adminUrl = process.env.TEST_DATABASE_URL ?? "";

test("SIGKILL during writes on PostgreSQL loses no acknowledged contact message", async () => {
  test.setTimeout(180_000);
  const name = `pcs_crash_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await crashDuringWrites(PORT, url.toString(), async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query<{ message: string }>("select message from contact_messages");
        return new Set(rows.map((row) => row.message));
      } finally {
        await client.end();
      }
    });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});
