import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { type Answer, csrfTokens, fakeServer, json } from "../../test-support/fake-api-server.ts";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { type ApiClientOptions, createApiClient } from "../api/client.ts";
import { EMBEDDED_REPLY_KEY } from "../api/decrypt.ts";
import type { PageKind } from "../api/page-kind.ts";
import { AuthError, createAuthCalls, safeRedirectPath } from "./auth-calls.ts";
import { ADMIN_FLAG_KEY, AUTH_FLAG_KEY, createAuthState } from "./auth-state.ts";

const user = { id: 1, email: "ruth@pinecrest.example", name: "Ruth Okafor", authenticated: true, isAdmin: true };
const loginOk: Answer = () => json(200, { success: true, data: [{ user }] });
const offline: Answer = () => {
  throw new TypeError("Failed to fetch");
};

function setup(
  routes: Record<string, Answer | Answer[]>,
  options: { page?: PageKind; baseUrl?: ApiClientOptions["baseUrl"] } = {},
) {
  const server = fakeServer({ "GET /api/csrf-token": csrfTokens(), ...routes });
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const state = createAuthState(() => ({ session, local }));
  const navigate = vi.fn();
  const logger = { log: vi.fn() };
  // Wired as in the browser: the client ends the session the service owns.
  let endSession = () => {};
  const api = createApiClient({
    baseUrl: options.baseUrl ?? "https://www.pinecrest.example",
    fetch: server.fetch,
    pageKind: () => options.page ?? "login",
    onSessionEnd: () => endSession(),
  });
  const auth = createAuthCalls({ api, state, logger, navigate });
  endSession = () => auth.endSession();
  const signIn = () => state.markSignedIn({ name: user.name, email: user.email });
  const flags = () => ({ session: session.getItem(AUTH_FLAG_KEY), admin: local.getItem(ADMIN_FLAG_KEY) });
  return { auth, api, server, state, navigate, logger, signIn, flags };
}

async function authFailure(promise: Promise<unknown>): Promise<AuthError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return error as AuthError;
  }
  throw new Error("expected the call to fail");
}

