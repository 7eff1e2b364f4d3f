/** /api/events (from, to, category, paging) and /api/events/:id, and for the office drafts and writes (POST, PUT /:id, DELETE /:id). */

import { eventListQuerySchema } from "../../../common/content/events/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "event",
  listQuery: eventListQuerySchema,
  list: (services, query) => services.events.list(query),
  get: (services, id, visibility) => services.events.get(id, visibility),
  writer: ({ events }) => writerOf(events),
});
