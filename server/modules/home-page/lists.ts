/**
 * What the home page lists (why families choose PCS, the next events, the latest news, families' words), read once
 * and kept until public content changes or the next time it changes by itself (ADR 070): the page every family opens
 * first then asks the database nothing while nothing it shows has changed.
 */
import type { Db } from "../../db/database.ts";
import { readUntilChange } from "../../db/read-until-change.ts";
import { nextScheduledChange } from "../content/next-change.ts";
import type { EventsService } from "../events/service.ts";
import type { NewsService } from "../news/service.ts";
import type { TestimonialsService } from "../testimonials/service.ts";
import type { WhyChooseService } from "../why-choose/service.ts";

/** How many of each the home page shows. */
const HOME_COUNTS = { why: 6, events: 3, news: 3, testimonials: 3 } as const;

interface HomeSets {
  whyChoose: Pick<WhyChooseService, "list">;
  events: Pick<EventsService, "upcoming" | "between">;
  news: Pick<NewsService, "list">;
  testimonials: Pick<TestimonialsService, "list">;
}

/** The home page's lists, read through `readUntilChange` (kept until a change or their next scheduled change). */
export function createHomeLists(db: Db, now: () => Date, sets: HomeSets) {
  return readUntilChange(db.changes, now, async (at) => {
    const [why, events, news, testimonials, until] = await Promise.all([
      sets.whyChoose.list({ pageSize: HOME_COUNTS.why }),
      sets.events.upcoming({ limit: HOME_COUNTS.events, now: at }),
      sets.news.list({ pageSize: HOME_COUNTS.news, current: true }),
      sets.testimonials.list({ pageSize: HOME_COUNTS.testimonials }),
      // What the page cache waits for too: an item's time to appear, an expiry, an event starting or ending, midnight.
      nextScheduledChange(db, sets.events, at),
    ]);
    return {
      value: { why: why.items, events, news: news.items, testimonials: testimonials.items },
      until,
    };
  });
}

export type HomeLists = ReturnType<typeof createHomeLists>;
