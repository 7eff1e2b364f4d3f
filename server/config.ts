/** Reads the environment once, validates it, and hands the rest of the server a typed config. */
import { availableParallelism } from "node:os";
import { z } from "zod";
import { site } from "../common/site.ts";

const port = z
  .string()
  .regex(/^\d+$/, "PORT must be a whole number from 1 to 65535")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, "PORT must be a whole number from 1 to 65535");

/** More processes than this would be a typing mistake on any machine a school rents. */
const MAX_WORKERS = 64;
const WEB_CONCURRENCY_MESSAGE = `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}, or auto (one process per core)`;

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, "HOST must not be empty").default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .refine(
      (url) => /^file:.+/.test(url) || /^postgres(ql)?:\/\/.+/.test(url),
      "DATABASE_URL must be file:… or postgres://…",
    )
    .default("file:./data/pcs.sqlite"),
  REDIS_URL: z
    .string()
    .refine((url) => /^rediss?:\/\/.+/.test(url), "REDIS_URL must be redis://… or rediss://…")
    .optional(),
  SITE_URL: z
    .url({ message: "SITE_URL must be an absolute http:// or https:// address" })
    .refine((url) => /^https?:\/\//.test(url), "SITE_URL must be an absolute http:// or https:// address")
    .optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((s) => s.trim()) : [])),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .refine(
      (url) => /^smtps?:\/\/[^/\s]+/.test(url) && URL.canParse(url),
      "SMTP_URL must be smtp://user:password@host:port or smtps://…",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (from) => /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from.trim()),
      'MAIL_FROM must be an e-mail address, or a name and one: "Pinecrest Christian School <office@…>"',
    )
    .optional(),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^(auto|\d+)$/, WEB_CONCURRENCY_MESSAGE)
    .transform((value) => (value === "auto" ? availableParallelism() : Number(value)))
    .refine((n) => n >= 1 && n <= MAX_WORKERS, WEB_CONCURRENCY_MESSAGE)
    .default(1),
  PAGE_CACHE: z.enum(["on", "off"], { message: "PAGE_CACHE must be on or off" }).default("on"),
  AUTH_ENABLED: z
    .enum(["true", "false", "1", "0"], { message: "AUTH_ENABLED must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type DatabaseConfig =
  | { dialect: "sqlite"; filename: string }
  | { dialect: "postgres"; connectionString: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Public origin used for canonical URLs, the sitemap and Open Graph tags. */
  siteUrl: string;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string[];
  logLevel: string;
  /** Set when the site is served over https: cookies get Secure and HSTS is sent. */
  secureCookies: boolean;
  /** The spec's "authentication enabled" switch: when false, sign-in and the auth API answer 404. */
  authEnabled: boolean;
  /** Public pages are served from the rendered-page cache (ADR 030); PAGE_CACHE=off renders every request. */
  pageCache: boolean;
  /** How many processes serve the site (WEB_CONCURRENCY, ADR 071): above 1, a primary and that many workers. */
  workers: number;
  /** Outgoing e-mail; null without SMTP_URL: messages are kept in the outbox and none is sent. */
  mail: MailConfig | null;
}

export interface MailConfig {
  smtpUrl: string;
  /** The From of every message: MAIL_FROM, or the school's office address. */
  from: string;
}

export class ConfigError extends Error {}

/** Parses a DATABASE_URL into what the database module needs. */
export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith("file:")) return { dialect: "sqlite", filename: url.slice("file:".length) };
  return { dialect: "postgres", connectionString: url };
}

/**
 * An https SITE_URL gives the session cookie Secure, and the server itself only ever listens on plain http:
 * @fastify/session then sends that cookie only when request.protocol is https, which it can be only through
 * X-Forwarded-Proto from a trusted proxy. Without TRUST_PROXY no session (and so no CSRF secret) is ever
 * kept, and every API POST fails with CSRF_INVALID: a configuration that cannot work is refused at start.
 */
export const HTTPS_WITHOUT_PROXY =
  "SITE_URL is https:// but TRUST_PROXY is empty: this server listens on plain http, so sign-in and every form sent through the API would fail. Set TRUST_PROXY to the address of the reverse proxy that terminates TLS (e.g. TRUST_PROXY=127.0.0.1), or use an http:// SITE_URL for local use.";

/** Validates an environment; throws ConfigError with one readable line on the first bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset so `PORT= npm start` behaves like no PORT at all.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(issue?.message ?? "Invalid configuration");
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const secureCookies = siteUrl.startsWith("https://");
  if (secureCookies && e.TRUST_PROXY.length === 0) throw new ConfigError(HTTPS_WITHOUT_PROXY);
  return {
    port: e.PORT,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    redisUrl: e.REDIS_URL,
    siteUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    secureCookies,
    authEnabled: e.AUTH_ENABLED,
    pageCache: e.PAGE_CACHE === "on",
    workers: e.WEB_CONCURRENCY,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM?.trim() ?? `${site.name} <${site.email}>` } : null,
  };
}

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * The start-up warning for a production server reachable from other machines over plain http, where
 * session cookies go out without Secure; undefined when there is nothing to warn about.
 */
export function insecureCookieWarning(config: Config, nodeEnv: string | undefined): string | undefined {
  if (nodeEnv !== "production" || config.secureCookies || isLoopback(config.host)) return undefined;
  return `Warning: SITE_URL (${config.siteUrl}) is not https:// and HOST ${config.host} is reachable from other machines: session cookies are sent without Secure. Set SITE_URL to the https:// address of the site.`;
}
