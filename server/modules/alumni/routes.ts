/** GET /api/alumni and /api/alumni/:id (a number). */

import { alumniListQuerySchema } from "../../../common/content/alumni/schema.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "alumni profile",
  listQuery: alumniListQuerySchema,
  list: (services, query) => services.alumni.list(query),
  get: (services, id, visibility) => services.alumni.get(id, visibility),
});
