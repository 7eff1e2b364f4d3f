/** Password hashing with node:crypto scrypt at OWASP's parameters, and the rules a new password must meet. */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's cost parameters: memory is 128 * N * r * p bytes per hash. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt recommendation: N = 2^17, r = 8, p = 1 (128 MiB per hash). Every real hash uses these. */
export const PRODUCTION_SCRYPT_PARAMS: ScryptParams = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/**
 * How many scrypt runs may be under way at once in this process. Each one holds one of libuv's four pool
 * threads (and 128 MiB) for a noticeable time; the pool also serves file reads, so a spread of sign-ins must
 * leave threads for static files. The rest wait their turn in order.
 */
export const MAX_CONCURRENT_HASHES = 2;

const SALT_BYTES = 16;
const KEY_BYTES = 32;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** A counting semaphore: run() starts at most `limit` tasks at once and queues the rest first come, first served. */
function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, so a newcomer cannot overtake the queue.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const hashingSlot = createSemaphore(MAX_CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r * p bytes; node's default ceiling (32 MiB) is below OWASP's parameters.
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r * params.p,
  };
  return hashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/**
 * Hashes a password into `scrypt$N$r$p$salt$hash` (salt and hash in base64). `params` is for tests whose
 * subject is not the hashing cost; everything else keeps the production parameters.
 */
export async function hashPassword(password: string, params: ScryptParams = PRODUCTION_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password matches the stored hash (at the parameters it records); false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (expected.length !== KEY_BYTES) return false;
  // Parameters scrypt itself refuses (N not a power of two, …) make the hash malformed, not the request an error.
  const actual = await derive(password, salt, { N, r, p }).catch(() => null);
  return actual !== null && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of a random password, made once per process and parameter set: an unknown e-mail is checked
 * against it so that "no such administrator" costs the same scrypt run as "wrong password".
 */
export function getDummyHash(params: ScryptParams = PRODUCTION_SCRYPT_PARAMS): Promise<string> {
  const key = `${params.N}$${params.r}$${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString("base64"), params);
    // A failure is not kept, so the next sign-in tries again rather than failing for good.
    hash.catch(() => dummyHashes.delete(key));
    dummyHashes.set(key, hash);
  }
  return hash;
}

// Passwords of 12 or more characters that appear near the top of breached-password lists, plus the
// obvious ones for this school. Compared case-insensitively.
const COMMON_PASSWORDS = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "1234567891011",
  "123123123123",
  "123412341234",
  "147258369147",
  "1q2w3e4r5t6y",
  "1q2w3e4r5t6y7u",
  "1qaz2wsx3edc",
  "1qaz2wsx3edc4rfv",
  "1qazxsw23edc",
  "zaq12wsxcde3",
  "zaq1zaq1zaq1",
  "q1w2e3r4t5y6",
  "a1b2c3d4e5f6",
  "abc123abc123",
  "abcd1234abcd",
  "abcdefghijkl",
  "abcdefghijklm",
  "abcdefghijklmnop",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwertyuiopasdf",
  "qwertyuiopasdfghjkl",
  "qwerty123456",
  "qwerty1234567",
  "qwertyqwerty",
  "qwerty123qwerty",
  "1234qwerasdf",
  "1234qwerasdfzxcv",
  "asdfghjkl123",
  "asdfasdfasdf",
  "zxcvbnm12345",
  "passwordpassword",
  "password1234",
  "password12345",
  "password123456",
  "password1234567",
  "password123!",
  "password123!!",
  "p@ssw0rd1234",
  "p@ssword1234",
  "passw0rd1234",
  "mypassword123",
  "mypassword1234",
  "secretpassword",
  "changeme1234",
  "changemenow!",
  "administrator",
  "administrator1",
  "administrator123",
  "admin1234567",
  "admin123456789",
  "adminadmin123",
  "adminpassword",
  "letmein12345",
  "letmeinletmein",
  "iloveyou1234",
  "iloveyouiloveyou",
  "welcome12345",
  "welcome123456",
  "welcometothejungle",
  "trustno1trustno1",
  "football1234",
  "baseball1234",
  "basketball12",
  "princess1234",
  "sunshine1234",
  "monkey123456",
  "dragon123456",
  "superman1234",
  "starwars1234",
  "computer1234",
  "internet1234",
  "blink182blink182",
  "liverpool123",
  "manchesterunited",
  "jesusislord",
  "jesusislord1",
  "jesuschrist1",
  "jesuslovesme",
  "jesuslovesyou",
  "godisgood123",
  "godisgreat123",
  "blessed12345",
  "pinecrest123",
  "pinecrest1234",
  "pinecrestchristian",
  "pinecrestschool",
  "pinecrest2026",
  "penticton123",
  "schooladmin1",
  "schoolpassword",
]);

/** Why a new administrator password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const tooCommon = "The password is too common; choose a less predictable one.";
  if (COMMON_PASSWORDS.has(lower)) return tooCommon;
  // One character repeated, or one short chunk repeated ("abcabcabcabc").
  if (/^(.{1,4})\1+$/.test(lower)) return tooCommon;
  if ("01234567890123456789".includes(lower) || "98765432109876543210".includes(lower)) return tooCommon;
  const local = context.email?.toLowerCase().split("@")[0];
  if (lower === context.email?.toLowerCase() || (local && local.length >= 4 && lower.startsWith(local))) {
    return "The password must not be built from the e-mail address.";
  }
  if (context.name && lower.replaceAll(/\s/g, "") === context.name.toLowerCase().replaceAll(/\s/g, "")) {
    return "The password must not be the administrator's name.";
  }
  return null;
}
