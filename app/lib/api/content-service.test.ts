import { describe, expect, it, vi } from "vitest";
import { csrfTokens, fakeServer, json } from "../../test-support/fake-api-server.ts";
import { createApiClient } from "./client.ts";
import { createContentService, versionConflictOf } from "./content-service.ts";
import { ApiError, ApiResponseError } from "./errors.ts";
import type { PageKind } from "./page-kind.ts";

interface Posting {
  id: string;
  title: string;
  version: number;
}
type PostingInput = { title: string };

const ID = "5b0c1f0e-8a51-4c1e-9b1a-0d6f0a7e2c11";
const posting: Posting = { id: ID, title: "Grade 3 Teacher", version: 1 };

function setup(routes: Parameters<typeof fakeServer>[0], page: PageKind = "admin") {
  const server = fakeServer({ "GET /api/csrf-token": csrfTokens(), ...routes });
  const onSessionEnd = vi.fn();
  const api = createApiClient({
    baseUrl: "https://www.pinecrest.example",
    fetch: server.fetch,
    pageKind: () => page,
    onSessionEnd,
  });
  return { careers: createContentService<Posting, PostingInput>(api, "/careers"), server, onSessionEnd };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("the careers service's five operations (spec §7)", () => {
  it("reads every posting and one posting, asking for drafts and closed ones too", async () => {
    const page = { items: [posting], total: 1, page: 2, pageSize: 20, pageCount: 2 };
    const { careers, server } = setup({
      "GET /api/careers": () => json(200, page),
      [`GET /api/careers/${ID}`]: () => json(200, posting),
    });
    expect(await careers.fetchAll({ page: 2, q: "teacher" })).toEqual(page);
    expect(await careers.fetchOne(ID)).toEqual(posting);
    const [list, one] = server.requests;
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({ status: "all", page: "2", q: "teacher" });
    expect(one?.url.searchParams.get("status")).toBe("all");
    // Reads carry no token: only non-GET requests do.
    expect(server.to("GET /api/csrf-token")).toHaveLength(0);
    expect(list?.credentials).toBe("include");
  });

  it("creates, updates and removes with the CSRF token in X-CSRF-Token", async () => {
    const { careers, server } = setup({
      "POST /api/careers": () => json(201, posting),
      [`PUT /api/careers/${ID}`]: () => json(200, { ...posting, title: "Grade 4 Teacher", version: 2 }),
      [`DELETE /api/careers/${ID}`]: () => new Response(null, { status: 204 }),
    });
    expect(await careers.create({ title: "Grade 3 Teacher" })).toEqual(posting);
    expect(await careers.update(ID, { title: "Grade 4 Teacher", version: 1 })).toMatchObject({ version: 2 });
    await expect(careers.remove(ID)).resolves.toBeUndefined();
    const writes = server.requests.filter((r) => r.method !== "GET");
    expect(writes.map((r) => [r.method, r.headers.get("x-csrf-token")])).toEqual([
      ["POST", "token-1"],
      ["PUT", "token-1"],
      ["DELETE", "token-1"],
    ]);
    expect(JSON.parse(writes[1]?.body ?? "")).toEqual({ title: "Grade 4 Teacher", version: 1 });
    expect(server.to("GET /api/csrf-token")).toHaveLength(1);
  });
});

describe("the careers service under spec §8's catalogue", () => {
  it("retries a 403 with a fresh token, up to three times, then says so", async () => {
    const refused = () => json(403, { success: false, code: "CSRF_INVALID", message: "Bad token" });
    const { careers, server } = setup({ "POST /api/careers": [refused, refused, () => json(201, posting)] });
    expect(await careers.create({ title: "Grade 3 Teacher" })).toEqual(posting);
    expect(server.to("POST /api/careers").map((r) => r.headers.get("x-csrf-token"))).toEqual([
      "token-1",
      "token-2",
      "token-3",
    ]);

    const always = setup({ "POST /api/careers": refused });
    const error = await rejection(always.careers.create({ title: "x" }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe("Max CSRF error retries reached");
    expect(always.server.to("POST /api/careers")).toHaveLength(4);
  });

  it("ends the session on a 401 in the admin area, with the spec's message", async () => {
    const { careers, onSessionEnd } = setup({
      [`PUT /api/careers/${ID}`]: () => json(401, { success: false, code: "UNAUTHENTICATED", message: "Sign in" }),
    });
    const error = await rejection(careers.update(ID, { title: "x", version: 1 }));
    expect((error as Error).message).toBe("Admin session expired. Please log in again.");
    expect(onSessionEnd).toHaveBeenCalledOnce();
  });

  it("passes a 409 to the caller with the version and item now stored, and a 429 unchanged", async () => {
    const current = { ...posting, title: "Changed by someone else", version: 3 };
    const { careers } = setup({
      [`PUT /api/careers/${ID}`]: () =>
        json(409, { success: false, code: "VERSION_CONFLICT", message: "Changed", currentVersion: 3, current }),
      "POST /api/careers": () => json(429, { success: false, code: "RATE_LIMITED", message: "Slow down" }),
    });
    const conflict = await rejection(careers.update(ID, { title: "Mine", version: 1 }));
    expect(conflict).toBeInstanceOf(ApiResponseError);
    expect(versionConflictOf<Posting>(conflict)).toEqual({ currentVersion: 3, current });

    const limited = await rejection(careers.create({ title: "x" }));
    expect(limited).toBeInstanceOf(ApiResponseError);
    expect((limited as ApiResponseError).status).toBe(429);
    expect(versionConflictOf(limited)).toBeUndefined();
  });
});
