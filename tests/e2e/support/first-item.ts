/** The first item of one of the API's lists, for tests that need some real news item, event or posting to open. */
import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The first item `path` lists (its first page, one item long, with `query` added); fails the test when the request
 * does or the list is empty, which means the sample content did not load. `T` is the fields the test reads.
 */
export async function firstItem<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const url = `${path}?${new URLSearchParams({ ...query, pageSize: "1" })}`;
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const { items } = (await res.json()) as { items: T[] };
  const first = items[0];
  if (first === undefined) throw new Error(`${url} returned no items: the sample content did not load`);
  return first;
}
