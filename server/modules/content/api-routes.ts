/** Mounts the content sets' routes and the pictures' under /api. */
import type { FastifyInstance } from "fastify";
import alertsRoutes from "../alerts/routes.ts";
import alumniRoutes from "../alumni/routes.ts";
import careersRoutes from "../careers/routes.ts";
import eventsRoutes from "../events/routes.ts";
import { mediaApiRoutes } from "../media/routes.ts";
import newsRoutes from "../news/routes.ts";
import pagesRoutes from "../pages/routes.ts";
import testimonialsRoutes from "../testimonials/routes.ts";
import whyChooseRoutes from "../why-choose/routes.ts";

export default async function contentApiRoutes(api: FastifyInstance) {
  await api.register(newsRoutes, { prefix: "/news" });
  await api.register(eventsRoutes, { prefix: "/events" });
  await api.register(alumniRoutes, { prefix: "/alumni" });
  await api.register(testimonialsRoutes, { prefix: "/testimonials" });
  await api.register(whyChooseRoutes, { prefix: "/why-choose" });
  await api.register(careersRoutes, { prefix: "/careers" });
  await api.register(alertsRoutes, { prefix: "/alerts" });
  await api.register(pagesRoutes, { prefix: "/pages" });
  await api.register(mediaApiRoutes, { prefix: "/media" });
}
