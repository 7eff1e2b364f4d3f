/**
 * GET and DELETE under /api/volunteers: the office's sign-up list, its per-event summary, one event's count and
 * the CSV (issue 15); POST to e-mail an event's volunteers whose date is no longer held (ADR 069).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  officeSignupPageSchema,
  signupCountQuerySchema,
  signupCountSchema,
  signupQuerySchema,
  toldDatesGoneSchema,
} from "../../../common/inbox/signups.ts";
import { NotFoundError } from "../../errors.ts";
import { actorOf } from "../auth/require-admin.ts";
import { noBody } from "../content/kept-deletion-routes.ts";
import { sendCsv, toCsv } from "../forms/csv.ts";

const idParams = z.object({ id: z.uuid({ error: "That is not a sign-up's id." }) });
const eventParams = z.object({ id: z.uuid({ error: "That is not an event's id." }) });

const CSV_COLUMNS = [
  { key: "createdAt", label: "Signed up", time: true },
  { key: "event", label: "Event" },
  // A series' date (ADR 067), in the school's time like "Signed up"; empty for a single event or general help.
  { key: "date", label: "Date", time: true },
  // Filled only for a date still to come that the event no longer has (ADR 067), in the list's words.
  { key: "dateGone", label: "Date no longer held" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "interests", label: "Ways to help" },
  { key: "availability", label: "Availability" },
  { key: "criminalRecordCheck", label: "Criminal record check" },
  { key: "notes", label: "Anything else" },
] as const;

export default async function signupRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  const listSchema = { querystring: signupQuerySchema, response: { 200: officeSignupPageSchema } };
  app.get("/", { ...admin, schema: listSchema }, async (request, reply) => {
    return reply.header("cache-control", "no-store").send(await app.services.volunteers.office(request.query));
  });

  app.get("/events", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ events: await app.services.volunteers.byEvent() });
  });

  // The questions before an event's delete (ADR 055) and before a save that takes dates from a series (ADR 067) need
  // numbers only, not a page of people's details.
  const countSchema = { querystring: signupCountQuerySchema, response: { 200: signupCountSchema } };
  app.get("/count", { ...admin, schema: countSchema }, async (request, reply) => {
    return reply.header("cache-control", "no-store").send(await app.services.volunteers.countFor(request.query.event));
  });

  app.get(
    "/export.csv",
    { ...admin, schema: { querystring: signupQuerySchema.omit({ page: true }) } },
    async (request, reply) => {
      const csv = toCsv(CSV_COLUMNS, await app.services.volunteers.exportRows(request.query));
      return sendCsv(reply, "volunteer-sign-ups", app.services.now(), csv);
    },
  );

  const tellSchema = { params: eventParams, body: noBody, response: { 200: toldDatesGoneSchema } };
  app.post("/events/:id/tell-dates-gone", { ...admin, schema: tellSchema }, async (request, reply) => {
    const told = await app.services.volunteers.tellDatesGone(request.params.id, actorOf(request));
    if (!told) throw new NotFoundError("No event has that id. It may have been deleted.");
    return reply.header("cache-control", "no-store").send(told);
  });

  app.delete("/:id", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    if (!(await app.services.volunteers.remove(request.params.id, actorOf(request)))) {
      throw new NotFoundError("No sign-up has that id. It may have been removed.");
    }
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
