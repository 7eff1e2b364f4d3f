/**
 * @fastify/rate-limit, off by default and switched on per route (`config.rateLimit`). Counters live in
 * memory, or in Redis when REDIS_URL is set so that several processes count together. The key is the
 * plugin's default, Fastify's request.ip (IPv6 grouped by subnet), and request.ip honours X-Forwarded-For
 * only from the configured trusted proxies (TRUST_PROXY).
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { RateLimitedError } from "../errors.ts";

export interface RateLimitPluginOptions {
  redisUrl: string | undefined;
}

export default fp<RateLimitPluginOptions>(
  async function rateLimitPlugin(app: FastifyInstance, opts) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
      : undefined;
    if (redis) app.addHook("onClose", async () => void (await redis.quit()));
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: "pcs-rate-limit:",
      // When Redis is unreachable, sign-in still works; the per-account lockout in the database still holds.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: "pcs-rate-limit" },
);
