/** GET /api/news and /api/news/:id. */

import { newsListQuerySchema } from "../../../common/content/news/schema.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "news item",
  listQuery: newsListQuerySchema,
  list: (services, query) => services.news.list(query),
  get: (services, id, visibility) => services.news.get(id, visibility),
});
