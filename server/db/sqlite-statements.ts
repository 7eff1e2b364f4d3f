/**
 * better-sqlite3 with its prepared statements kept for reuse. Kysely prepares every query anew, and on a
 * page that runs a dozen small queries preparing costs about as much as running them.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** How many distinct statements are kept; the least recently used goes first. */
const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run twice at once: that caller gets its own.
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
