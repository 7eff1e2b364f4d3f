/** GET /api/why-choose and /api/why-choose/:id. */

import { whyChooseListQuerySchema } from "../../../common/content/why-choose/schema.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "why-choose item",
  listQuery: whyChooseListQuerySchema,
  list: (services, query) => services.whyChoose.list(query),
  get: (services, id, visibility) => services.whyChoose.get(id, visibility),
});
