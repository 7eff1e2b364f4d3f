/** The office's inbox (issue 15): when a message was first opened and when, and by whom, it was handled. */
import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("contact_messages").addColumn("read_at", types.timestamp).execute();
    await db.schema.alterTable("contact_messages").addColumn("handled_at", types.timestamp).execute();
    await db.schema.alterTable("contact_messages").addColumn("handled_by", "text").execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable("contact_messages").dropColumn("handled_by").execute();
    await db.schema.alterTable("contact_messages").dropColumn("handled_at").execute();
    await db.schema.alterTable("contact_messages").dropColumn("read_at").execute();
  };
}
