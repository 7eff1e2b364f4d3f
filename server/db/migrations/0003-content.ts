/** The public content sets: news, events, alumni, testimonials and why-choose items (ADR 008). */
import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";
import { columnTypes } from "./column-types.ts";

type Types = ReturnType<typeof columnTypes>;

/** Columns every content row shares: status, timestamps and the optimistic-locking version. */
function contentColumns<T extends string>(table: CreateTableBuilder<T>, types: Types, name: string) {
  return table
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addCheckConstraint(`${name}_status_check`, sql`status in ('draft', 'published')`);
}

/** Rows addressed by a UUID that the application makes (crypto.randomUUID), stored as text on both dialects. */
function uuidTable(db: Kysely<unknown>, name: string) {
  return db.schema.createTable(name).addColumn("id", "text", (col) => col.primaryKey());
}

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export function up(dialect: Dialect) {
  const types = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await contentColumns(
      uuidTable(db, "news_items")
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("body_html", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("image_url", "text")
        .addColumn("image_alt", "text")
        .addColumn("pinned", types.boolean, (col) => col.notNull().defaultTo(0))
        .addColumn("published_at", types.timestamp, (col) => col.notNull())
        .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
        .addCheckConstraint("news_items_category_check", sql`category in (${list(["news", "announcement"])})`),
      types,
      "news_items",
    ).execute();
    await db.schema
      .createIndex("news_items_status_published_at")
      .on("news_items")
      .columns(["status", "published_at"])
      .execute();

    await contentColumns(
      uuidTable(db, "events")
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("description_html", "text", (col) => col.notNull())
        .addColumn("location", "text", (col) => col.notNull())
        .addColumn("starts_at", types.timestamp, (col) => col.notNull())
        .addColumn("ends_at", types.timestamp, (col) => col.notNull())
        .addColumn("all_day", types.boolean, (col) => col.notNull().defaultTo(0))
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("image_url", "text")
        .addColumn("image_alt", "text")
        .addColumn("volunteers_wanted", types.boolean, (col) => col.notNull().defaultTo(0))
        .addColumn("volunteers_needed", "integer")
        .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
        .addCheckConstraint(
          "events_category_check",
          sql`category in (${list(["academic", "arts", "athletics", "chapel", "community", "fundraising", "holiday"])})`,
        )
        .addCheckConstraint("events_ends_after_start", sql`ends_at > starts_at`),
      types,
      "events",
    ).execute();
    await db.schema.createIndex("events_status_starts_at").on("events").columns(["status", "starts_at"]).execute();
    await db.schema.createIndex("events_ends_at").on("events").column("ends_at").execute();

    const alumni = db.schema
      .createTable("alumni")
      .addColumn("id", "integer", (col) =>
        dialect === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      );
    await contentColumns(
      alumni
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("graduation_year", "integer", (col) => col.notNull())
        .addColumn("headline", "text", (col) => col.notNull())
        .addColumn("bio_html", "text", (col) => col.notNull())
        .addColumn("image_url", "text")
        .addColumn("image_alt", "text"),
      types,
      "alumni",
    ).execute();
    await db.schema.createIndex("alumni_status_year").on("alumni").columns(["status", "graduation_year"]).execute();

    await contentColumns(
      uuidTable(db, "testimonials")
        .addColumn("author", "text", (col) => col.notNull())
        .addColumn("relationship", "text", (col) => col.notNull())
        .addColumn("quote", "text", (col) => col.notNull())
        .addColumn("story_html", "text", (col) => col.notNull()),
      types,
      "testimonials",
    ).execute();

    await contentColumns(
      uuidTable(db, "why_choose_items")
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("body_html", "text", (col) => col.notNull())
        .addColumn("icon", "text", (col) => col.notNull())
        .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0)),
      types,
      "why_choose_items",
    ).execute();
    await db.schema
      .createIndex("why_choose_items_sort")
      .on("why_choose_items")
      .columns(["status", "sort_order"])
      .execute();
  };
}

export function down() {
  return async (db: Kysely<unknown>) => {
    for (const table of ["why_choose_items", "testimonials", "alumni", "events", "news_items"]) {
      await db.schema.dropTable(table).execute();
    }
  };
}
