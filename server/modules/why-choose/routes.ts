/** /api/why-choose and /api/why-choose/:id: the public list and pages, and for the office drafts and writes (POST, PUT /:id, DELETE /:id). */

import { whyChooseListQuerySchema } from "../../../common/content/why-choose/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "why-choose item",
  listQuery: whyChooseListQuerySchema,
  list: (services, query) => services.whyChoose.list(query),
  get: (services, id, visibility) => services.whyChoose.get(id, visibility),
  writer: ({ whyChoose }) => writerOf(whyChoose),
});
