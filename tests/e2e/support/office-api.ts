/**
 * The office's own API, for a test that needs an event, a news item or a picture to start from: made as the
 * office's screens would make it (the screens have their own tests), signed in as the page is, and deleted after
 * the test, passed or failed, so later tests meet only the sample content and what they make themselves.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { EventInput } from "../../../common/content/events/types.ts";
import { expect } from "./test.ts";

/** The CSRF header every write to the API carries, with a token for the request context's session. */
export async function csrfHeaders(request: APIRequestContext): Promise<{ "x-csrf-token": string }> {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

/** The addresses of what the running test made, to delete after it (newest first: a news item before its picture). */
let made: string[] = [];

/**
 * Posts `body` to `path` (201 expected) and answers what the API made; it is deleted after the test where the spec
 * has `test.afterEach(deleteWhatTheTestMade)`.
 */
export async function createThroughApi<T extends { id: string }>(
  request: APIRequestContext,
  path: `/api/${string}`,
  body: Pick<NonNullable<Parameters<APIRequestContext["post"]>[1]>, "data" | "multipart">,
): Promise<T> {
  const created = await request.post(path, { headers: await csrfHeaders(request), ...body });
  expect(created.status(), await created.text()).toBe(201);
  const thing = (await created.json()) as T;
  made.push(`${path}/${thing.id}`);
  return thing;
}

/** Makes an event through the API; it is deleted after the test. */
export function createEvent(request: APIRequestContext, event: EventInput): Promise<{ id: string }> {
  return createThroughApi(request, "/api/events", { data: event });
}

/** The afterEach of a spec that makes things through the API: deletes them, with the test's signed-in page. */
export async function deleteWhatTheTestMade({ page }: { page: Page }): Promise<void> {
  const paths = made.reverse();
  made = [];
  if (paths.length === 0) return;
  const headers = await csrfHeaders(page.request);
  for (const path of paths) {
    const removed = await page.request.delete(path, { headers });
    // 404: the test had deleted it already (and not put it back).
    expect([204, 404], `DELETE ${path}: ${await removed.text()}`).toContain(removed.status());
  }
}
