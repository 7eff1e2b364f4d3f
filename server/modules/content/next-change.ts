/**
 * When the pages will next change by themselves, with no write: an item's chosen time to appear, a news
 * item's expiry, an alert's start or end, an event starting or ending (the upcoming lists and the home
 * page move on), or the school's next midnight (careers open and close by the day, the calendar's today).
 */
import { addDays, zonedDate, zonedToInstant } from "../../../common/zoned-time.ts";
import type { Db } from "../../db/database.ts";
import { soonestAfter, type TimedColumn } from "../../db/soonest-after.ts";
import type { EventsService } from "../events/service.ts";

/** The timed columns of the content tables: a value still ahead of now is a change still to come. */
const TIMED_COLUMNS: readonly TimedColumn[] = [
  ["news_items", "published_at"],
  ["news_items", "expires_at"],
  ["events", "publish_at"],
  ["alumni", "publish_at"],
  ["testimonials", "publish_at"],
  ["why_choose_items", "publish_at"],
  ["alerts", "starts_at"],
  ["alerts", "ends_at"],
];

/** The next instant after `now` at which a page may look different without any write. */
export async function nextScheduledChange(db: Db, events: Pick<EventsService, "between">, now: Date): Promise<Date> {
  const midnight = zonedToInstant(addDays(zonedDate(now), 1));
  const soonest = await soonestAfter(db, TIMED_COLUMNS, now);
  // A series has one row: its occurrences between now and midnight are the ones that matter.
  const today = await events.between(now, midnight);
  const eventTimes = today.flatMap((event) => [new Date(event.startsAt), new Date(event.endsAt)]);
  const candidates = [midnight, soonest, ...eventTimes].filter(
    (time): time is Date => time !== null && !Number.isNaN(time.getTime()) && time.getTime() > now.getTime(),
  );
  return new Date(Math.min(...candidates.map((time) => time.getTime())));
}
