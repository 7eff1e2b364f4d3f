/** Turns a login reply into the signed-in user (spec §7): decrypt if need be, normalise to a list, check the user. */
import { decryptReply } from "../api/decrypt.ts";
import { isRecord } from "../api/is-record.ts";
import { AUTH_MESSAGES } from "../api/messages.ts";

export interface AuthUser {
  id?: string | number;
  email?: string;
  name?: string;
  authenticated: true;
  isAdmin?: boolean;
}

/** A login reply that lacks an authenticated user (spec §5). */
export class InvalidLoginReplyError extends Error {
  override readonly name = "InvalidLoginReplyError";
  constructor() {
    super(AUTH_MESSAGES.invalidResponse);
  }
}

/** An encrypted string is decrypted and parsed; text that is not JSON stays text. */
async function decode(value: unknown, key?: string): Promise<unknown> {
  if (typeof value !== "string") return value;
  const text = await decryptReply(value, key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §7: the answer is normalised into a list whose first element is used. */
export function toList(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The user of a login reply. The reply is `{ success, data }` where data is a list, one object, or
 * an `iv:ciphertext` string of either; a reply without an envelope is read as the data itself.
 */
export async function parseLoginReply(body: unknown, key?: string): Promise<AuthUser> {
  const decoded = await decode(body, key);
  const payload = isRecord(decoded) && "data" in decoded ? await decode(decoded.data, key) : decoded;
  const first = toList(payload)[0];
  const user = isRecord(first) ? first.user : undefined;
  if (!isRecord(user) || user.authenticated !== true) throw new InvalidLoginReplyError();
  return {
    id: typeof user.id === "string" || typeof user.id === "number" ? user.id : undefined,
    email: typeof user.email === "string" ? user.email : undefined,
    name: typeof user.name === "string" ? user.name : undefined,
    authenticated: true,
    isAdmin: typeof user.isAdmin === "boolean" ? user.isAdmin : undefined,
  };
}

/** The first step of a two-factor sign-in went well: the server asks for a code next (ADR 035). */
export interface TwoFactorPending {
  twoFactorRequired: true;
}

/** True for `{ success: true, data: [{ twoFactorRequired: true }] }`, the reply that asks for a code. */
export function isTwoFactorReply(body: unknown): boolean {
  const payload = isRecord(body) && "data" in body ? body.data : body;
  const first = toList(payload)[0];
  return isRecord(first) && first.twoFactorRequired === true;
}
