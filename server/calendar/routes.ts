/** GET /calendar.ics (the subscription feed) and GET /calendar/:id.ics (one event to add to a calendar). */
import type { FastifyInstance } from "fastify";
import { site } from "../../common/site.ts";
import { buildIcs, icsFileName } from "./ics.ts";

const CONTENT_TYPE = "text/calendar; charset=utf-8";
/** Calendar apps poll feeds every few hours; a short cache spares the database without hiding edits for long. */
const FEED_CACHE = "public, max-age=900";

function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export default async function calendarRoutes(app: FastifyInstance) {
  const calendarName = `${site.name} events`;

  app.get("/calendar.ics", async (_request, reply) => {
    const now = app.services.now();
    const from = addMonths(now, -3);
    const to = addMonths(now, 12);
    const events = await app.services.events.seriesBetween(from, to);
    const body = buildIcs(events, { siteUrl: app.config.siteUrl, calendarName, zoneRange: { from, to } });
    return reply.header("content-type", CONTENT_TYPE).header("cache-control", FEED_CACHE).send(body);
  });

  app.get<{ Params: { id: string } }>("/calendar/:id.ics", async (request, reply) => {
    const event = await app.services.events.get(request.params.id);
    if (!event) {
      return reply.code(404).type("text/plain; charset=utf-8").send("There is no event with that id.");
    }
    const body = buildIcs([event], { siteUrl: app.config.siteUrl, calendarName });
    return reply
      .header("content-type", CONTENT_TYPE)
      .header("cache-control", FEED_CACHE)
      .header("content-disposition", `attachment; filename="${icsFileName(event.title)}"`)
      .send(body);
  });
}
