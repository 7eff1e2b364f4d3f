import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { zoneRulesAround } from "../../common/zoned-time.ts";
import { action, loader } from "./secure-pcs-login.tsx";

type LoaderArgs = Parameters<typeof loader>[0];

const NOW = new Date("2026-11-23T17:00:00.000Z");

/** What the login loader asks of the server: is sign-in on, is this visitor signed in, and what time it is. */
function args(authEnabled: boolean, signedIn: boolean): LoaderArgs {
  const context = {
    authEnabled,
    services: {
      now: () => NOW,
      auth: {
        sessionFromRequest: async () => (signedIn ? { id: 1, name: "Ada", email: "ada@pinecrest.example" } : null),
      },
    },
  } as unknown as AppLoadContext;
  return { request: new Request("http://localhost/secure-pcs-login"), context, params: {} } as unknown as LoaderArgs;
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the sign-in route and the authentication switch (spec §9)", () => {
  it("exists while authentication is enabled, with the school zone's rules for the unlock time it may show", async () => {
    expect(await loader(args(true, false))).toEqual({ zoneRules: zoneRulesAround(NOW) });
  });

  it("answers 404 when authentication is turned off", async () => {
    const thrown = (await thrownBy(() => loader(args(false, false)))) as { init?: { status?: number } };
    expect(thrown?.init?.status).toBe(404);
  });

  it("sends an administrator who is already signed in to the dashboard", async () => {
    const thrown = (await thrownBy(() => loader(args(true, true)))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/admin");
  });

  it("without JavaScript, explains that signing in needs it and keeps the address typed, never the password", async () => {
    const body = new URLSearchParams({ email: "office@pinecrest.example", password: "secret words" });
    const request = new Request("http://localhost/secure-pcs-login", { method: "POST", body });
    const answer = await action({ request } as Parameters<typeof action>[0]);
    expect(answer.formError).toBe("Signing in needs JavaScript. Please turn it on and try again.");
    expect(answer.values).toEqual({ email: "office@pinecrest.example" });
    expect(JSON.stringify(answer)).not.toContain("secret words");
  });
});
