/** A volunteer can cancel their own sign-up from the confirmation e-mail (issue 15): the link's token, as its SHA-256. */
import type { Kysely } from "kysely";

export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("volunteer_signups").addColumn("cancel_token_hash", "text").execute();
    await db.schema
      .createIndex("volunteer_signups_cancel_token")
      .on("volunteer_signups")
      .column("cancel_token_hash")
      .unique()
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("volunteer_signups_cancel_token").execute();
    await db.schema.alterTable("volunteer_signups").dropColumn("cancel_token_hash").execute();
  };
}
