/**
 * @fastify/rate-limit, off by default and switched on per route (`config.rateLimit`), or asked directly
 * through `app.createRateLimit` (the no-JavaScript form posts). Counters live in memory, or in Redis when
 * REDIS_URL is set so that several processes count together. The key is the plugin's default, Fastify's
 * request.ip (IPv6 grouped by subnet), and request.ip honours X-Forwarded-For only from the configured
 * trusted proxies (TRUST_PROXY).
 *
 * Limits never switch off (issue 18, ADR 031): while Redis does not answer, each count goes to this
 * process's own memory instead, at once. The client keeps no offline queue and gives up on a connection
 * or a command quickly, so a dead Redis costs a request nothing; it reconnects in the background, and
 * /api/health reports which counters are in use.
 */
import { createRequire } from "node:module";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { RateLimitedError } from "../errors.ts";

/** Where the counters are: memory (no REDIS_URL), Redis, or memory because Redis does not answer. */
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
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): Store;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

// The plugin's own stores (CommonJS, without types): the fallback wraps them rather than copying them.
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

const NAME_SPACE = "pcs-rate-limit:";

/** Tracks whether Redis answers, logging each change once rather than every failed command. */
class RedisHealth {
  failing = false;
  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on("error", (error: Error) => this.failed(error));
    redis.on("ready", () => this.answered());
  }

  /** True when a command may be sent now: connected, and not known to be failing. */
  usable(): boolean {
    return this.redis.status === "ready" && !this.failing;
  }

  failed(error: Error) {
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { err: { message: error.message } },
      "Redis (REDIS_URL) is not answering: rate limits count in this process's memory until it answers again",
    );
  }

  answered() {
    if (!this.failing) return;
    this.failing = false;
    this.log.info("Redis (REDIS_URL) answers again: rate limits are counted there again");
  }
}

/**
 * A store that counts in Redis while Redis answers and in memory otherwise. Each route (and each
 * createRateLimit) gets a child with a memory part and a Redis part of its own.
 */
function fallbackStore(health: RedisHealth | undefined) {
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
      // Memory counts every request, Redis or not, and the higher count answers: what was counted here while
      // Redis was away still counts once it is back, rather than an address starting afresh (ADR 031).
      this.memory[method](
        key,
        (memoryError, counted) => {
          if (memoryError || !counted) return callback(memoryError, counted);
          shared[method](
            key,
            (error, result) => {
              if (error || !result) {
                health.failed(error ?? new Error("Redis gave no count"));
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
        health ? new RedisStore(...flags, health.redis, `${NAME_SPACE}${method}${url}-`) : undefined,
      );
    }
  }

  /** The constructor @fastify/rate-limit calls with its global settings. */
  return class RootStore extends FallbackStore {
    constructor(options: StoreOptions) {
      const flags = [options.continueExceeding ?? false, options.exponentialBackoff ?? false] as const;
      super(
        new LocalStore(...flags, options.cache),
        health ? new RedisStore(...flags, health.redis, NAME_SPACE) : undefined,
      );
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
    const health = redis ? new RedisHealth(redis, app.log) : undefined;
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
      return health.usable() ? "redis" : "memory-fallback";
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
