/** The one way a secret from a cookie or a link is stored: its SHA-256 in hex, so a copy of the database opens nothing. */
import { createHash } from "node:crypto";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
