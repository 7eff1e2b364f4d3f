/**
 * Spec §7's reply decryption: an `iv:ciphertext` hex string, AES-CBC with a key padded or cut to 32
 * characters, through Web Crypto; anything that does not decrypt is returned unchanged.
 */

/**
 * The fixed key embedded in the client ({key} in spec §7). It is deliberately a readable fake: a key
 * shipped in every visitor's browser is public, so this "encryption" hides nothing that TLS does not
 * already protect. Our server never encrypts its replies (DESIGN.md); decryption exists only so the
 * client can still talk to the older API that did.
 */
export const EMBEDDED_REPLY_KEY = "pcs-public-demo-key-not-a-secret";

/** AES-256 wants 32 bytes: the spec pads or cuts the key to 32 characters (padding with "0"). */
export const KEY_LENGTH = 32;
const KEY_PAD = "0";

export function normaliseKey(key: string): string {
  return key.length >= KEY_LENGTH ? key.slice(0, KEY_LENGTH) : key.padEnd(KEY_LENGTH, KEY_PAD);
}

/** 16-byte IV, colon, whole 16-byte blocks of ciphertext, all in hex. */
const ENCRYPTED_SHAPE = /^([0-9a-f]{32}):((?:[0-9a-f]{32})+)$/i;

export function looksEncrypted(input: string): boolean {
  return ENCRYPTED_SHAPE.test(input.trim());
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Decrypts `iv:ciphertext`; returns `input` unchanged when it is not that shape or does not decrypt. */
export async function decryptReply(input: string, key: string = EMBEDDED_REPLY_KEY): Promise<string> {
  const match = ENCRYPTED_SHAPE.exec(input.trim());
  if (!match) return input;
  const [, ivHex = "", cipherHex = ""] = match;
  try {
    const keyBytes = new TextEncoder().encode(normaliseKey(key));
    const cryptoKey = await globalThis.crypto.subtle.importKey("raw", keyBytes, { name: "AES-CBC" }, false, [
      "decrypt",
    ]);
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-CBC", iv: hexToBytes(ivHex) },
      cryptoKey,
      hexToBytes(cipherHex),
    );
    // fatal: a wrong key that happens to leave valid padding still yields bytes that are not UTF-8.
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return input;
  }
}
