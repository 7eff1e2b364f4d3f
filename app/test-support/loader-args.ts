/** A page loader's arguments as the server hands them over, for a path (or a query) on this site, with real services. */
import type { Services } from "../../server/services.ts";

export function loaderArgs(path: string, services: Services): never {
  return {
    request: new Request(new URL(path, "http://localhost/")),
    params: {},
    context: { services, siteUrl: "http://localhost" },
  } as never;
}
