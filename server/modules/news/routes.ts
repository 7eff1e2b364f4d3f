/** /api/news and /api/news/:id: the public list and pages, and for the office drafts and writes (POST, PUT /:id, DELETE /:id). */

import { newsListQuerySchema } from "../../../common/content/news/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "news item",
  listQuery: newsListQuerySchema,
  list: (services, query) => services.news.list(query),
  get: (services, id, visibility) => services.news.get(id, visibility),
  writer: ({ news }) => writerOf(news),
});
