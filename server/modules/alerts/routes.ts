/**
 * /api/alerts and /api/alerts/:id: the alerts showing now, and for the office drafts and writes (POST, PUT /:id,
 * DELETE /:id), and POST /:id/end: "End this alert now".
 */

import { alertListQuerySchema } from "../../../common/content/alerts/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "alert",
  listQuery: alertListQuerySchema,
  list: (services, query) => services.alerts.list(query),
  get: (services, id, visibility) => services.alerts.get(id, visibility),
  writer: ({ alerts }) => writerOf(alerts),
  actions: { end: ({ alerts }, id, by) => alerts.end(id, by) },
});
