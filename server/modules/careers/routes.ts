/** /api/careers: the public list and pages, and the office's drafts, closed postings and writes. */

import { careersListQuerySchema } from "../../../common/content/careers/schema.ts";
import type { CareerInput } from "../../../common/content/careers/types.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "career posting",
  listQuery: careersListQuerySchema,
  list: (services, query) => services.careers.list(query),
  get: (services, id, visibility) => services.careers.get(id, visibility),
  writer: ({ careers }) => ({
    // The body is any JSON object here; the careers schema checks every field in the write path.
    create: (input, by) => careers.create(input as CareerInput, by),
    update: (id, input, by) => careers.update(id, input as CareerInput & { version: number }, by),
    remove: (id, by) => careers.remove(id, by),
  }),
});
