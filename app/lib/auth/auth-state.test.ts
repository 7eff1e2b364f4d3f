// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_FLAG_KEY, AUTH_FLAG_KEY, authState, createAuthState } from "./auth-state.ts";

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("auth state (spec §3, §4)", () => {
  it("keeps isAuthenticated in session storage and the admin flag in local storage as the text true", () => {
    authState.markSignedIn({ name: "Ruth Okafor", email: "ruth@pinecrest.example" });
    expect(sessionStorage.getItem(AUTH_FLAG_KEY)).toBe("true");
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBe("true");
    expect(sessionStorage.getItem("isAuthenticated")).toBe("true");
    expect(authState.isAuthenticated()).toBe(true);
    expect(authState.isAdmin()).toBe(true);
    expect(authState.profile()).toEqual({ name: "Ruth Okafor", email: "ruth@pinecrest.example" });
  });

  it("clears both flags and the profile", () => {
    authState.markSignedIn({ name: "Ruth" });
    authState.clear();
    expect(sessionStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(authState.hasSession()).toBe(false);
    expect(authState.profile()).toBeUndefined();
  });

  it("keeps who was signed in, without either flag, when the server ended the session", () => {
    authState.markSignedIn({ name: "Ruth", email: "ruth@pinecrest.example" });
    authState.clear({ keepProfile: true });
    expect(authState.hasSession()).toBe(false);
    expect(authState.profile()).toEqual({ name: "Ruth", email: "ruth@pinecrest.example" });
  });

  it("notes who the server says is signed in, in a tab that did not sign in, and sets no flag", () => {
    authState.noteProfile({ name: "Ruth", email: "ruth@pinecrest.example" });
    expect(authState.profile()).toEqual({ name: "Ruth", email: "ruth@pinecrest.example" });
    expect(sessionStorage.getItem(AUTH_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    authState.clear();
    expect(authState.profile()).toBeUndefined();
  });

  it("reads only the text true as set", () => {
    localStorage.setItem(ADMIN_FLAG_KEY, "yes");
    expect(authState.isAdmin()).toBe(false);
    localStorage.setItem(ADMIN_FLAG_KEY, "true");
    expect(authState.isAdmin()).toBe(true);
    expect(authState.hasSession()).toBe(true);
  });

  it("works without storage (a server render) and when the browser refuses it", () => {
    const none = createAuthState(() => ({ session: undefined, local: undefined }));
    expect(() => none.markSignedIn()).not.toThrow();
    expect(none.isAuthenticated()).toBe(false);
    const refusing = createAuthState(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(refusing.hasSession()).toBe(false);
  });
});
