/**
 * @fastify/rate-limit's own counter stores, typed: the rate-limit plugin wraps them (plugins/rate-limit.ts) and a
 * server's primary process keeps its workers' counts in them (cluster/counters.ts), rather than copying them.
 */
import { createRequire } from "node:module";
import type { Redis } from "ioredis";

export type Counted = { current: number; ttl: number };
export type Callback = (error: Error | null, result?: Counted) => void;
export interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): Store;
}
export interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

// CommonJS, without types.
const require = createRequire(import.meta.url);
export const LocalStore = require("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
export const RedisStore = require("@fastify/rate-limit/store/RedisStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
