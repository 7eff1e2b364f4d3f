import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptReply, EMBEDDED_REPLY_KEY, looksEncrypted, normaliseKey } from "./decrypt.ts";

/** What the older API sent: AES-256-CBC with PKCS#7 padding, hex IV, colon, hex ciphertext. */
function encrypt(plain: string, key32: string, iv: Buffer = randomBytes(16)): string {
  expect(Buffer.byteLength(key32)).toBe(32);
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(key32, "utf8"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${iv.toString("hex")}:${body.toString("hex")}`;
}

const reply = JSON.stringify([{ success: true, user: { id: 7, name: "Ruth Okafor", authenticated: true } }]);

describe("the key (spec §7: padded or cut to 32 characters)", () => {
  it("pads a short key and cuts a long one", () => {
    expect(normaliseKey("short")).toBe(`short${"0".repeat(27)}`);
    expect(normaliseKey("x".repeat(40))).toBe("x".repeat(32));
    expect(normaliseKey(EMBEDDED_REPLY_KEY)).toBe(EMBEDDED_REPLY_KEY);
    expect(EMBEDDED_REPLY_KEY).toHaveLength(32);
  });
});

describe("decryptReply", () => {
  it("decrypts a reply made with node:crypto under the embedded key", async () => {
    await expect(decryptReply(encrypt(reply, EMBEDDED_REPLY_KEY))).resolves.toBe(reply);
  });

  it("decrypts a fixed vector (known IV), so the format cannot drift silently", async () => {
    const iv = Buffer.from("000102030405060708090a0b0c0d0e0f", "hex");
    const vector = encrypt('{"ok":true}', EMBEDDED_REPLY_KEY, iv);
    expect(vector.startsWith("000102030405060708090a0b0c0d0e0f:")).toBe(true);
    expect(vector.split(":")[1]).toHaveLength(32);
    await expect(decryptReply(vector)).resolves.toBe('{"ok":true}');
    await expect(decryptReply(vector.toUpperCase())).resolves.toBe('{"ok":true}');
  });

  it("uses a short key padded to 32 characters", async () => {
    await expect(decryptReply(encrypt(reply, normaliseKey("pcs")), "pcs")).resolves.toBe(reply);
  });

  it("uses a long key cut to 32 characters", async () => {
    const long = "0123456789abcdef0123456789abcdef-and-more";
    await expect(decryptReply(encrypt(reply, long.slice(0, 32)), long)).resolves.toBe(reply);
  });

  it("keeps text outside the ASCII range intact", async () => {
    const text = "Café — Grade 12 ✓";
    await expect(decryptReply(encrypt(text, EMBEDDED_REPLY_KEY))).resolves.toBe(text);
  });

  it("returns the raw input when the key is wrong", async () => {
    const sealed = encrypt(reply, normaliseKey("the-older-api-key"));
    await expect(decryptReply(sealed, "another-key")).resolves.toBe(sealed);
  });

  it("returns the raw input when the ciphertext was tampered with", async () => {
    const sealed = encrypt(reply, EMBEDDED_REPLY_KEY);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("00") ? "11" : "00"}`;
    await expect(decryptReply(tampered)).resolves.toBe(tampered);
  });

  it.each([
    ["plain JSON", reply],
    ["an IV that is too short", "0011:00112233445566778899aabbccddeeff"],
    ["ciphertext that is not whole blocks", `${"ab".repeat(16)}:${"cd".repeat(15)}`],
    ["non-hex characters", `${"zz".repeat(16)}:${"cd".repeat(16)}`],
    ["an empty string", ""],
  ])("returns %s unchanged", async (_, input) => {
    expect(looksEncrypted(input)).toBe(false);
    await expect(decryptReply(input)).resolves.toBe(input);
  });
});
