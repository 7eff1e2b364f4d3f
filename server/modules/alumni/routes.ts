/** GET /api/alumni and /api/alumni/:id (a number). */
import { contentRoutes } from "../content/routes.ts";
import { alumniListQuerySchema } from "./schema.ts";

export default contentRoutes({
  noun: "alumni profile",
  listQuery: alumniListQuerySchema,
  list: (services, query) => services.alumni.list(query),
  get: (services, id, visibility) => services.alumni.get(id, visibility),
});
