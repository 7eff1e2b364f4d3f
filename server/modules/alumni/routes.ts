/** /api/alumni and /api/alumni/:id (a number): the public list and pages, and for the office drafts and writes (POST, PUT /:id, DELETE /:id). */

import { alumniListQuerySchema } from "../../../common/content/alumni/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "alumni profile",
  listQuery: alumniListQuerySchema,
  list: (services, query) => services.alumni.list(query),
  get: (services, id, visibility) => services.alumni.get(id, visibility),
  writer: ({ alumni }) => writerOf(alumni),
});
