/**
 * @fastify/rate-limit, off by default and switched on per route (`config.rateLimit`), or asked directly
 * through `app.createRateLimit` (the no-JavaScript form posts). Counters live in memory, or in Redis when
 * REDIS_URL is set so that several processes count together, or in the primary's memory for the workers of one
 * server running a process per core without Redis (WEB_CONCURRENCY, ADR 071). The key is the plugin's default, Fastify's
 * request.ip (IPv6 grouped by subnet), and request.ip honours X-Forwarded-For only from the configured
 * trusted proxies (TRUST_PROXY).
 *
 * Limits never switch off (issue 18, ADR 031): while Redis (or the primary) does not answer, each count goes to this
 * process's own memory instead, at once. The client keeps no offline queue and gives up on a connection
 * or a command quickly, so a dead Redis costs a request nothing; it reconnects in the background, and
 * /api/health reports which counters are in use.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { ClusterChannel } from "../cluster/channel.ts";
import { RateLimitedError } from "../errors.ts";
import { type Callback, LocalStore, RedisStore, type Store, type StoreOptions } from "./rate-limit-stores.ts";

/**
 * Where the counters are: memory (no REDIS_URL: this process's, or the primary's for a server of several
 * workers), Redis, or this process's memory because Redis (or the primary) does not answer.
 */
export type RateLimitCounters = "memory" | "redis" | "memory-fallback";

declare module "fastify" {
  interface FastifyInstance {
    /** Which counters the rate limits use at this moment (reported by /api/health). */
    rateLimitCounters(): RateLimitCounters;
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | undefined;
  /** How long a connection attempt and each command may take before the count goes to memory. */
  redisTimeoutMs?: number;
  /** This process's line to its primary when it is one of several workers of one server (ADR 071). */
  cluster?: ClusterChannel;
  /** After the primary failed to answer, how long to count in memory before asking it again. */
  primaryRetryMs?: number;
}

const NAME_SPACE = "pcs-rate-limit:";

/** How long a worker counts in its own memory after the primary failed to answer, before asking it again. */
const PRIMARY_RETRY_MS = 5_000;

/** Counters several processes share, and whether they answer, logging each change once rather than every failure. */
abstract class SharedCounters {
  failing = false;
  constructor(
    private readonly where: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True when a count may be asked for now: reachable, and not known to be failing. */
  abstract usable(): boolean;

  /** The shared part of one limit's store (`prefix` names the limit). */
  abstract storeFor(continueExceeding: boolean, exponentialBackoff: boolean, prefix: string): Store;

  failed(error: Error) {
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { err: { message: error.message } },
      `${this.where} is not answering: rate limits count in this process's memory until it answers again`,
    );
  }

  answered() {
    if (!this.failing) return;
    this.failing = false;
    this.log.info(`${this.where} answers again: rate limits are counted there again`);
  }
}

class RedisCounters extends SharedCounters {
  constructor(
    readonly redis: Redis,
    log: FastifyBaseLogger,
  ) {
    super("Redis (REDIS_URL)", log);
    redis.on("error", (error: Error) => this.failed(error));
    redis.on("ready", () => this.answered());
  }

  usable(): boolean {
    return this.redis.status === "ready" && !this.failing;
  }

  storeFor(continueExceeding: boolean, exponentialBackoff: boolean, prefix: string): Store {
    return new RedisStore(continueExceeding, exponentialBackoff, this.redis, prefix);
  }
}

/** The counts of every worker of one server, kept in the primary's memory (cluster/counters.ts) and asked for over IPC. */
class PrimaryCounters extends SharedCounters {
  private nextId = 0;
  private failedAt = 0;
  private readonly waiting = new Map<number, { callback: Callback; timer: NodeJS.Timeout }>();

  constructor(
    private readonly channel: ClusterChannel,
    private readonly timeoutMs: number,
    private readonly retryMs: number,
    log: FastifyBaseLogger,
  ) {
    super("The primary process", log);
    const stop = channel.onMessage((message) => {
      if (message.pcs !== "counted") return;
      const asked = this.waiting.get(message.id);
      if (!asked) return;
      this.waiting.delete(message.id);
      clearTimeout(asked.timer);
      asked.callback(null, { current: message.current, ttl: message.ttl });
    });
    channel.onDisconnect(() => {
      stop();
      for (const [id, asked] of this.waiting) {
        this.waiting.delete(id);
        clearTimeout(asked.timer);
        asked.callback(new Error("the primary process is gone"));
      }
    });
  }

