/** Loads the sample content into an empty database on first start, and never over existing data. */
import { sql } from "kysely";

import { createServices, type Services } from "../services.ts";
import type { Db } from "./database.ts";
import { sampleAlumni } from "./sample-content/alumni.ts";
import { sampleCareers } from "./sample-content/careers.ts";
import { sampleEvents } from "./sample-content/events.ts";
import { sampleNews } from "./sample-content/news.ts";
import { sampleTestimonials } from "./sample-content/testimonials.ts";
import { sampleWhyChoose } from "./sample-content/why-choose.ts";

const MARKER = "sample_content_loaded_at";

/** New items default to draft; the sample sets are meant to be seen. */
const published = <I>(items: I[]): I[] => items.map((item) => ({ status: "published" as const, ...item }));

/** Each set goes in through its service (so it is validated and sanitized like an editor's input). */
function sets(now: Date): { name: string; load(services: Services): Promise<void> }[] {
  const set = <I>(name: string, service: (s: Services) => { create(input: I): Promise<unknown> }, items: I[]) => ({
    name,
    async load(services: Services) {
      const target = service(services);
      for (const item of items) await target.create(item);
    },
  });
  return [
    set("news", (s) => s.news, sampleNews(now)),
    set("events", (s) => s.events, sampleEvents(now)),
    set("alumni", (s) => s.alumni, published(sampleAlumni)),
    set("testimonials", (s) => s.testimonials, published(sampleTestimonials)),
    set("why-choose", (s) => s.whyChoose, published(sampleWhyChoose)),
    set("careers", (s) => s.careers, sampleCareers(now)),
  ];
}

/**
 * Any row here means the site is someone's real site: invented news beside real careers, or sample
 * content appearing after the office has signed in, would be published as the school's own word.
 */
const REAL_DATA_TABLES = [
  "administrators",
  "news_items",
  "events",
  "alumni",
  "testimonials",
  "why_choose_items",
  "careers",
] as const;

async function isEmpty(db: Db): Promise<boolean> {
  for (const table of REAL_DATA_TABLES) {
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(db.kysely);
    if (rows.length > 0) return false;
  }
  return true;
}

/**
 * Loads every sample set into a database with no content and no administrator, all or nothing, and
 * only ever once: returns true when it loaded them, false when it had already run or found data.
 * Event and news dates are placed around `now`, so a fresh start always shows events still to come.
 */
export async function loadSampleContent(db: Db, now: Date): Promise<boolean> {
  // Claim the marker before loading: of two processes starting together on one empty database,
  // only the one whose insert lands loads the samples.
  const claim = await db.kysely
    .insertInto("system_state")
    .values({ key: MARKER, value: "loading", updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const systemState = createServices(db, { now: () => now }).systemState;
  let loaded: boolean;
  try {
    // One transaction for the check and every set: the samples arrive whole or not at all.
    loaded = await db.kysely.transaction().execute(async (trx) => {
      const inTransaction = { ...db, kysely: trx };
      if (!(await isEmpty(inTransaction))) return false;
      const services = createServices(inTransaction, { now: () => now });
      for (const { name, load } of sets(now)) {
        try {
          await load(services);
        } catch (error) {
          throw new Error(`Could not load the sample ${name}: ${(error as Error).message}`);
        }
      }
      return true;
    });
  } catch (error) {
    // Give the claim back so the next start tries again on the still-empty database.
    await db.kysely.deleteFrom("system_state").where("key", "=", MARKER).execute();
    throw error;
  }
  // The marker stays either way: a site that had its own data, or that the office later empties,
  // never gets invented content.
  await systemState.set(MARKER, loaded ? now.toISOString() : `skipped ${now.toISOString()}: the database had data`);
  return loaded;
}
