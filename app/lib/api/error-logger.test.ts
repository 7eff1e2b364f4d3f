import { describe, expect, it, vi } from "vitest";
import { createErrorLogger } from "./error-logger.ts";

describe("the error logger (spec §8)", () => {
  it("records a failure with its operation outside production", () => {
    const sink = vi.fn();
    const failure = new Error("boom");
    createErrorLogger({ production: false, sink }).log("login", failure);
    expect(sink).toHaveBeenCalledWith("[pcs] login failed", failure);
  });

  it("says nothing in production", () => {
    const sink = vi.fn();
    createErrorLogger({ production: true, sink }).log("login", new Error("boom"));
    expect(sink).not.toHaveBeenCalled();
  });

  it("never turns a handled failure into a thrown one", () => {
    const sink = vi.fn(() => {
      throw new Error("console gone");
    });
    expect(() => createErrorLogger({ production: false, sink }).log("logout", "x")).not.toThrow();
  });
});
