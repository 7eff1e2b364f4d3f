/** GET /api/testimonials and /api/testimonials/:id. */

import { testimonialListQuerySchema } from "../../../common/content/testimonials/schema.ts";
import { contentRoutes } from "../content/routes.ts";

export default contentRoutes({
  noun: "testimonial",
  listQuery: testimonialListQuerySchema,
  list: (services, query) => services.testimonials.list(query),
  get: (services, id, visibility) => services.testimonials.get(id, visibility),
});
