/**
 * Carries "public content changed" between processes that share a database, so a page cached by one
 * server is dropped when another saves: PostgreSQL's LISTEN/NOTIFY when the site runs on PostgreSQL,
 * Redis pub/sub when it runs on SQLite with REDIS_URL set (several processes on one SQLite file), the
 * cluster's own IPC through the primary for the workers of one `npm start` on SQLite (WEB_CONCURRENCY, ADR
 * 071), nothing for a lone SQLite process. While the channel is down the cache is told not to trust itself.
 */
import { Redis } from "ioredis";
import { sql } from "kysely";
import pg from "pg";
import type { ClusterChannel } from "../cluster/channel.ts";
import type { DatabaseConfig } from "../config.ts";
import type { Db } from "../db/database.ts";

/** The channel's name on PostgreSQL and on Redis. */
export const CHANGES_CHANNEL = "pcs_site_changes";

/** Waits between attempts to listen again, growing to the last. */
const RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10000];

export interface RelayOptions {
  db: Db;
  /** This server's tag on its notices, so it does not act on its own a second time (one per app). */
  origin: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Whether changes from elsewhere can be heard now (SiteChanges.setHearsAll: the page cache and the site-wide reads trust memory only then). */
  onListening(listening: boolean): void;
  onError(error: unknown, what: string): void;
  /** This process's line to its primary when it is one of several workers of one server (ADR 071). */
  cluster?: ClusterChannel;
}

export interface Relay {
  /** How changes reach this process from others. */
  kind: "postgres" | "redis" | "cluster" | "none";
  close(): Promise<void>;
}

/** How changes travel between processes with this configuration. */
export function relayKind(
  database: DatabaseConfig,
  redisUrl: string | undefined,
  cluster?: ClusterChannel,
): Relay["kind"] {
  // PostgreSQL and Redis reach every process, the workers' siblings and a script's alike.
  if (database.dialect === "postgres") return "postgres";
  if (redisUrl) return "redis";
  return cluster ? "cluster" : "none";
}

/**
 * Tells the other processes about every change committed in this one. Every process does this, whether or
 * not it serves pages itself (a script that writes must still empty the servers' caches).
 */
export function startTelling(options: Omit<RelayOptions, "onListening">): Relay {
  const kind = relayKind(options.database, options.redisUrl, options.cluster);
  if (kind === "none") return { kind, close: async () => {} };
  if (kind === "cluster") {
    const channel = options.cluster as ClusterChannel;
    const stop = options.db.changes.subscribe(({ local }) => {
      if (local) channel.send({ pcs: "changed", origin: options.origin });
    });
    return { kind, close: async () => void stop() };
  }
  let publisher: Redis | null = null;
  const publish =
    kind === "postgres"
      ? (from: string) => sql`select pg_notify(${CHANGES_CHANNEL}, ${from})`.execute(options.db.kysely)
      : (from: string) => {
          publisher ??= new Redis(options.redisUrl as string, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
          publisher.on("error", () => {});
          return publisher.publish(CHANGES_CHANNEL, from);
        };
  const stop = options.db.changes.subscribe(({ local }) => {
    if (!local) return;
    publish(options.origin).catch((error: unknown) =>
      options.onError(error, "a change could not be told to the other processes"),
    );
  });
  return {
    kind,
    async close() {
      stop();
      publisher?.disconnect();
    },
  };
}

/** Starts hearing other processes' changes; resolves once listening (or after a first failed attempt, which keeps retrying). */
export async function startListening(options: RelayOptions): Promise<Relay> {
  // The same choice as relayKind, written out so the connection details come with it.
  if (options.database.dialect === "postgres") return postgresListener(options, options.database.connectionString);
  if (options.redisUrl) return redisListener(options, options.redisUrl);
  if (options.cluster) return clusterListener(options, options.cluster);
  return { kind: "none", close: async () => {} };
}

/** Hears the other workers' changes from the primary; the line is gone for good once the primary is. */
function clusterListener(options: RelayOptions, channel: ClusterChannel): Relay {
  const stop = channel.onMessage((message) => {
    if (message.pcs === "changed" && message.origin !== options.origin) options.db.changes.heard();
  });
  channel.onDisconnect(() => {
    options.onListening(false);
    options.onError(
      new Error("the primary process is gone"),
      "the page cache stopped hearing other processes' changes",
    );
  });
  options.onListening(channel.connected());
  return { kind: "cluster", close: async () => void stop() };
}

async function postgresListener(options: RelayOptions, connectionString: string): Promise<Relay> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      options.onListening(false);
      if (error) options.onError(error, "the page cache stopped hearing other processes' changes");
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== options.origin) options.db.changes.heard();
    });
    try {
      client = next;
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      attempt = 0;
      options.onListening(true);
    } catch (error) {
      lost(error as Error);
    }
  };
  const schedule = () => {
    if (closed) return;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void listen(), delay);
  };

  await listen();
  return {
    kind: "postgres",
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

async function redisListener(options: RelayOptions, url: string): Promise<Relay> {
  const subscriber = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: (times: number) => Math.min(times * 250, 10_000),
  });
  subscriber.on("message", (channel: string, from: string) => {
    if (channel === CHANGES_CHANNEL && from !== options.origin) options.db.changes.heard();
  });
  let listening = false;
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANGES_CHANNEL).then(
      () => {
        listening = true;
        options.onListening(true);
      },
      (error: unknown) => options.onError(error, "the page cache could not subscribe to changes"),
    );
  });
  // Redis reports every failed reconnect; the operator hears once that listening stopped.
  subscriber.on("error", () => {});
  subscriber.on("close", () => {
    options.onListening(false);
    if (listening) {
      options.onError(
        new Error("Redis closed the connection"),
        "the page cache stopped hearing other processes' changes",
      );
    }
    listening = false;
  });
  await subscriber.connect().catch(() => {});
  return {
    kind: "redis",
    async close() {
      subscriber.disconnect();
    },
  };
}
