// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { ADMIN_FLAG_KEY, AUTH_FLAG_KEY, type AuthState, createAuthState } from "./auth-state.ts";
import { SIGNED_OUT_HOME, SignedOutMarker, withoutSignedOutMarker } from "./signed-out-marker.tsx";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The storage the page under test uses; each render gets fresh ones with both flags set. */
let state: AuthState = createAuthState(() => ({ session: undefined, local: undefined }));

function Page() {
  return (
    <>
      <SignedOutMarker state={state} />
      <Where />
    </>
  );
}

function renderAt(url: string) {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  session.setItem(AUTH_FLAG_KEY, "true");
  local.setItem(ADMIN_FLAG_KEY, "true");
  state = createAuthState(() => ({ session, local }));
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/about", Component: Page },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { flags: () => [session.getItem(AUTH_FLAG_KEY), local.getItem(ADMIN_FLAG_KEY)] };
}

describe("the signed-out marker on the server's redirect away from an admin screen", () => {
  it("is what the dashboard's server redirect carries", () => {
    expect(SIGNED_OUT_HOME).toBe("/?signed-out=1");
  });

  it("clears both flags and takes the marker off the address", async () => {
    const { flags } = renderAt(SIGNED_OUT_HOME);
    await expect.poll(() => screen.getByTestId("where").textContent).toBe("/");
    expect(flags()).toEqual([null, null]);
  });

  it("keeps the rest of the address", async () => {
    renderAt("/about?tab=2&signed-out=1#staff");
    await expect.poll(() => screen.getByTestId("where").textContent).toBe("/about?tab=2#staff");
  });

  it("leaves the flags alone on any other address", async () => {
    const { flags } = renderAt("/?signed=out");
    expect((await screen.findByTestId("where")).textContent).toBe("/?signed=out");
    expect(flags()).toEqual(["true", "true"]);
  });

  it("reads the marker from a query string", () => {
    expect(withoutSignedOutMarker("?signed-out=1")).toBe("");
    expect(withoutSignedOutMarker("?a=1&signed-out=1&b=2")).toBe("?a=1&b=2");
    expect(withoutSignedOutMarker("?a=1")).toBeNull();
    expect(withoutSignedOutMarker("")).toBeNull();
  });
});
