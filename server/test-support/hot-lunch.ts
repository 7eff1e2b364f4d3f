/**
 * Hot lunch, the weekly series the volunteers' tests of dates sign helpers up for (ADR 067, 069): every week at 11:30
 * from ten days before the tests' clock for about ten weeks, four helpers each date, with the helpers who sign up
 * for one of its dates. Dates follow the tests' clock, not the calendar.
 */

import { expect } from "vitest";
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import type { Services } from "../services.ts";
import type { TestApp } from "./app.ts";
import { AuthClient } from "./auth-client.ts";
import type { manualClock } from "./clock.ts";
import { TEST_START } from "./clock.ts";

/** The school's day `n` days from the tests' clock. */
export const schoolDay = (n: number) => addDays(zonedDate(new Date(TEST_START)), n);
/** That day's time of day in the school's zone, as the API writes an instant. */
export const atTime = (date: string, time: string) => zonedToInstant(date, time).toISOString();
/** The address a helper of that name signs up with. */
export const addressOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;

/** Creates Hot lunch, published, asking for four helpers each date. */
export function createHotLunch(services: Pick<Services, "events">): Promise<SchoolEvent> {
  return services.events.create({
    title: "Hot lunch",
    summary: "Serve lunch.",
    descriptionHtml: "<p>Aprons provided.</p>",
    location: "PCS Gymnasium",
    category: "community",
    volunteersWanted: true,
    volunteersNeeded: 4,
    status: "published",
    startsAt: atTime(schoolDay(-10), "11:30"),
    endsAt: atTime(schoolDay(-10), "13:00"),
    repeat: "weekly",
    repeatUntil: schoolDay(60),
    occurrenceChanges: [],
  });
}

/** A visitor's sign-up for one date of the event at 11:30, a minute after the last on `clock`, from their own address. */
export async function signUpForDate(
  t: TestApp,
  clock: ReturnType<typeof manualClock>,
  eventId: string,
  name: string,
  date: string,
): Promise<void> {
  clock.advance(60_000);
  const res = await new AuthClient(t.app).post("/api/volunteers", {
    name,
    email: addressOf(name),
    phone: "250 555 0101",
    interests: [],
    criminalRecordCheck: "yes",
    eventId,
    date: atTime(date, "11:30"),
  });
  expect(res.statusCode, res.body).toBe(200);
}
