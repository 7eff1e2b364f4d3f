/**
 * A browser-like client for API tests: keeps the session cookie between app.inject() calls, fetches and
 * sends the CSRF token, and comes from its own client address (so rate limits do not leak between tests).
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../modules/auth/password.ts";
import { TEST_SCRYPT_PARAMS } from "./app.ts";
import type { TestDatabase } from "./databases.ts";

export const ADMIN_EMAIL = "office@pinecrest.example";
export const ADMIN_NAME = "Office Administrator";
export const ADMIN_PASSWORD = "Larch-Needles-Fall-In-October";

/** A documentation-range address (TEST-NET-2) that no other test uses. */
export function randomClientAddress(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The device cookie's name on either kind of site (device-cookies.ts). */
const DEVICE_COOKIE = /^(__Secure-)?pcs\.device$/;

export class AuthClient {
  /** The session cookie as the browser would send it back (`name=value`), if any. */
  cookie: string | undefined;
  /** The device cookie (`name=value`) the server set at a sign-in, sent back only to /api/auth as its Path says. */
  deviceCookie: string | undefined;
  csrfToken: string | undefined;

  constructor(
    public app: FastifyInstance,
    public readonly remoteAddress: string = randomClientAddress(),
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    const path = options.url.split("?", 1)[0] ?? "";
    const toAuth = path === "/api/auth" || path.startsWith("/api/auth/");
    const cookies = [this.cookie, toAuth ? this.deviceCookie : undefined].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join("; ");
    const res = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, headers });
    for (const cookie of res.cookies) {
      const cleared = cookie.value === "" || cookie.maxAge === 0 || (cookie.expires && cookie.expires <= new Date());
      const value = cleared ? undefined : `${cookie.name}=${cookie.value}`;
      if (DEVICE_COOKIE.test(cookie.name)) this.deviceCookie = value;
      else this.cookie = value;
    }
    return res;
  }

  /** The session id the server gave this client. */
  get sessionId(): string | undefined {
    return this.cookie?.split("=")[1];
  }

  async fetchCsrfToken(): Promise<string> {
    const res = await this.request({ method: "GET", url: "/api/csrf-token" });
    const token = (res.json() as { csrfToken: string }).csrfToken;
    this.csrfToken = token;
    return token;
  }

  /** POST with the cached CSRF token (fetched first when there is none). */
  async post(url: string, body?: unknown, token?: string | null): Promise<LightMyRequestResponse> {
    const csrf = token === undefined ? (this.csrfToken ?? (await this.fetchCsrfToken())) : token;
    const headers: Record<string, string> = csrf === null ? {} : { "x-csrf-token": csrf };
    return this.request({ method: "POST", url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  }

  /** PUT, PATCH, POST or DELETE with the cached CSRF token, as the office's screens send their writes. */
  async send(method: "PUT" | "PATCH" | "POST" | "DELETE", url: string, body?: object): Promise<LightMyRequestResponse> {
    const csrf = this.csrfToken ?? (await this.fetchCsrfToken());
    return this.request({
      method,
      url,
      headers: { "x-csrf-token": csrf },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<LightMyRequestResponse> {
    return this.post("/api/auth/login", { email, password });
  }

  async isAuthenticated(): Promise<boolean> {
    const res = await this.request({ method: "GET", url: "/api/auth/status" });
    return (res.json() as { data: [{ isAuthenticated: boolean }] }).data[0].isAuthenticated;
  }
}

let adminHash: Promise<string> | undefined;

/**
 * Inserts the test administrator, hashed at TEST_SCRYPT_PARAMS like a test app's dummy hash (so a known and
 * an unknown address still cost the same); the hash is computed once per test file.
 */
export async function insertAdmin(database: TestDatabase, email = ADMIN_EMAIL, name = ADMIN_NAME): Promise<number> {
  adminHash ??= hashPassword(ADMIN_PASSWORD, TEST_SCRYPT_PARAMS);
  const at = new Date().toISOString();
  const row = await database.db.kysely
    .insertInto("administrators")
    .values({ email, name, password_hash: await adminHash, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The office's side of an API test: the test administrator inserted, signed in, holding a CSRF token.
 * Throws when the sign-in fails, so a broken sign-in fails the suite's set-up rather than its first check.
 */
export async function signedInOffice(app: FastifyInstance, database: TestDatabase): Promise<AuthClient> {
  await insertAdmin(database);
  const office = new AuthClient(app);
  const res = await office.login();
  if (res.statusCode !== 200)
    throw new Error(`The test administrator could not sign in: ${res.statusCode} ${res.body}`);
  await office.fetchCsrfToken();
  return office;
}
