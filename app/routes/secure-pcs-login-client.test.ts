// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** The browser's auth service, replaced: the guard and the sign-in talk to it instead of a server. */
const auth = {
  login: vi.fn(async () => ({ id: 1, email: "ada@pinecrest.example", name: "Ada", authenticated: true })),
  verifyAccess: vi.fn(async (): Promise<{ isAllowed: boolean; redirect?: string }> => ({ isAllowed: true })),
  checkStatus: vi.fn(async () => true),
  logout: vi.fn(async () => {}),
};
vi.mock("~/lib/auth/browser-services.ts", () => ({ browserServices: () => ({ auth }) }));
// A build made with VITE_AUTH_ENABLED=false: it must not overrule the server.
vi.mock("~/lib/config/client-config.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/config/client-config.ts")>();
  return { ...original, getClientConfig: () => ({ ...original.getClientConfig(), authEnabled: false }) };
});

const loginModule = await import("./secure-pcs-login.tsx");
const { clientAction, clientLoader, handle } = loginModule;

type LoaderArgs = Parameters<typeof clientLoader>[0];
type ActionArgs = Parameters<typeof clientAction>[0];

const LOGIN_URL = "http://localhost/secure-pcs-login";

function loaderArgs(serverLoader = vi.fn(async () => null)) {
  return { args: { request: new Request(LOGIN_URL), serverLoader, params: {} } as unknown as LoaderArgs, serverLoader };
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the sign-in route in the browser", () => {
  it("carries the admin-login access point and runs the guard on the first load without hiding the form", () => {
    expect(handle.accessPoint).toBe("admin-login");
    expect(clientLoader.hydrate).toBe(true);
    // No HydrateFallback: the server-rendered form stays on screen while the guard asks.
    expect("HydrateFallback" in loginModule).toBe(false);
  });

  it("lets a signed-out visitor stay on the form, after asking the server with the access point", async () => {
    const { args, serverLoader } = loaderArgs();
    await expect(clientLoader(args)).resolves.toBeNull();
    expect(auth.verifyAccess).toHaveBeenCalledWith("admin-login", "/secure-pcs-login");
    expect(serverLoader).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it("sends a signed-in administrator on to /admin (spec §4: allowed with redirect)", async () => {
    auth.verifyAccess.mockResolvedValueOnce({ isAllowed: true, redirect: "/admin" });
    const { args, serverLoader } = loaderArgs();
    const thrown = (await thrownBy(() => clientLoader(args))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/admin");
    expect(auth.checkStatus).toHaveBeenCalledTimes(1);
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("does not re-run the guard after its own form is submitted", () => {
    const base = {
      currentUrl: new URL(LOGIN_URL),
      nextUrl: new URL(LOGIN_URL),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    };
    expect(loginModule.shouldRevalidate({ ...base, formMethod: "POST", formAction: "/secure-pcs-login" })).toBe(false);
    expect(loginModule.shouldRevalidate(base)).toBe(true);
  });

  it("signs in whatever the build's VITE_AUTH_ENABLED says: the server decides whether sign-in exists", async () => {
    const form = new FormData();
    form.set("email", "ada@pinecrest.example");
    form.set("password", "Larch-Needles-Fall-In-October");
    const request = new Request(LOGIN_URL, { method: "POST", body: form });
    const result = (await clientAction({ request, params: {} } as unknown as ActionArgs)) as Response;
    expect(auth.login).toHaveBeenCalledWith("ada@pinecrest.example", "Larch-Needles-Fall-In-October");
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
  });
});
