/**
 * /api/messages: the office's inbox of contact messages (issue 15), and what it deleted, kept 30 days (ADR 062:
 * GET /deleted, POST /deleted/:id/restore, DELETE /deleted/:id, as a content set's), for administrators only.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_TOPIC_LABELS } from "../../../common/forms/contact-schema.ts";
import { inboxQuerySchema, messageChangeSchema, openedMessageSchema } from "../../../common/inbox/messages.ts";
import { NotFoundError } from "../../errors.ts";
import { actorOf } from "../auth/require-admin.ts";
import { keptDeletionRoutes } from "../content/kept-deletion-routes.ts";
import { sendCsv, toCsv } from "../forms/csv.ts";

const idParams = z.object({ id: z.uuid({ error: "That is not a message's id." }) });
const exportQuery = inboxQuerySchema.omit({ page: true });
const notFound = "No message has that id. It may have been deleted.";

const CSV_COLUMNS = [
  { key: "createdAt", label: "Received", time: true },
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "topic", label: "Topic" },
  { key: "message", label: "Message" },
  { key: "handledAt", label: "Handled", time: true },
  { key: "handledBy", label: "Handled by" },
] as const;

export default async function inboxRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: app.requireAdmin };

  app.get("/", { ...admin, schema: { querystring: inboxQuerySchema } }, async (request, reply) => {
    const page = await app.services.contact.inbox(request.query);
    return reply
      .header("cache-control", "no-store")
      .send({ ...page, unread: await app.services.contact.unreadCount() });
  });

  app.get("/export.csv", { ...admin, schema: { querystring: exportQuery } }, async (request, reply) => {
    const rows = await app.services.contact.exportRows(request.query);
    const csv = toCsv(
      CSV_COLUMNS,
      rows.map((row) => ({ ...row, topic: CONTACT_TOPIC_LABELS[row.topic] })),
    );
    return sendCsv(reply, "contact-messages", app.services.now(), csv);
  });

  // The inbox's "Recently deleted": a message comes back as it was, read and handled as before.
  keptDeletionRoutes(plain, idParams, "No deleted message is kept under that id.", {
    list: async (services) => services.contact.deleted(await services.privacy.retentionMonths()),
    putBack: (services, id, by) => services.contact.putBack(id, by),
    deleteForever: (services, id, by) => services.contact.deleteForever(id, by),
  });

  // Opening a message marks it read; the answer also says until when it could be put back if deleted now.
  app.get(
    "/:id",
    { ...admin, schema: { params: idParams, response: { 200: openedMessageSchema } } },
    async (request, reply) => {
      const { contact, privacy } = app.services;
      const found = await contact.open(request.params.id, await privacy.retentionMonths());
      if (!found) throw new NotFoundError(notFound);
      return reply.header("cache-control", "no-store").send(found);
    },
  );

  app.put("/:id", { ...admin, schema: { params: idParams, body: messageChangeSchema } }, async (request, reply) => {
    const changed = await app.services.contact.change(request.params.id, request.body, actorOf(request));
    if (!changed) throw new NotFoundError(notFound);
    return reply.header("cache-control", "no-store").send(changed);
  });

  app.delete("/:id", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    if (!(await app.services.contact.remove(request.params.id, actorOf(request)))) throw new NotFoundError(notFound);
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
