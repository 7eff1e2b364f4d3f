/** The browser's side of a two-factor sign-in (ADR 035): the code step after a right password, and its refusals. */
import { describe, expect, it, vi } from "vitest";
import { TWO_FACTOR_MESSAGES } from "../../../common/admins/two-factor-codes.ts";
import { type Answer, csrfTokens, fakeServer, json } from "../../test-support/fake-api-server.ts";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { createApiClient } from "../api/client.ts";
import { createAuthCalls } from "./auth-calls.ts";
import { ADMIN_FLAG_KEY, AUTH_FLAG_KEY, createAuthState } from "./auth-state.ts";
import { submitCode, submitLogin } from "./login-form.ts";

const user = { id: 1, email: "ruth@pinecrest.example", name: "Ruth Okafor", authenticated: true, isAdmin: true };
const codeAsked: Answer = () => json(200, { success: true, data: [{ twoFactorRequired: true }] });

function setup(routes: Record<string, Answer | Answer[]>) {
  const server = fakeServer({ "GET /api/csrf-token": csrfTokens(), ...routes });
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const state = createAuthState(() => ({ session, local }));
  const api = createApiClient({
    baseUrl: "https://www.pinecrest.example",
    fetch: server.fetch,
    pageKind: () => "login",
    onSessionEnd: () => {},
  });
  const auth = createAuthCalls({ api, state, logger: { log: vi.fn() }, navigate: vi.fn() });
  const flags = () => ({ session: session.getItem(AUTH_FLAG_KEY), admin: local.getItem(ADMIN_FLAG_KEY) });
  return { auth, server, flags };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("two-factor sign-in in the browser", () => {
  it("a right password for a two-factor account moves to the code step without signing in", async () => {
    const { auth, flags } = setup({ "POST /api/auth/login": codeAsked });
    const outcome = await submitLogin(form({ email: "ruth@pinecrest.example", password: "pw" }), auth);
    expect(outcome).toEqual({ ok: false, step: "code", values: { email: "ruth@pinecrest.example" }, fieldErrors: {} });
    expect(flags()).toEqual({ session: null, admin: null });
  });

  it("sends the code as typed (spaces, dashes and capitals dropped) and signs in with the user it gets back", async () => {
    const { auth, server, flags } = setup({
      "POST /api/auth/login": codeAsked,
      "POST /api/auth/login/two-factor": () => json(200, { success: true, data: [{ user }] }),
    });
    await auth.login("ruth@pinecrest.example", "pw");
    const outcome = await submitCode(form({ email: "ruth@pinecrest.example", code: "ABCDE-23456" }), auth);
    expect(outcome).toMatchObject({ ok: true, user: { name: "Ruth Okafor" } });
    const [post] = server.to("POST /api/auth/login/two-factor");
    expect(JSON.parse(post?.body ?? "")).toEqual({ code: "abcde23456" });
    expect(post?.headers.get("X-CSRF-Token")).toBe("token-1");
    expect(flags()).toEqual({ session: "true", admin: "true" });
  });

  it("refuses a code of the wrong shape before asking the server", async () => {
    const { auth, server } = setup({});
    expect(await submitCode(form({ code: "" }), auth)).toMatchObject({
      ok: false,
      step: "code",
      fieldErrors: { code: TWO_FACTOR_MESSAGES.code },
    });
    expect(await submitCode(form({ code: "12345" }), auth)).toMatchObject({
      fieldErrors: { code: TWO_FACTOR_MESSAGES.codeShape },
    });
    expect(server.to("POST /api/auth/login/two-factor")).toEqual([]);
  });

  it("a wrong code stays on the code step with the code field at fault", async () => {
    const { auth } = setup({
      "POST /api/auth/login/two-factor": () =>
        json(403, { success: false, code: "INVALID_CREDENTIALS", message: TWO_FACTOR_MESSAGES.codeWrong }),
    });
    expect(await submitCode(form({ email: "a@x.example", code: "123456" }), auth)).toEqual({
      ok: false,
      step: "code",
      values: { email: "a@x.example" },
      fieldErrors: { code: TWO_FACTOR_MESSAGES.codeWrong },
    });
  });

  it("a lock or a wait that ran out goes back to the password, saying why", async () => {
    const { auth } = setup({
      "POST /api/auth/login/two-factor": [
        () =>
          json(403, {
            success: false,
            code: "ACCOUNT_LOCKED",
            message: "locked",
            lockedUntil: "2026-11-23T17:15:00.000Z",
          }),
        () => json(401, { success: false, code: "UNAUTHENTICATED", message: TWO_FACTOR_MESSAGES.timedOut }),
      ],
    });
    const locked = await submitCode(form({ email: "a@x.example", code: "123456" }), auth);
    expect(locked).toMatchObject({ ok: false, step: "password", values: { email: "a@x.example" } });
    expect(locked.ok === false && locked.formError).toBe(
      "This account is locked after too many failed sign-in attempts. You can try again after November 23, 2026 at 9:15 AM (Pacific time).",
    );
    expect(await submitCode(form({ email: "a@x.example", code: "123456" }), auth)).toMatchObject({
      step: "password",
      formError: TWO_FACTOR_MESSAGES.timedOut,
    });
  });
});
