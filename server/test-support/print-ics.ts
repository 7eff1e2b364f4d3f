/**
 * Prints buildIcs() of fixed events and this process's idea of local time as JSON. ics.test.ts runs it
 * in child processes under different TZ values to prove the output does not depend on the server's zone.
 */
import { buildIcs } from "../calendar/ics.ts";
import { fixedEvents } from "./calendar-events.ts";

const probe = new Date("2026-12-11T03:00:00.000Z");
const ics = buildIcs(fixedEvents, { siteUrl: "https://pinecrest.example", calendarName: "PCS events" });
process.stdout.write(JSON.stringify({ localHour: probe.getHours(), ics }));
