// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { createRoutesStub, Link, Outlet, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test-support/fake-api-server.ts";
import { draftKey, keepDraft } from "../admin/kept-drafts.ts";
import { createApiClient } from "../api/client.ts";
import type { PageKind } from "../api/page-kind.ts";
import { createAuthCalls } from "./auth-calls.ts";
import { ADMIN_FLAG_KEY, ADMIN_PROFILE_KEY, AUTH_FLAG_KEY, authState } from "./auth-state.ts";
import { loadPage } from "./browser-services.ts";
import { readSignedOutMarker, SESSION_EXPIRED_HOME, SIGNED_OUT_HOME } from "./signed-out-address.ts";
import { SignedOutMarker } from "./signed-out-marker.tsx";

const RUTH = { name: "Ruth Okafor", email: "ruth@pinecrest.example" };
/** The clock the notice reads the kept work by; drafts are placed relative to it. */
const NOW = new Date("2026-11-23T17:00:00.000Z");
const clock = () => NOW;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const EXPIRED = "Admin session expired. Please log in again.";
const KEPT =
  "The changes you had not saved are kept in this browser. To get them back, sign in and open the same item again: you will be offered your changes.";

function Root() {
  const location = useLocation();
  return (
    <>
      <SignedOutMarker now={clock} />
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <Outlet />
    </>
  );
}

function Home() {
  return (
    <main>
      <h1>Welcome to PCS</h1>
      <Link to="/about">About us</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About us</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

/** A full page load of `url`: the app starts afresh there, as the browser's assign() or a reload does. */
function load(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Root,
      children: [
        { index: true, Component: Home },
        { path: "about", Component: About },
      ],
    },
  ]);
  // Development's StrictMode runs each effect twice: the marker must act once all the same.
  return render(
    <StrictMode>
      <Stub initialEntries={[url]} />
    </StrictMode>,
  );
}

/** Signed in as Ruth in this tab, as a sign-in leaves it. */
function signInRuth() {
  authState.markSignedIn(RUTH);
}

function keepWork(who: string, keptAt: string) {
  keepDraft(draftKey(who, "/news", "7"), { values: { title: "Choir tour" }, base: { title: "" }, version: 3, keptAt });
}

/** The browser's wiring of client and auth calls on a page of kind `page`; `loads` lists the page loads asked for. */
function browser(page: PageKind, routes: Parameters<typeof fakeServer>[0], navigate?: (to: string) => void) {
  const server = fakeServer(routes);
  const loads: string[] = [];
  let auth: ReturnType<typeof createAuthCalls> | undefined;
  const api = createApiClient({
    baseUrl: "https://www.pinecrest.example",
    fetch: server.fetch,
    pageKind: () => page,
    onSessionEnd: () => auth?.endSession(),
  });
  auth = createAuthCalls({
    api,
    state: authState,
    logger: { log: () => {} },
    navigate: navigate ?? ((to) => loads.push(to)),
  });
  return { api, loads };
}

async function theNotice() {
  const notice = await screen.findByRole("status");
  // It replaced the screen they were on: a screen reader starts here (ADR 046).
  await waitFor(() => expect(document.activeElement).toBe(notice));
  return notice;
}

const signedInFlags = () => [
  sessionStorage.getItem(AUTH_FLAG_KEY),
  localStorage.getItem(ADMIN_FLAG_KEY),
  sessionStorage.getItem(ADMIN_PROFILE_KEY),
];

