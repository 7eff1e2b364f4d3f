/**
 * Race tests on PostgreSQL: runs `race` while another connection holds a lock (`holdSql`, inside its own
 * transaction), and lets go only once `waiters` connections are queued on a lock. The racers then surely
 * reach their critical step together instead of one after another, so a test of "only one wins" fails
 * when the code under test forgets its own lock. SQLite needs no help: its one connection is the lock.
 */
import pg from "pg";
import type { TestDatabase } from "./databases.ts";

export async function whileHeld<T>(
  database: TestDatabase,
  holdSql: string,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  if (database.config.dialect !== "postgres") return race();
  const holder = new pg.Client({ connectionString: database.config.connectionString });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query(holdSql);
    const running = race();
    for (let tries = 0; tries < 500; tries += 1) {
      // Inside a transaction the activity view is read once and kept; clear it to see the racers arrive.
      await holder.query("SELECT pg_stat_clear_snapshot()");
      const { rows } = await holder.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (Number(rows[0]?.n) >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query("COMMIT");
    return await running;
  } finally {
    await holder.end();
  }
}
