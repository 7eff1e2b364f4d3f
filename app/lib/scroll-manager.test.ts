import { describe, expect, it } from "vitest";
import { hashTargetId } from "./scroll-manager.tsx";

describe("hashTargetId", () => {
  it("names the element a hash points at, percent-decoded", () => {
    expect(hashTargetId("#map-section")).toBe("map-section");
    expect(hashTargetId("#caf%C3%A9")).toBe("café");
  });

  it("falls back to the raw text for a hash that is not valid percent-encoding, instead of throwing", () => {
    expect(hashTargetId("#%E0")).toBe("%E0");
    expect(hashTargetId("#50%-off")).toBe("50%-off");
  });
});
