/**
 * A random 32-byte key kept in `system_state` under its name, made by whichever process needs it first, and
 * read once per process: the device cookies' signing key and the two-factor secrets' sealing key.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "./database.ts";

/** The key named `name`; `what` names it in the error if it could not be stored. */
export function storedKey(db: Db, now: () => Date, name: string, what: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;

  async function load(): Promise<Buffer> {
    const read = () => db.kysely.selectFrom("system_state").select("value").where("key", "=", name).executeTakeFirst();
    let row = await read();
    if (!row) {
      // Two processes starting together both try; the first insert wins and both read its key.
      await db.kysely
        .insertInto("system_state")
        .values({ key: name, value: randomBytes(32).toString("base64url"), updated_at: now().toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      row = await read();
    }
    if (!row) throw new Error(`The ${what} could not be stored.`);
    return Buffer.from(row.value, "base64url");
  }

  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