describe("the home page a session's end leads to", () => {
  it("says the session expired, that the unsaved work is kept and how to get it back; once", async () => {
    signInRuth();
    keepWork(RUTH.email, daysBefore(29));
    // An office screen asks for its item and is refused: the session is over.
    const { api, loads } = browser("admin", { "GET /api/news/7": () => json(401, { code: "UNAUTHENTICATED" }) });
    await api.get("/news/7").catch(() => {});
    expect(loads).toEqual([SESSION_EXPIRED_HOME]);
    expect(sessionStorage.getItem(AUTH_FLAG_KEY)).toBeNull();

    const page = load(loads[0] ?? "");
    const notice = await theNotice();
    expect(notice.textContent).toBe(`${EXPIRED} ${KEPT}`);
    expect(screen.getByRole("link", { name: "sign in" }).getAttribute("href")).toBe("/secure-pcs-login");
    // spec §4's `/`: the marker comes off, and who was signed in is forgotten with the flags.
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(signedInFlags()).toEqual([null, null, null]);

    // A reload (or Back to this address) shows the home page without it.
    page.unmount();
    load("/");
    expect(await screen.findByRole("heading", { name: "Welcome to PCS" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says so at once when the session ends while the home page is showing, and not again on the next page", async () => {
    signInRuth();
    keepWork(RUTH.email, daysBefore(1));
    let page = load("/");
    await screen.findByRole("heading", { name: "Welcome to PCS" });
    // The browser's address bar shows `/`; a page load it is asked for starts the app afresh there.
    const shown = {
      pathname: "/",
      search: "",
      assign: (to: string) => {
        page.unmount();
        page = load(to);
      },
    };
    // The guard's status check, asked from the home page, answers that the session is over.
    const { api } = browser(
      "public",
      { "GET /api/auth/status": () => json(200, { data: [{ success: true, isAuthenticated: false }] }) },
      (to) => loadPage(to, shown),
    );
    await act(() => api.get("/auth/status"));

    const notice = await theNotice();
    expect(notice.textContent).toBe(`${EXPIRED} ${KEPT}`);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));

    fireEvent.click(screen.getByRole("link", { name: "About us" }));
    expect(await screen.findByRole("heading", { name: "About us" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(await screen.findByRole("heading", { name: "Welcome to PCS" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("promises nothing for work past its 30 days, nor for someone else's", async () => {
    signInRuth();
    keepWork(RUTH.email, daysBefore(31));
    keepWork("someone.else@pinecrest.example", daysBefore(1));
    const { api, loads } = browser("admin", { "GET /api/news/7": () => json(401, {}) });
    await api.get("/news/7").catch(() => {});

    load(loads[0] ?? "");
    const notice = await theNotice();
    expect(notice.textContent).toBe(`${EXPIRED} Sign in to carry on.`);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/secure-pcs-login");
  });
});

describe("the server's marker on its refusal of an office screen", () => {
  it("tells a browser that still held a session (a reload after 30 idle minutes), keeping the rest of the address", async () => {
    signInRuth();
    keepWork(RUTH.email, daysBefore(2));
    load("/about?tab=2&signed-out=1#staff");
    const notice = await theNotice();
    expect(notice.textContent).toBe(`${EXPIRED} ${KEPT}`);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/about?tab=2#staff"));
    expect(signedInFlags()).toEqual([null, null, null]);
  });

  it("tells a visitor who never signed in nothing, and takes the marker off", async () => {
    load(SIGNED_OUT_HOME);
    expect(await screen.findByRole("heading", { name: "Welcome to PCS" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("leaves the signed-in flags alone on an address without the marker", async () => {
    signInRuth();
    load("/?signed=out");
    expect((await screen.findByTestId("where")).textContent).toBe("/?signed=out");
    expect(signedInFlags()).toEqual(["true", "true", JSON.stringify(RUTH)]);
  });
});

describe("the marker in an address", () => {
  it("says why, and what is left of the query string", () => {
    expect(SIGNED_OUT_HOME).toBe("/?signed-out=1");
    expect(SESSION_EXPIRED_HOME).toBe("/?signed-out=expired");
    expect(readSignedOutMarker("?signed-out=1")).toEqual({ reason: "turned-away", rest: "" });
    expect(readSignedOutMarker("?a=1&signed-out=expired&b=2")).toEqual({ reason: "expired", rest: "?a=1&b=2" });
    expect(readSignedOutMarker("?a=1")).toBeNull();
    expect(readSignedOutMarker("")).toBeNull();
  });

  it("loads the page again only when the address differs from the one shown", () => {
    const assigned: string[] = [];
    const at = (pathname: string, search: string) => ({ pathname, search, assign: (to: string) => assigned.push(to) });
    loadPage("/", at("/", ""));
    loadPage(SESSION_EXPIRED_HOME, at("/", ""));
    loadPage("/", at("/admin/news", ""));
    expect(assigned).toEqual([SESSION_EXPIRED_HOME, "/"]);
  });
});