describe("login", () => {
  it("posts email and password with the CSRF token, sets both flags and returns the user", async () => {
    const { auth, server, flags, state } = setup({ "POST /api/auth/login": loginOk });
    await expect(auth.login("ruth@pinecrest.example", "correct horse")).resolves.toEqual(user);
    const [post] = server.to("POST /api/auth/login");
    expect(JSON.parse(post?.body ?? "")).toEqual({ email: "ruth@pinecrest.example", password: "correct horse" });
    expect(post?.headers.get("X-CSRF-Token")).toBe("token-1");
    expect(flags()).toEqual({ session: "true", admin: "true" });
    expect(state.profile()).toEqual({ name: "Ruth Okafor", email: "ruth@pinecrest.example" });
  });

  it("decrypts an encrypted reply from the older API", async () => {
    const iv = randomBytes(16);
    const cipher = createCipheriv("aes-256-cbc", Buffer.from(EMBEDDED_REPLY_KEY), iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify({ success: true, user })), cipher.final()]);
    const { auth, flags } = setup({
      "POST /api/auth/login": () =>
        json(200, { success: true, data: `${iv.toString("hex")}:${sealed.toString("hex")}` }),
    });
    await expect(auth.login("ruth@pinecrest.example", "pw")).resolves.toMatchObject({ name: "Ruth Okafor" });
    expect(flags()).toEqual({ session: "true", admin: "true" });
  });

  it("a reply without an authenticated user is 'Invalid response from server' and clears the flags", async () => {
    const { auth, flags, signIn, logger } = setup({
      "POST /api/auth/login": () => json(200, { success: true, data: [{ user: { ...user, authenticated: false } }] }),
    });
    signIn();
    const error = await authFailure(auth.login("ruth@pinecrest.example", "pw"));
    expect(error.message).toBe("Invalid response from server");
    expect(flags()).toEqual({ session: null, admin: null });
    expect(logger.log).toHaveBeenCalledWith("login", expect.anything());
  });

  it.each([
    ["INVALID_CREDENTIALS", 403, { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" }],
    [
      "ACCOUNT_LOCKED",
      403,
      { success: false, code: "ACCOUNT_LOCKED", message: "Locked", lockedUntil: "2026-11-22T23:45:00.000Z" },
    ],
    ["VALIDATION", 400, { success: false, code: "VALIDATION", fields: { email: "Enter a valid email" } }],
    ["a server failure", 500, { message: "boom" }],
  ])("a server error reply (%s) is 'Invalid email or password. Please try again.'", async (_, status, body) => {
    const { auth, flags, signIn, logger, server } = setup({ "POST /api/auth/login": () => json(status, body) });
    signIn();
    const error = await authFailure(auth.login("ruth@pinecrest.example", "wrong"));
    expect(error.message).toBe("Invalid email or password. Please try again.");
    expect(error.kind).toBe("rejected");
    expect(error.rejection?.status).toBe(status);
    expect(flags()).toEqual({ session: null, admin: null });
    expect(logger.log).toHaveBeenCalledTimes(1);
    // An authentication failure is not a CSRF failure: one attempt only.
    expect(server.to("POST /api/auth/login")).toHaveLength(1);
  });

  it("keeps what the form needs from a refusal: the code, the unlock time, the field messages", async () => {
    const locked = setup({
      "POST /api/auth/login": () =>
        json(403, {
          success: false,
          code: "ACCOUNT_LOCKED",
          message: "Locked",
          lockedUntil: "2026-11-22T23:45:00.000Z",
        }),
    });
    const lockedError = await authFailure(locked.auth.login("a@b.ca", "x"));
    expect(lockedError.rejection).toMatchObject({ code: "ACCOUNT_LOCKED", lockedUntil: "2026-11-22T23:45:00.000Z" });

    const invalid = setup({
      "POST /api/auth/login": () => json(400, { success: false, code: "VALIDATION", fields: { email: "Bad", n: 3 } }),
    });
    expect((await authFailure(invalid.auth.login("a", "x"))).rejection).toMatchObject({
      code: "VALIDATION",
      fields: { email: "Bad" },
    });
  });

  it("a 429 is passed through with its Retry-After", async () => {
    const { auth } = setup({
      "POST /api/auth/login": () => json(429, { code: "RATE_LIMITED" }, { "Retry-After": "90" }),
    });
    const error = await authFailure(auth.login("a@b.ca", "x"));
    expect(error.message).toBe("Invalid email or password. Please try again.");
    expect(error.rejection).toMatchObject({ status: 429, retryAfterSeconds: 90 });
  });

  it("a 401 on the login page is a server error reply too", async () => {
    const { auth, navigate } = setup({ "POST /api/auth/login": () => json(401, { code: "UNAUTHENTICATED" }) });
    const error = await authFailure(auth.login("a@b.ca", "x"));
    expect(error.message).toBe("Invalid email or password. Please try again.");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("no reply is 'No response from server. Please try again.'", async () => {
    const { auth, flags, signIn } = setup({ "POST /api/auth/login": offline });
    signIn();
    const error = await authFailure(auth.login("a@b.ca", "x"));
    expect(error.message).toBe("No response from server. Please try again.");
    expect(flags()).toEqual({ session: null, admin: null });
  });

  it("a request that cannot be set up is 'Error setting up the request for login. Please try again.'", async () => {
    const { auth, server } = setup({ "POST /api/auth/login": loginOk }, { baseUrl: () => "pinecrest.example" });
    const error = await authFailure(auth.login("a@b.ca", "x"));
    expect(error.message).toBe("Error setting up the request for login. Please try again.");
    expect((error.cause as Error).message).toBe("Invalid API URL: Must start with http:// or https://");
    expect(server.requests).toHaveLength(0);
  });
});

describe("status", () => {
  it("is true only when the first element says success and isAuthenticated", async () => {
    const { auth } = setup({
      "GET /api/auth/status": () => json(200, { success: true, data: [{ success: true, isAuthenticated: true }] }),
    });
    await expect(auth.checkStatus()).resolves.toBe(true);
  });

  it.each([
    ["not authenticated", () => json(200, { success: true, data: [{ success: true, isAuthenticated: false }] })],
    ["a server failure", () => json(500, {})],
    ["no reply", offline],
    ["an empty reply", () => json(200, { success: true, data: [] })],
  ] as [string, Answer][])("is false (not authenticated) on %s, and never throws", async (_, answer) => {
    const { auth } = setup({ "GET /api/auth/status": answer });
    await expect(auth.checkStatus()).resolves.toBe(false);
  });

  it("a reply saying not authenticated ends a signed-in admin's session and goes to /, marked as expired", async () => {
    const { auth, signIn, flags, navigate } = setup(
      { "GET /api/auth/status": () => json(200, { success: true, data: [{ success: true, isAuthenticated: false }] }) },
      { page: "admin" },
    );
    signIn();
    await auth.checkStatus();
    expect(flags()).toEqual({ session: null, admin: null });
    expect(navigate).toHaveBeenCalledWith("/?signed-out=expired");
  });

  it("with nobody signed in there is no session to end", async () => {
    const { auth, navigate } = setup({
      "GET /api/auth/status": () => json(200, { success: true, data: [{ success: true, isAuthenticated: false }] }),
    });
    await auth.checkStatus();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("logout", () => {
  it("posts with the CSRF token and no body, clears both flags and goes to /", async () => {
    const { auth, server, signIn, flags, navigate } = setup({
      "POST /api/auth/logout": () => json(200, { success: true }),
    });
    signIn();
    await auth.logout();
    const [post] = server.to("POST /api/auth/logout");
    expect(post?.headers.get("X-CSRF-Token")).toBe("token-1");
    expect(post?.body).toBe("");
    expect(flags()).toEqual({ session: null, admin: null });
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("can leave the navigation to its caller", async () => {
    const { auth, navigate } = setup({ "POST /api/auth/logout": () => json(200, { success: true }) });
    await auth.logout({ navigate: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a failure is 'An unexpected error occurred during logout. Please try again.'; the flags are cleared anyway", async () => {
    const { auth, signIn, flags, navigate, logger } = setup({ "POST /api/auth/logout": () => json(500, {}) });
    signIn();
    const error = await authFailure(auth.logout());
    expect(error.message).toBe("An unexpected error occurred during logout. Please try again.");
    expect(flags()).toEqual({ session: null, admin: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.log).toHaveBeenCalledWith("logout", expect.anything());
  });

  it("no reply is 'No response from server. Please try again.'", async () => {
    const { auth } = setup({ "POST /api/auth/logout": offline });
    expect((await authFailure(auth.logout())).message).toBe("No response from server. Please try again.");
  });

  it("a request that cannot be set up names the operation", async () => {
    const { auth } = setup({}, { baseUrl: () => "nowhere" });
    expect((await authFailure(auth.logout())).message).toBe(
      "Error setting up the request for logout. Please try again.",
    );
  });

  it("a 401 means the session was already over, which is what logout wanted", async () => {
    const { auth, navigate, flags, signIn } = setup(
      { "POST /api/auth/logout": () => json(401, {}) },
      { page: "admin" },
    );
    signIn();
    await auth.logout();
    expect(flags()).toEqual({ session: null, admin: null });
    expect(navigate).toHaveBeenCalledWith("/");
  });
});

describe("access verification (spec §5)", () => {
  it("asks /secure/access/verify with the access point and path", async () => {
    const { auth, server } = setup({
      "GET /api/secure/access/verify": () => json(200, { isAllowed: true, redirect: "/admin/careers" }),
    });
    await expect(auth.verifyAccess("admin-dashboard", "/admin")).resolves.toEqual({
      isAllowed: true,
      redirect: "/admin/careers",
    });
    const query = server.requests[0]?.url.searchParams;
    expect(query?.get("accessPoint")).toBe("admin-dashboard");
    expect(query?.get("path")).toBe("/admin");
  });

  it.each([
    ["isAllowed false", () => json(200, { isAllowed: false })],
    ["no isAllowed", () => json(200, {})],
    ["a server failure", () => json(500, {})],
    ["no reply", offline],
  ] as [string, Answer][])("%s is 'Access denied'", async (_, answer) => {
    const { auth } = setup({ "GET /api/secure/access/verify": answer });
    await expect(auth.verifyAccess("admin-dashboard", "/admin")).rejects.toThrowError(/^Access denied$/);
  });

  it("a 401 on an admin page ends the session ('Admin session expired') and is still 'Access denied'", async () => {
    const { auth, signIn, navigate, flags } = setup(
      { "GET /api/secure/access/verify": () => json(401, {}) },
      { page: "admin" },
    );
    signIn();
    const error = (await auth.verifyAccess("admin-dashboard", "/admin").then(
      () => new Error("expected a denial"),
      (e: Error) => e,
    )) as Error;
    expect(error.message).toBe("Access denied");
    expect((error.cause as Error).message).toBe("Admin session expired. Please log in again.");
    expect(flags()).toEqual({ session: null, admin: null });
    expect(navigate).toHaveBeenCalledWith("/?signed-out=expired");
  });
});

/**
 * A server that keeps its CSRF secret in the session as ours does: sign-in and sign-out renew the session,
 * and with it the secret, so only a token fetched afterwards is accepted.
 */
function sessionBoundCsrf() {
  let issued = 0;
  let valid = new Set<string>();
  const checked =
    (answer: Answer): Answer =>
    (request) =>
      valid.has(request.headers.get("X-CSRF-Token") ?? "") ? answer(request) : json(403, { code: "CSRF_INVALID" });
  return {
    "GET /api/csrf-token": () => {
      const token = `token-${++issued}`;
      valid.add(token);
      return json(200, { csrfToken: token });
    },
    "POST /api/auth/login": checked((request) => {
      valid = new Set();
      return loginOk(request);
    }),
    "POST /api/auth/logout": checked(() => {
      valid = new Set();
      return json(200, { success: true });
    }),
    "POST /api/careers": checked(() => json(201, { id: "c1" })),
  };
}

describe("the CSRF token around sign-in and sign-out", () => {
  it("sends the first POST after signing in with a fresh token, so it goes through first time", async () => {
    const { auth, api, server } = setup(sessionBoundCsrf());
    await auth.login("ruth@pinecrest.example", "correct horse");
    await expect(api.post("/careers", { title: "Grade 3 teacher" })).resolves.toEqual({ id: "c1" });
    const posts = server.to("POST /api/careers");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get("X-CSRF-Token")).toBe("token-2");
  });

  it("sends the first POST after signing out with a fresh token too", async () => {
    const { auth, api, server } = setup(sessionBoundCsrf());
    await auth.login("ruth@pinecrest.example", "correct horse");
    await auth.logout();
    await auth.login("ruth@pinecrest.example", "correct horse");
    const logins = server.to("POST /api/auth/login");
    expect(logins.map((request) => request.headers.get("X-CSRF-Token"))).toEqual(["token-1", "token-3"]);
    await api.post("/careers", {});
    expect(server.to("POST /api/careers").map((request) => request.headers.get("X-CSRF-Token"))).toEqual(["token-4"]);
  });

  it("keeps the token after a refused sign-in, which renews nothing", async () => {
    const { auth, server } = setup({
      "POST /api/auth/login": [() => json(403, { code: "INVALID_CREDENTIALS" }), loginOk],
    });
    await authFailure(auth.login("ruth@pinecrest.example", "wrong"));
    await auth.login("ruth@pinecrest.example", "right");
    expect(server.to("GET /api/csrf-token")).toHaveLength(1);
  });
});

describe("which server redirects are followed (safeRedirectPath)", () => {
  const origin = "https://www.pinecrest.example";

  it.each([
    ["/admin", "/admin"],
    ["/admin/careers?tab=open#list", "/admin/careers?tab=open#list"],
    ["https://www.pinecrest.example/admin", "/admin"],
    ["\t/admin", "/admin"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/admin/../secure-pcs-login", "/secure-pcs-login"],
  ])("follows %j as the path %j on this site", (to, path) => {
    expect(safeRedirectPath(to, origin)).toBe(path);
  });

  it.each([
    "//evil.example/admin",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    " //evil.example",
    "https://evil.example/admin",
    "http://www.pinecrest.example/admin",
    "https://www.pinecrest.example.evil.example/",
    "https://www.pinecrest.example@evil.example/",
    "javascript:alert(document.cookie)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://[::1",
  ])("refuses %j", (to) => {
    expect(safeRedirectPath(to, origin)).toBeNull();
  });
});
