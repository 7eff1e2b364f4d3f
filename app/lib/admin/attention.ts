/**
 * The dashboard's "needs attention today" beyond the inbox (issue 15): drafts waiting in each set, new volunteer
 * sign-ups this week, events in the next two weeks, careers postings closing within a week. Each part reads the
 * API the set's own screen reads; a part that cannot be read is null and the dashboard says so.
 */
import type { CareerPosting } from "../../../common/content/careers/types.ts";
import { occurrencesBetween } from "../../../common/content/events/recurrence.ts";
import type { SchoolEvent } from "../../../common/content/events/types.ts";
import type { Page } from "../../../common/content/types.ts";
import type { OfficeSignup } from "../../../common/inbox/signups.ts";
import { zonedDate } from "../../../common/zoned-time.ts";
import type { ApiClient } from "../api/client.ts";
import { createContentService } from "../api/content-service.ts";
import { alumniSet } from "./alumni-set.tsx";
import { careersSet } from "./careers-set.tsx";
import type { AdminItem, ContentSetConfig } from "./content-set.ts";
import { eventsSet } from "./events-set.tsx";
import { newsSet } from "./news-set.tsx";
import { testimonialsSet } from "./testimonials-set.tsx";
import { whyChooseSet } from "./why-choose-set.tsx";

const DAY = 86_400_000;
const SETS: readonly ContentSetConfig<AdminItem>[] = [
  newsSet,
  eventsSet,
  careersSet,
  alumniSet,
  testimonialsSet,
  whyChooseSet,
] as unknown as ContentSetConfig<AdminItem>[];

export interface Attention {
  drafts: { label: string; count: number; to: string }[] | null;
  newSignups: { count: number; more: boolean } | null;
  soonEvents: { id: string; title: string; startsAt: string; endsAt: string; allDay: boolean }[] | null;
  closingSoon: { id: string; title: string; closingDate: string }[] | null;
}

const orNull = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

export async function loadAttention(api: ApiClient, now: Date, signal: AbortSignal): Promise<Attention> {
  const today = zonedDate(now);
  const inAWeek = zonedDate(new Date(now.getTime() + 7 * DAY));
  const inTwoWeeks = new Date(now.getTime() + 14 * DAY);
  const [drafts, newSignups, soonEvents, closingSoon] = await Promise.all([
    orNull(
      Promise.all(
        SETS.map(async (set) => {
          const page = await createContentService<AdminItem, unknown>(api, set.apiPath).fetchAll(
            { status: "draft", pageSize: 1 },
            { signal },
          );
          return { label: set.names.plural, count: page.total, to: `${set.adminPath}?status=draft` };
        }),
      ).then((counts) => counts.filter((entry) => entry.count > 0)),
    ),
    orNull(
      api.get<Page<OfficeSignup>>("/volunteers", { signal }).then((page) => {
        const since = now.getTime() - 7 * DAY;
        const recent = page.items.filter((signup) => Date.parse(signup.createdAt) >= since).length;
        return { count: recent, more: recent === page.items.length && page.total > page.items.length };
      }),
    ),
    orNull(
      api
        .get<Page<SchoolEvent>>("/events", {
          query: { from: now.toISOString(), to: inTwoWeeks.toISOString(), pageSize: 10 },
          signal,
        })
        .then((page) =>
          // The API gives a series once, with its first date, if any part of its run overlaps the fortnight: it is
          // shown at its next date that happens there (its first may be long past), and left out when it has none.
          page.items
            .flatMap((e) => {
              const next = occurrencesBetween(e, now, inTwoWeeks)[0];
              return next
                ? [{ id: e.id, title: e.title, startsAt: next.startsAt, endsAt: next.endsAt, allDay: e.allDay }]
                : [];
            })
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
        ),
    ),
    orNull(
      createContentService<CareerPosting & AdminItem, unknown>(api, careersSet.apiPath)
        .fetchAll({ status: "open", sort: "closingDate", pageSize: 20 }, { signal })
        .then((page) =>
          page.items
            .filter((p) => p.closingDate !== null && p.closingDate >= today && p.closingDate <= inAWeek)
            .map((p) => ({ id: String(p.id), title: p.title, closingDate: p.closingDate as string })),
        ),
    ),
  ]);
  return { drafts, newSignups, soonEvents, closingSoon };
}
