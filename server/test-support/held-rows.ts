/**
 * Race tests on PostgreSQL: runs `race` while another connection holds a lock (`holdSql`, inside its own
 * transaction), and lets go only once `waiters` connections are queued on a lock. The racers then surely
 * reach their critical step together instead of one after another, so a test of "only one wins" fails
 * when the code under test forgets its own lock. SQLite needs no help: its one connection is the lock.
 */
import pg from "pg";
import type { TestDatabase } from "./databases.ts";

/** Waits, for a few seconds at most, until `count` connections of this database are queued on a lock. */
async function queuedOnLock(holder: pg.Client, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    // Inside a transaction the activity view is read once and kept; clear it to see the racers arrive.
    await holder.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await holder.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (Number(rows[0]?.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Holds `holdSql`'s lock in a transaction of its own while `during` runs, then lets go. */
async function holding<T>(connectionString: string, holdSql: string, during: (holder: pg.Client) => Promise<T>) {
  const holder = new pg.Client({ connectionString });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query(holdSql);
    return await during(holder);
  } finally {
    await holder.end();
  }
}

export async function whileHeld<T>(
  database: TestDatabase,
  holdSql: string,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  if (database.config.dialect !== "postgres") return race();
  return holding(database.config.connectionString, holdSql, async (holder) => {
    const running = race();
    await queuedOnLock(holder, waiters);
    await holder.query("COMMIT");
    return await running;
  });
}

/**
 * As whileHeld, but the racers start in turn, each once the ones before it are queued on the lock: for a race
 * whose outcome depends on which step came first (a sign-up holding its event before the event's delete).
 */
export async function whileHeldInTurn<T extends unknown[]>(
  database: TestDatabase,
  holdSql: string,
  racers: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (database.config.dialect !== "postgres") {
    const results: unknown[] = [];
    for (const racer of racers) results.push(await racer());
    return results as T;
  }
  return holding(database.config.connectionString, holdSql, async (holder) => {
    const running: Promise<unknown>[] = [];
    for (const racer of racers) {
      running.push(racer());
      await queuedOnLock(holder, running.length);
    }
    await holder.query("COMMIT");
    return (await Promise.all(running)) as T;
  });
}
