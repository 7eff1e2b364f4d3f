/** What visitors send through the public forms: contact messages and volunteer sign-ups (ADR 009). */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

// Spelled out here rather than imported: a migration must not change when the application's lists do.
const TOPICS = ["general", "admissions", "tour", "accounts", "other"];
const RECORD_CHECK = ["yes", "no", "in-progress"];

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text")
      .addColumn("topic", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("handled", types.boolean, (col) => col.notNull().defaultTo(0))
      .addColumn("ip", "text")
      .addCheckConstraint("contact_messages_topic_check", sql`topic in (${list(TOPICS)})`)
      .addCheckConstraint("contact_messages_handled_check", sql`handled in (0, 1)`)
      .execute();
    // The office's inbox: newest first, unhandled first; the rate limit counts one address's recent rows.
    await db.schema
      .createIndex("contact_messages_handled_created")
      .on("contact_messages")
      .columns(["handled", "created_at"])
      .execute();
    await db.schema
      .createIndex("contact_messages_ip_created")
      .on("contact_messages")
      .columns(["ip", "created_at"])
      .execute();

    await db.schema
      .createTable("volunteer_signups")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      // A sign-up outlives a deleted event: it becomes a general offer of help.
      .addColumn("event_id", "text", (col) => col.references("events.id").onDelete("set null"))
      /** JSON array of role keys, as text (like content tags). */
      .addColumn("interests", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("availability", "text")
      .addColumn("has_criminal_record_check", "text", (col) => col.notNull())
      .addColumn("notes", "text")
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addColumn("handled", types.boolean, (col) => col.notNull().defaultTo(0))
      .addColumn("ip", "text")
      .addCheckConstraint(
        "volunteer_signups_record_check_check",
        sql`has_criminal_record_check in (${list(RECORD_CHECK)})`,
      )
      .addCheckConstraint("volunteer_signups_handled_check", sql`handled in (0, 1)`)
      .execute();
    await db.schema.createIndex("volunteer_signups_created").on("volunteer_signups").column("created_at").execute();
    await db.schema.createIndex("volunteer_signups_event").on("volunteer_signups").column("event_id").execute();
    await db.schema
      .createIndex("volunteer_signups_ip_created")
      .on("volunteer_signups")
      .columns(["ip", "created_at"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    await db.schema.dropTable("volunteer_signups").execute();
    await db.schema.dropTable("contact_messages").execute();
  };
}
