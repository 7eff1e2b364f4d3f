import type { scrypt as scryptType } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { TEST_SCRYPT_PARAMS } from "../../test-support/app.ts";
import { getDummyHash, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from "./password.ts";

/** scrypt runs started and not yet finished, and the most there ever were at once. */
const inFlight = { now: 0, peak: 0 };

// A pass-through spy on node's scrypt: the real derivation runs, and the test sees how many overlap.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  const scrypt = ((...args: Parameters<typeof scryptType>) => {
    inFlight.now++;
    inFlight.peak = Math.max(inFlight.peak, inFlight.now);
    const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
    const rest = args.slice(0, -1) as unknown[];
    return (actual.scrypt as (...a: unknown[]) => void)(...rest, (error: Error | null, key: Buffer) => {
      inFlight.now--;
      callback(error, key);
    });
  }) as typeof scryptType;
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

describe("password hashing", () => {
  it("stores new hashes at OWASP's scrypt parameters (N = 2^17, r = 8, p = 1) unless told otherwise", async () => {
    const stored = await hashPassword("Larch-Needles-Fall-In-October");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword("Larch-Needles-Fall-In-October", stored)).toBe(true);
  });

  it("records cheaper parameters when a test asks for them, and verifies at whatever a hash records", async () => {
    const cheap = await hashPassword("Orchard-Ridge-Road", TEST_SCRYPT_PARAMS);
    expect(cheap.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("Orchard-Ridge-Road", cheap)).toBe(true);
    expect(await verifyPassword("Orchard-Ridge-Lane", cheap)).toBe(false);
    expect((await getDummyHash(TEST_SCRYPT_PARAMS)).startsWith("scrypt$1024$8$1$")).toBe(true);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("anything", "")).toBe(false);
    expect(await verifyPassword("anything", "bcrypt$2b$10$abc")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$0$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });

  it(`never runs more than ${MAX_CONCURRENT_HASHES} scrypt derivations at once; the rest wait and all finish`, async () => {
    const stored = await hashPassword("Okanagan-Lake-At-Dawn", TEST_SCRYPT_PARAMS);
    inFlight.peak = 0;
    const attempts = Array.from({ length: 12 }, (_, n) =>
      n % 3 === 0 ? verifyPassword("Okanagan-Lake-At-Dawn", stored) : verifyPassword(`Wrong-${n}`, stored),
    );
    const hashes = Array.from({ length: 4 }, (_, n) => hashPassword(`New-password-${n}`, TEST_SCRYPT_PARAMS));
    const results = await Promise.all(attempts);
    expect(results).toEqual(Array.from({ length: 12 }, (_, n) => n % 3 === 0));
    expect(await Promise.all(hashes)).toHaveLength(4);
    expect(inFlight.peak).toBe(MAX_CONCURRENT_HASHES);
    expect(inFlight.now).toBe(0);
  });

  it("frees its slot when a derivation fails, so later ones still run", async () => {
    // N must be a power of two: scrypt itself refuses this one, and the hash counts as malformed.
    const impossible = `scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA==$${Buffer.alloc(32).toString("base64")}`;
    const failures = Array.from({ length: MAX_CONCURRENT_HASHES + 1 }, () => verifyPassword("x", impossible));
    expect(await Promise.all(failures)).toEqual(Array(MAX_CONCURRENT_HASHES + 1).fill(false));
    const stored = await hashPassword("Okanagan-Lake-At-Dusk", TEST_SCRYPT_PARAMS);
    expect(await verifyPassword("Okanagan-Lake-At-Dusk", stored)).toBe(true);
  });
});
