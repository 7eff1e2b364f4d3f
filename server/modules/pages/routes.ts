/** /api/pages and /api/pages/:id: the pages' words for everyone, and for the office edits, history and restore. */

import { pageListQuerySchema } from "../../../common/pages/page-schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "page",
  listQuery: pageListQuerySchema,
  list: (services, query) => services.pages.list(query),
  get: (services, id, visibility) => services.pages.get(id, visibility),
  writer: ({ pages }) => writerOf(pages),
});
