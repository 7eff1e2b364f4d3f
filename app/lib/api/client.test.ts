import { afterEach, describe, expect, it, vi } from "vitest";
import { csrfTokens, fakeServer, json } from "../../test-support/fake-api-server.ts";
import { type ApiClientOptions, createApiClient, repliesSessionEnded } from "./client.ts";
import { ApiError, ApiResponseError } from "./errors.ts";
import type { PageKind } from "./page-kind.ts";

const BASE = "https://api.pinecrest.example";

function setup(routes: Parameters<typeof fakeServer>[0], options: Partial<ApiClientOptions> = {}) {
  const server = fakeServer({ "GET /api/csrf-token": csrfTokens(), ...routes });
  const onSessionEnd = vi.fn();
  let page: PageKind = "public";
  const client = createApiClient({
    baseUrl: BASE,
    fetch: server.fetch,
    pageKind: () => page,
    onSessionEnd,
    ...options,
  });
  return {
    client,
    server,
    onSessionEnd,
    onPage: (kind: PageKind) => {
      page = kind;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

/** A server that never answers: the call ends only when its signal aborts, as a real fetch would. */
function untilAborted(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener("abort", () => reject(request.signal.reason));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the API base address (spec §5)", () => {
  it.each(["ftp://api.pinecrest.example", "api.pinecrest.example", "//api.pinecrest.example", ""])(
    "refuses %j with the spec's message",
    (base) => {
      expect(() => createApiClient({ baseUrl: base, pageKind: () => "public", onSessionEnd: () => {} })).toThrowError(
        new Error("Invalid API URL: Must start with http:// or https://"),
      );
    },
  );

  it("accepts http:// and https:// bases", () => {
    for (const base of ["http://localhost:3001", "https://api.pinecrest.example"]) {
      expect(() => createApiClient({ baseUrl: base, pageKind: () => "public", onSessionEnd: () => {} })).not.toThrow();
    }
  });

  it("checks a base given as a function on every call, with the same message", async () => {
    const { server } = setup({});
    const client = createApiClient({
      baseUrl: () => "www.pinecrest.example",
      fetch: server.fetch,
      pageKind: () => "public",
      onSessionEnd: () => {},
    });
    await expect(client.get("/careers")).rejects.toThrowError("Invalid API URL: Must start with http:// or https://");
    expect(server.requests).toHaveLength(0);
  });
});

describe("every call", () => {
  it("goes to {base}/api with cookies and returns the JSON", async () => {
    const { client, server } = setup({ "GET /api/careers": () => json(200, [{ id: "a" }]) });
    await expect(client.get("/careers", { query: { page: 2, draft: undefined } })).resolves.toEqual([{ id: "a" }]);
    const [request] = server.requests;
    expect(request?.url.href).toBe(`${BASE}/api/careers?page=2`);
    expect(request?.credentials).toBe("include");
  });

  it("keeps a path on the base and ignores a trailing slash", async () => {
    const { server } = setup({ "GET /pcs/api/news": () => json(200, []) });
    const client = createApiClient({
      baseUrl: "https://www.pinecrest.example/pcs/",
      fetch: server.fetch,
      pageKind: () => "public",
      onSessionEnd: () => {},
    });
    await client.get("/news");
    expect(server.requests[0]?.url.href).toBe("https://www.pinecrest.example/pcs/api/news");
  });
});

describe("the CSRF token (spec §7)", () => {
  it("is fetched once, cached, and sent as X-CSRF-Token on every non-GET", async () => {
    const ok = () => json(200, { ok: true });
    const { client, server } = setup({
      "POST /api/careers": ok,
      "PUT /api/careers/1": ok,
      "DELETE /api/careers/1": ok,
      "GET /api/careers": ok,
    });
    await Promise.all([client.post("/careers", { title: "Teacher" }), client.post("/careers", { title: "Coach" })]);
    await client.put("/careers/1", { title: "Principal" });
    await client.delete("/careers/1");
    await client.get("/careers");

    expect(server.to("GET /api/csrf-token")).toHaveLength(1);
    const writes = server.requests.filter((r) => r.method !== "GET");
    expect(writes).toHaveLength(4);
    for (const write of writes) expect(write.headers.get("X-CSRF-Token")).toBe("token-1");
    expect(server.to("GET /api/careers")[0]?.headers.has("X-CSRF-Token")).toBe(false);
    expect(JSON.parse(server.to("PUT /api/careers/1")[0]?.body ?? "")).toEqual({ title: "Principal" });
  });

  it("is not fetched for GET requests", async () => {
    const { client, server } = setup({ "GET /api/news": () => json(200, []) });
    await client.get("/news");
    expect(server.to("GET /api/csrf-token")).toHaveLength(0);
  });

  it("is fetched again after a failed fetch instead of caching the failure", async () => {
    let up = false;
    const { client, server } = setup({
      "GET /api/csrf-token": () => {
        if (!up) throw new TypeError("Failed to fetch");
        return json(200, { csrfToken: "fresh" });
      },
      "POST /api/contact": () => json(201, { ok: true }),
    });
    await expect(client.post("/contact", {})).rejects.toThrowError(
      "No response received from the server. Please check your network connection.",
    );
    up = true;
    await expect(client.post("/contact", {})).resolves.toEqual({ ok: true });
    expect(server.to("POST /api/contact")[0]?.headers.get("X-CSRF-Token")).toBe("fresh");
  });
});

describe("the error catalogue (spec §8)", () => {
  describe("401", () => {
    const routes = { "GET /api/careers": () => json(401, { code: "UNAUTHENTICATED", message: "Sign in first" }) };

    it("on the login page throws the raw response", async () => {
      const { client, onPage, onSessionEnd } = setup(routes);
      onPage("login");
      const error = await rejection(client.get("/careers"));
      expect(error).toBeInstanceOf(ApiResponseError);
      const { response } = error as ApiResponseError;
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ code: "UNAUTHENTICATED", message: "Sign in first" });
      expect(onSessionEnd).not.toHaveBeenCalled();
    });

    it("on the dashboard or an auth-required route logs the admin out with 'Admin session expired'", async () => {
      const { client, onPage, onSessionEnd } = setup(routes);
      onPage("admin");
      await expect(client.get("/careers")).rejects.toThrowError(
        new ApiError("session-expired", { status: 401 }).message,
      );
      await expect(client.get("/careers")).rejects.toThrowError("Admin session expired. Please log in again.");
      expect(onSessionEnd).toHaveBeenCalledTimes(2);
    });

    it("anywhere else is 'Unauthorized' and leaves the session alone", async () => {
      const { client, onSessionEnd } = setup(routes);
      const error = await rejection(client.get("/careers"));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe("Unauthorized");
      expect((error as ApiError).status).toBe(401);
      expect(onSessionEnd).not.toHaveBeenCalled();
    });
  });

  describe("403", () => {
    it.each(["ACCOUNT_LOCKED", "INVALID_CREDENTIALS"])(
      "with code %s is an authentication failure: the reply is thrown, nothing is retried",
      async (code) => {
        const body = { success: false, code, message: "No", lockedUntil: "2026-11-22T23:45:00.000Z" };
        const { client, server } = setup({ "POST /api/auth/login": () => json(403, body) });
        const error = await rejection(client.post("/auth/login", { email: "a@b.ca", password: "x" }));
        expect(error).toBeInstanceOf(ApiResponseError);
        expect((error as ApiResponseError).code).toBe(code);
        expect((error as ApiResponseError).response.data).toEqual(body);
        expect(server.to("POST /api/auth/login")).toHaveLength(1);
        // The token is still good: the next write does not fetch another.
        await rejection(client.post("/auth/login", {}));
        expect(server.to("GET /api/csrf-token")).toHaveLength(1);
      },
    );

    it("of any other kind drops the token and retries with a new one", async () => {
      const { client, server } = setup({
        "POST /api/careers": [() => json(403, { code: "CSRF_INVALID" }), () => json(201, { id: "new" })],
      });
      await expect(client.post("/careers", { title: "Teacher" })).resolves.toEqual({ id: "new" });
      const attempts = server.to("POST /api/careers");
      expect(attempts.map((a) => a.headers.get("X-CSRF-Token"))).toEqual(["token-1", "token-2"]);
      expect(attempts.map((a) => a.body)).toEqual([
        JSON.stringify({ title: "Teacher" }),
        JSON.stringify({ title: "Teacher" }),
      ]);
    });

    it("after 3 failed retries raises 'Max CSRF error retries reached'", async () => {
      const { client, server } = setup({ "POST /api/careers": () => json(403, { code: "CSRF_INVALID" }) });
      const error = await rejection(client.post("/careers", {}));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe("Max CSRF error retries reached");
      // The first try and three retries, each with a token of its own.
      const attempts = server.to("POST /api/careers");
      expect(attempts.map((a) => a.headers.get("X-CSRF-Token"))).toEqual(["token-1", "token-2", "token-3", "token-4"]);
    });

    it("a 403 without a JSON body is also a CSRF failure", async () => {
      const { client, server } = setup({
        "DELETE /api/news/1": [
          () => new Response("Forbidden", { status: 403 }),
          () => new Response(null, { status: 204 }),
        ],
      });
      await expect(client.delete("/news/1")).resolves.toBeNull();
      expect(server.to("DELETE /api/news/1")).toHaveLength(2);
    });
  });

  it.each([409, 429])("%i is passed unchanged to the caller", async (status) => {
    const body = { code: status === 409 ? "STALE_VERSION" : "RATE_LIMITED", message: "Later" };
    const { client, server } = setup({ "PUT /api/careers/1": () => json(status, body, { "Retry-After": "120" }) });
    const error = await rejection(client.put("/careers/1", { version: 3 }));
    expect(error).toBeInstanceOf(ApiResponseError);
    const { response } = error as ApiResponseError;
    expect(response.status).toBe(status);
    expect(response.data).toEqual(body);
    expect(response.headers.get("Retry-After")).toBe("120");
    expect(server.to("PUT /api/careers/1")).toHaveLength(1);
  });

  it("500 is 'An unexpected error occurred. Please try again later.'", async () => {
    const { client } = setup({ "GET /api/news": () => json(500, { message: "boom" }) });
    const error = await rejection(client.get("/news"));
    expect((error as ApiError).message).toBe("An unexpected error occurred. Please try again later.");
    expect((error as ApiError).status).toBe(500);
  });

  it.each([400, 404, 418, 502, 503])("%i is 'An unexpected error occurred. Please try again.'", async (status) => {
    const { client } = setup({ "GET /api/news": () => json(status, { code: "X" }) });
    await expect(client.get("/news")).rejects.toThrowError(/^An unexpected error occurred\. Please try again\.$/);
  });

  it("no response is 'No response received from the server. Please check your network connection.'", async () => {
    const { client } = setup({
      "GET /api/news": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await rejection(client.get("/news"));
    expect((error as ApiError).message).toBe(
      "No response received from the server. Please check your network connection.",
    );
    expect((error as ApiError).status).toBeUndefined();
  });

  it("a request that cannot be set up is 'An error occurred while setting up the request. Please try again.'", async () => {
    const { client, server } = setup({ "POST /api/contact": () => json(201, {}) });
    const error = await rejection(client.post("/contact", { amount: 10n }));
    expect((error as ApiError).message).toBe("An error occurred while setting up the request. Please try again.");
    expect(server.to("POST /api/contact")).toHaveLength(0);
  });

  it("a cancelled call hands back the caller's own abort", async () => {
    const { client } = setup({
      "GET /api/news": (request) => untilAborted(request),
    });
    const controller = new AbortController();
    const call = client.get("/news", { signal: controller.signal });
    controller.abort();
    const error = await rejection(call);
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("time-outs (spec §7)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("none is set by default: a call still waits after a whole day", async () => {
    vi.useFakeTimers();
    const { client } = setup({ "GET /api/news": (request) => untilAborted(request) });
    const controller = new AbortController();
    let settled = false;
    const call = client.get("/news", { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(settled).toBe(false);
    controller.abort();
    await rejection(call);
  });

  it("one set on purpose ends a silent call as 'no response'", async () => {
    vi.useFakeTimers();
    const { client } = setup({ "GET /api/news": (request) => untilAborted(request) }, { timeoutMs: 5000 });
    const call = rejection(client.get("/news"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(((await call) as Error).message).toBe(
      "No response received from the server. Please check your network connection.",
    );
  });
});

describe("the session-end rule (spec §4)", () => {
  it.each([
    ["not authenticated", { success: true, data: [{ success: true, isAuthenticated: false }] }],
    ["not successful", { success: true, data: [{ success: false, isAuthenticated: true }] }],
    ["flat, not authenticated", { success: true, isAuthenticated: false }],
  ])("a reply that says %s ends the admin session", async (_, body) => {
    const { client, onSessionEnd } = setup({ "GET /api/auth/status": () => json(200, body) });
    await expect(client.get("/auth/status")).resolves.toEqual(body);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it("a reply that says authenticated and successful, or carries neither, leaves it alone", async () => {
    const { client, onSessionEnd } = setup({
      "GET /api/auth/status": () => json(200, { success: true, data: [{ success: true, isAuthenticated: true }] }),
      "GET /api/news": () => json(200, { success: false, data: [] }),
    });
    await client.get("/auth/status");
    await client.get("/news");
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it("is read from the body, not from HTTP headers or text", () => {
    expect(repliesSessionEnded("isAuthenticated: false")).toBe(false);
    expect(repliesSessionEnded(null)).toBe(false);
    expect(repliesSessionEnded({ data: [{ isAuthenticated: false }] })).toBe(false);
  });
});
