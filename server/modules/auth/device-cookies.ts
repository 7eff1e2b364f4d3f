/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to
 * an account gets a cookie naming that account and a random nonce, signed with a key only the server knows.
 * A later attempt on that account from that browser is judged against the browser's own failure count, not
 * the account's lockout, so a stranger's failures cannot lock the office out of a browser it has used before.
 *
 * The signing key is 32 random bytes kept in the database (system_state), made by the first process that
 * needs it: every process on one database signs and checks with the same key, and none is in the repository.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { storedKey } from "../../db/stored-key.ts";

/** The cookie's name: `__Secure-` (Secure required) when the site is served over https. */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Secure-pcs.device" : "pcs.device";
}

/** Sent only with sign-in calls, never with pages or the rest of the API. */
export const DEVICE_COOKIE_PATH = "/api/auth";
/** How long a browser stays trusted after its last successful sign-in (the cookie is renewed at each one). */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const KEY_NAME = "device-cookie-key";
/** `adminId.issuedAtSeconds.nonce.mac`, each part base-10 or base64url; anything else is refused unread. */
const COOKIE_SHAPE = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceCookiesService {
  /** A fresh signed cookie value for this administrator's browser. */
  issue(adminId: number): Promise<string>;
  /**
   * The device's key for the failure count (a hash of its nonce) when `value` is a cookie this server signed
   * for `adminId` within the lifetime; null for anything else (forged, another account's, too old, malformed).
   */
  verify(value: string | undefined, adminId: number): Promise<string | null>;
}

export function createDeviceCookiesService(db: Db, now: () => Date): DeviceCookiesService {
  const getKey = storedKey(db, now, KEY_NAME, "device-cookie key");

  async function mac(adminId: string, issuedAt: string, nonce: string): Promise<Buffer> {
    return createHmac("sha256", await getKey())
      .update(`pcs-device-v1:${adminId}.${issuedAt}.${nonce}`)
      .digest();
  }

  return {
    async issue(adminId) {
      const issuedAt = String(Math.floor(now().getTime() / 1000));
      const nonce = randomBytes(16).toString("base64url");
      const signature = await mac(String(adminId), issuedAt, nonce);
      return `${adminId}.${issuedAt}.${nonce}.${signature.toString("base64url")}`;
    },

    async verify(value, adminId) {
      const parts = value ? COOKIE_SHAPE.exec(value) : null;
      if (!parts) return null;
      const [, id = "", issuedAt = "", nonce = "", signature = ""] = parts;
      const expected = await mac(id, issuedAt, nonce);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(id) !== adminId) return null;
      const age = now().getTime() - Number(issuedAt) * 1000;
      if (age > DEVICE_COOKIE_LIFETIME_MS) return null;
      return createHash("sha256").update(`device:${nonce}`).digest("hex");
    },
  };
}
