/** GET /api/careers and /api/careers/:id. */
import { contentRoutes } from "../content/routes.ts";
import { careersListQuerySchema } from "./schema.ts";

export default contentRoutes({
  noun: "career posting",
  listQuery: careersListQuerySchema,
  list: (services, query) => services.careers.list(query),
  get: (services, id, visibility) => services.careers.get(id, visibility),
});
