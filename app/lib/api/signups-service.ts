/** The office's volunteer sign-ups through the API client (DESIGN.md: office, GET /api/volunteers). */
import type { Page } from "../../../common/content/types.ts";
import type { EventHelpers, OfficeSignup, SignupCount, ToldDatesGone } from "../../../common/inbox/signups.ts";
import type { ApiClient } from "./client.ts";

export type SignupFilters = {
  /** An event's id, or "none" for offers of help without one. */
  event?: string;
  q?: string;
};

export interface SignupsService {
  list(query: SignupFilters & { page?: number }, options?: { signal?: AbortSignal }): Promise<Page<OfficeSignup>>;
  events(options?: { signal?: AbortSignal }): Promise<EventHelpers[]>;
  /** How many signed up for one event: the number only. */
  countFor(eventId: string): Promise<number>;
  /** How many signed up for each of one event's dates still to come, by the start instant they name (ADR 067). */
  datesToComeFor(eventId: string): Promise<SignupCount["datesToCome"]>;
  remove(id: string): Promise<void>;
  /** E-mails an event's volunteers whose date is no longer held and who were not told yet (ADR 069). */
  tellDatesGone(eventId: string): Promise<ToldDatesGone>;
  /** The CSV of the sign-ups these filters list, as an address the browser downloads with its session. */
  exportUrl(filters: SignupFilters): string;
}

export function createSignupsService(api: ApiClient): SignupsService {
  return {
    list: (query, options) => api.get<Page<OfficeSignup>>("/volunteers", { query, signal: options?.signal }),
    async events(options) {
      return (await api.get<{ events: EventHelpers[] }>("/volunteers/events", { signal: options?.signal })).events;
    },
    async countFor(eventId) {
      return (await api.get<SignupCount>("/volunteers/count", { query: { event: eventId } })).count;
    },
    async datesToComeFor(eventId) {
      return (await api.get<SignupCount>("/volunteers/count", { query: { event: eventId } })).datesToCome;
    },
    remove: (id) => api.delete<void>(`/volunteers/${encodeURIComponent(id)}`),
    tellDatesGone: (eventId) =>
      api.post<ToldDatesGone>(`/volunteers/events/${encodeURIComponent(eventId)}/tell-dates-gone`),
    exportUrl(filters) {
      const url = api.urlOf("/volunteers/export.csv");
      for (const [key, value] of Object.entries(filters)) if (value) url.searchParams.set(key, value);
      return url.toString();
    },
  };
}
