/** Loads the sample content into an empty database on first start, and never over existing data. */

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
function sets(now: Date): { name: string; load(services: Services): Promise<boolean> }[] {
  const set = <I>(
    name: string,
    service: (s: Services) => { count(): Promise<number>; create(input: I): Promise<unknown> },
    items: I[],
  ) => ({
    name,
    async load(services: Services) {
      const target = service(services);
      if ((await target.count()) > 0) return false; // the office's own rows win: never add to them
      for (const item of items) await target.create(item);
      return true;
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
 * Returns true when it loaded the sample content, false when the database already had it. Event and
 * news dates are placed around `now`, so a fresh start always shows events still to come.
 */
export async function loadSampleContent(db: Db, now = new Date()): Promise<boolean> {
  // Claim the marker before loading: of two processes starting together on one empty database,
  // only the one whose insert lands loads the samples.
  const claim = await db.kysely
    .insertInto("site_settings")
    .values({ key: MARKER, value: "loading", updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const settings = createServices(db).settings;
  try {
    for (const { name, load } of sets(now)) {
      // One transaction per set: a set is loaded whole or not at all.
      try {
        await db.kysely.transaction().execute((trx) => load(createServices({ ...db, kysely: trx })));
      } catch (error) {
        throw new Error(`Could not load the sample ${name}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    // Give the claim back so the next start tries again (sets already loaded are skipped then).
    await db.kysely.deleteFrom("site_settings").where("key", "=", MARKER).execute();
    throw error;
  }
  await settings.set(MARKER, now.toISOString());
  return true;
}
