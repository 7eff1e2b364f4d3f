/**
 * The office's own API, for a test that needs an event, a news item or a picture to start from: made as the
 * office's screens would make it (the screens have their own tests), signed in as the page is, and deleted after
 * the test, passed or failed, so later tests meet only the sample content and what they make themselves. A test
 * asks for it as the `officeApi` fixture (support/test.ts), whose teardown does the deleting.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { EventInput } from "../../../common/content/events/types.ts";

/** The CSRF header every write to the API carries, with a token for the request context's session. */
export async function csrfHeaders(request: APIRequestContext): Promise<{ "x-csrf-token": string }> {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

type Body = Pick<NonNullable<Parameters<APIRequestContext["post"]>[1]>, "data" | "multipart">;

/** What a test makes through the API with its signed-in page; each is deleted after the test. */
export interface OfficeApi {
  /** Posts `body` to `path` (201 expected) and answers what the API made. */
  create<T extends { id: string }>(path: `/api/${string}`, body: Body): Promise<T>;
  /** Makes an event. */
  createEvent(event: EventInput): Promise<{ id: string }>;
}

/** The `officeApi` fixture: hands the test an OfficeApi on its page's session, then deletes what it made. */
export async function officeApiFixture({ page }: { page: Page }, use: (api: OfficeApi) => Promise<void>) {
  const made: string[] = [];
  const create = async <T extends { id: string }>(path: `/api/${string}`, body: Body): Promise<T> => {
    const created = await page.request.post(path, { headers: await csrfHeaders(page.request), ...body });
    expect(created.status(), await created.text()).toBe(201);
    const thing = (await created.json()) as T;
    made.push(`${path}/${thing.id}`);
    return thing;
  };
  await use({ create, createEvent: (event) => create("/api/events", { data: event }) });

  if (made.length === 0) return;
  const headers = await csrfHeaders(page.request);
  // Newest first: a news item before the picture it shows.
  for (const path of made.reverse()) {
    const removed = await page.request.delete(path, { headers });
    // 404: the test had deleted it already (and not put it back).
    expect([204, 404], `DELETE ${path}: ${await removed.text()}`).toContain(removed.status());
  }
}
