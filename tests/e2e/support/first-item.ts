/** The first item of one of the API's lists, for tests that need some real news item, event or posting to open. */
import { type APIRequestContext, expect } from "@playwright/test";
import { isSample } from "./test-made.ts";

/** One page of `path`'s list; fails the test when the request does. */
async function listed<T>(request: APIRequestContext, path: string, query: Record<string, string>): Promise<T[]> {
  const url = `${path}?${new URLSearchParams(query)}`;
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as { items: T[] }).items;
}

const noneFrom = (path: string) => new Error(`${path} returned no items: the sample content did not load`);

/**
 * The first item `path` lists (its first page, one item long, with `query` added); fails the test when the request
 * does or the list is empty, which means the sample content did not load. `T` is the fields the test reads.
 */
export async function firstItem<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const [first] = await listed<T>(request, path, { ...query, pageSize: "1" });
  if (first === undefined) throw noneFrom(path);
  return first;
}

/**
 * The first item `path` lists that no browser test made (support/test-made.ts), among its first 50: for a test
 * whose list can start with what a test running beside it is making, renaming or deleting.
 */
export async function firstSampleItem<T extends { title: string }>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const first = (await listed<T>(request, path, { ...query, pageSize: "50" })).find((item) => isSample(item.title));
  if (first === undefined) throw noneFrom(path);
  return first;
}
