/** Refused contact posts until the form's rate limit answers, for tests of where the limits count. */
import type { FastifyInstance } from "fastify";
import { FORM_RATE_LIMIT } from "../modules/forms/submission.ts";
import { AuthClient } from "./auth-client.ts";

/** What a limit answers: the form's max of refused posts (400, nothing stored), then 429. */
export const LIMITED = [...Array<number>(FORM_RATE_LIMIT.max).fill(400), 429];

/**
 * One visitor (one address) posts refused contact forms (nothing is stored) to these apps in turn, one post more
 * than the limit allows; the statuses, and the slowest post's time in ms (the CSRF tokens are fetched first).
 */
export async function postUntilLimited(...apps: FastifyInstance[]) {
  const first = new AuthClient(apps[0] as FastifyInstance);
  const clients = [first, ...apps.slice(1).map((app) => new AuthClient(app, first.remoteAddress))];
  for (const client of clients) await client.fetchCsrfToken();
  const statuses: number[] = [];
  const times: number[] = [];
  for (let post = 0; post <= FORM_RATE_LIMIT.max; post++) {
    const client = clients[post % clients.length] as AuthClient;
    const started = performance.now();
    statuses.push((await client.post("/api/contact", { name: "" })).statusCode);
    times.push(performance.now() - started);
  }
  return { statuses, slowest: Math.max(...times) };
}
