/** GET /api/events (from, to, category, paging) and /api/events/:id. */
import { contentRoutes } from "../content/routes.ts";
import { eventListQuerySchema } from "./schema.ts";

export default contentRoutes({
  noun: "event",
  listQuery: eventListQuerySchema,
  list: (services, query) => services.events.list(query),
  get: (services, id, visibility) => services.events.get(id, visibility),
});