  usable(): boolean {
    // After a failure the primary is asked again now and then: unlike Redis, the line says nothing when it recovers.
    return this.channel.connected() && (!this.failing || Date.now() - this.failedAt >= this.retryMs);
  }

  override failed(error: Error) {
    this.failedAt = Date.now();
    super.failed(error);
  }

  storeFor(continueExceeding: boolean, exponentialBackoff: boolean, prefix: string): Store {
    const ask = (method: "incr" | "read") => (key: string, callback: Callback, timeWindow: number, max: number) => {
      const id = ++this.nextId;
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        callback(new Error(`the primary process did not answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting.set(id, { callback, timer });
      this.channel.send({
        pcs: "count",
        id,
        method,
        store: prefix,
        continueExceeding,
        exponentialBackoff,
        key,
        timeWindow,
        max,
      });
    };
    const store: Store = { incr: ask("incr"), read: ask("read"), child: () => store };
    return store;
  }
}

/**
 * A store that counts in the shared counters (Redis, or the primary) while they answer and in memory otherwise.
 * Each route (and each createRateLimit) gets a child with a memory part and a shared part of its own.
 */
function fallbackStore(health: SharedCounters | undefined) {
  class FallbackStore implements Store {
    constructor(
      private readonly memory: Store,
      private readonly shared: Store | undefined,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.count("incr", key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.count("read", key, callback, timeWindow, max);
    }

    private count(method: "incr" | "read", key: string, callback: Callback, timeWindow: number, max: number) {
      if (!this.shared || !health?.usable()) return this.memory[method](key, callback, timeWindow, max);
      const shared = this.shared;
      // Memory counts every request, shared or not, and the higher count answers: what was counted here while
      // Redis was away still counts once it is back, rather than an address starting afresh (ADR 031).
      this.memory[method](
        key,
        (memoryError, counted) => {
          if (memoryError || !counted) return callback(memoryError, counted);
          shared[method](
            key,
            (error, result) => {
              if (error || !result) {
                health.failed(error ?? new Error("no count came back"));
                return callback(null, counted);
              }
              health.answered();
              callback(null, result.current >= counted.current ? result : counted);
            },
            timeWindow,
            max,
          );
        },
        timeWindow,
        max,
      );
    }

    child(options: StoreOptions): Store {
      const { method = "", url = "limit" } = options.routeInfo ?? {};
      const flags = [options.continueExceeding ?? false, options.exponentialBackoff ?? false] as const;
      return new FallbackStore(
        new LocalStore(...flags, options.cache),
        health?.storeFor(...flags, `${NAME_SPACE}${method}${url}-`),
      );
    }
  }

  /** The constructor @fastify/rate-limit calls with its global settings. */
  return class RootStore extends FallbackStore {
    constructor(options: StoreOptions) {
      const flags = [options.continueExceeding ?? false, options.exponentialBackoff ?? false] as const;
      super(new LocalStore(...flags, options.cache), health?.storeFor(...flags, NAME_SPACE));
    }
  };
}

export default fp<RateLimitPluginOptions>(
  async function rateLimitPlugin(app: FastifyInstance, opts) {
    const timeout = opts.redisTimeoutMs ?? 500;
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: timeout,
          commandTimeout: timeout,
          // A command while disconnected fails at once (and is counted in memory) instead of waiting.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          // Keep trying in the background, at most every 5 s, so the shared counters come back by themselves.
          retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
        })
      : undefined;
    const health = redis
      ? new RedisCounters(redis, app.log)
      : opts.cluster
        ? new PrimaryCounters(opts.cluster, timeout, opts.primaryRetryMs ?? PRIMARY_RETRY_MS, app.log)
        : undefined;
    if (redis) {
      // Start counting in Redis from the first request when it answers; a dead one delays start-up by `timeout` at most.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeout);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        redis.once("ready", done);
        redis.once("error", done);
      });
    }
    app.decorate("rateLimitCounters", (): RateLimitCounters => {
      if (!health) return "memory";
      if (!health.usable()) return "memory-fallback";
      return health instanceof RedisCounters ? "redis" : "memory";
    });
    if (redis) {
      app.addHook("onClose", async () => {
        if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(fastifyRateLimit, {
      global: false,
      store: fallbackStore(health) as never,
      // Never: the store above answers from memory whenever Redis does not.
      skipOnError: false,
      errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: "pcs-rate-limit" },
);
