/**
 * Seals each administrator's TOTP secret with AES-256-GCM before it is stored (ADR 035). The key is 32 random
 * bytes in system_state, made by the first process that needs one, so every process on one database opens the
 * same boxes and no key is in the repository or the configuration. What this protects against, and what not,
 * is in the ADR: a copy of the two-factor table alone (an export, a log of a query) opens nothing.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { storedKey } from "../../db/stored-key.ts";

const KEY_NAME = "two-factor-key";
/** `v1.iv.tag.ciphertext`, each base64url. */
const BOX_SHAPE = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;

export interface SecretBox {
  seal(secret: string): Promise<string>;
  /** The secret in a box this database's key sealed; throws for anything else (tampered, another key). */
  open(box: string): Promise<string>;
}

export function createSecretBox(db: Db, now: () => Date): SecretBox {
  const getKey = storedKey(db, now, KEY_NAME, "two-factor key");

  return {
    async seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await getKey(), iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    async open(box) {
      const parts = BOX_SHAPE.exec(box);
      if (!parts) throw new Error("Not a sealed two-factor secret.");
      const [, iv = "", tag = "", sealed = ""] = parts;
      const decipher = createDecipheriv("aes-256-gcm", await getKey(), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
