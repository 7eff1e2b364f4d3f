import { describe, expect, it } from "vitest";
import { DEV_API_FALLBACK, resolveClientConfig, validateApiBase } from "./client-config.ts";

const INVALID = "Invalid API URL: Must start with http:// or https://";

describe("the client configuration (spec §9)", () => {
  it("defaults the API base to the page's own origin", () => {
    const config = resolveClientConfig({ mode: "production", origin: "https://www.pinecrest.example" });
    expect(config.apiBase).toBe("https://www.pinecrest.example");
    expect(config.mode).toBe("production");
  });

  it("keeps the page's origin in production even over http (a school's own LAN server)", () => {
    expect(resolveClientConfig({ mode: "production", origin: "http://127.0.0.1:3000" }).apiBase).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("uses a configured base, without its trailing slash", () => {
    const config = resolveClientConfig({
      mode: "production",
      configuredApiBase: "https://api.pinecrest.example/",
      origin: "https://www.pinecrest.example",
    });
    expect(config.apiBase).toBe("https://api.pinecrest.example");
  });

  it("insists on an https base in production", () => {
    expect(() =>
      resolveClientConfig({ mode: "production", configuredApiBase: "http://api.pinecrest.example" }),
    ).toThrow(/https:\/\//);
    expect(resolveClientConfig({ mode: "development", configuredApiBase: "http://localhost:4000" }).apiBase).toBe(
      "http://localhost:4000",
    );
  });

  it("rejects a configured base without a scheme with the spec's message", () => {
    expect(() => resolveClientConfig({ mode: "development", configuredApiBase: "api.pinecrest.example" })).toThrowError(
      INVALID,
    );
    expect(() => validateApiBase("ws://pinecrest.example")).toThrowError(INVALID);
    expect(validateApiBase("http://x")).toBe("http://x");
  });

  it("falls back to the development server on port 3001 when there is no page", () => {
    expect(DEV_API_FALLBACK).toBe("http://localhost:3001");
    expect(resolveClientConfig({ mode: "development" }).apiBase).toBe("http://localhost:3001");
  });

  it("has authentication on unless turned off with 'false'", () => {
    expect(resolveClientConfig({ mode: "production" }).authEnabled).toBe(true);
    expect(resolveClientConfig({ mode: "production", authEnabled: "true" }).authEnabled).toBe(true);
    expect(resolveClientConfig({ mode: "production", authEnabled: "FALSE" }).authEnabled).toBe(false);
  });

  it("has the new-feature flag on and beta off (spec §9), and a build may turn one on", () => {
    expect(resolveClientConfig({ mode: "production" }).features).toEqual({ newFeature: true, beta: false });
    expect(resolveClientConfig({ mode: "development", features: { beta: true } }).features).toEqual({
      newFeature: true,
      beta: true,
    });
  });
});
