/** Password hashing with node:crypto scrypt at OWASP's parameters (the rules for a new password: password-rules.ts). */
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
