/** GET /api/events (from, to, category, paging) and /api/events/:id. */

import { eventListQuerySchema } from "../../../common/content/events/schema.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "event",
  listQuery: eventListQuerySchema,
  list: (services, query) => services.events.list(query),
  get: (services, id, visibility) => services.events.get(id, visibility),
});
