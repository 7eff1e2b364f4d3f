/** /api/careers: the public list and pages, and the office's drafts, closed postings and writes. */

import { careersListQuerySchema } from "../../../common/content/careers/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "career posting",
  listQuery: careersListQuerySchema,
  list: (services, query) => services.careers.list(query),
  get: (services, id, visibility) => services.careers.get(id, visibility),
  writer: ({ careers }) => writerOf(careers),
});
