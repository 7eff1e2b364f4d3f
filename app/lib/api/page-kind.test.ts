import { describe, expect, it } from "vitest";
import { pageKindFor } from "./page-kind.ts";

describe("which page decides what a 401 means", () => {
  it.each([
    ["/secure-pcs-login", "login"],
    ["/secure-pcs-login/", "login"],
    ["/admin", "admin"],
    ["/admin/careers", "admin"],
    ["/administration", "public"],
    ["/careers", "public"],
    ["/", "public"],
  ])("%s is %s", (path, kind) => {
    expect(pageKindFor(path)).toBe(kind);
  });
});
