import SQLite from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./sqlite-statements.ts";

interface Tables {
  notes: { id: Generated<number>; body: string };
}

let open: Kysely<Tables> | null = null;

async function notesDb(size?: number) {
  const database = new SQLite(":memory:");
  open = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(database, size) }) });
  await sql`create table notes (id integer primary key, body text not null)`.execute(open);
  await open
    .insertInto("notes")
    .values([{ body: "one" }, { body: "two" }, { body: "three" }])
    .execute();
  return open;
}

const bodyOf = (db: Kysely<Tables>, id: number) =>
  db.selectFrom("notes").select("body").where("id", "=", id).executeTakeFirstOrThrow();

afterEach(async () => {
  await open?.destroy();
  open = null;
});

describe("SQLite with reused statements", () => {
  it("answers a repeated query with each call's own parameters", async () => {
    const db = await notesDb();
    expect(await bodyOf(db, 1)).toEqual({ body: "one" });
    expect(await bodyOf(db, 2)).toEqual({ body: "two" });
    expect(await bodyOf(db, 1)).toEqual({ body: "one" });
  });

  it("runs a query while the same query is still being read row by row", () => {
    // Kysely holds its one SQLite connection while streaming, so this is asked of the statements directly.
    const database = new SQLite(":memory:");
    database.exec("create table notes (id integer primary key, body text not null)");
    database.exec("insert into notes (body) values ('one'), ('two'), ('three')");
    const statements = withStatementCache(database);
    const query = "select body from notes order by id";
    const streamed: unknown[] = [];
    for (const row of statements.prepare(query).iterate([])) {
      streamed.push(row);
      expect(statements.prepare(query).all([])).toHaveLength(3);
    }
    expect(streamed).toEqual([{ body: "one" }, { body: "two" }, { body: "three" }]);
    statements.close();
  });

  it("sees a column added after the statement was first prepared", async () => {
    const db = await notesDb();
    const all = () => sql<Record<string, unknown>>`select * from notes where id = 1`.execute(db);
    expect((await all()).rows[0]).toEqual({ id: 1, body: "one" });
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect((await all()).rows[0]).toEqual({ id: 1, body: "one", pinned: 0 });
  });

  it("keeps answering correctly when more distinct queries run than it keeps", async () => {
    const db = await notesDb(2);
    for (let round = 0; round < 3; round++) {
      expect(await bodyOf(db, 3)).toEqual({ body: "three" });
      expect(await db.selectFrom("notes").select("id").where("body", "=", "two").executeTakeFirst()).toEqual({
        id: 2,
      });
      expect((await db.selectFrom("notes").select(sql<number>`count(*)`.as("n")).executeTakeFirst())?.n).toBe(3);
    }
  });
});
