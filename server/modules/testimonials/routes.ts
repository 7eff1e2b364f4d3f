/** /api/testimonials and /api/testimonials/:id: the public list and pages, and for the office drafts and writes (POST, PUT /:id, DELETE /:id). */

import { testimonialListQuerySchema } from "../../../common/content/testimonials/schema.ts";
import { contentRoutes, writerOf } from "../content/routes.ts";

export default contentRoutes({
  noun: "testimonial",
  listQuery: testimonialListQuerySchema,
  list: (services, query) => services.testimonials.list(query),
  get: (services, id, visibility) => services.testimonials.get(id, visibility),
  writer: ({ testimonials }) => writerOf(testimonials),
});
