import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors.ts";
import { type GuardDeps, requireAccess, runAccessGuard } from "./access-guard.ts";

function deps(overrides: Partial<GuardDeps> = {}) {
  return {
    verifyAccess: vi.fn<GuardDeps["verifyAccess"]>(async () => ({ isAllowed: true })),
    checkStatus: vi.fn<GuardDeps["checkStatus"]>(async () => true),
    logout: vi.fn<GuardDeps["logout"]>(async () => {}),
    ...overrides,
  };
}

const dashboard = { accessPoint: "admin-dashboard", path: "/admin" };

describe("the access guard (spec §4)", () => {
  it("leaves routes without an access point open, asking nobody", async () => {
    const d = deps();
    await expect(runAccessGuard({ path: "/about" }, d)).resolves.toEqual({ kind: "proceed" });
    expect(d.verifyAccess).not.toHaveBeenCalled();
  });

  it("asks the server with the route's access point and path", async () => {
    const d = deps();
    await runAccessGuard(dashboard, d);
    expect(d.verifyAccess).toHaveBeenCalledWith("admin-dashboard", "/admin");
  });

  it("allowed without a redirect: navigation proceeds", async () => {
    const d = deps();
    await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "proceed" });
    expect(d.logout).not.toHaveBeenCalled();
    expect(d.checkStatus).not.toHaveBeenCalled();
  });

  it("not allowed: logs out and goes to /", async () => {
    const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: false })) });
    await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/" });
    expect(d.logout).toHaveBeenCalledTimes(1);
  });

  it("any failure of the check: logs out and goes to /", async () => {
    const d = deps({
      verifyAccess: vi.fn(async () => {
        throw new ApiError("access-denied");
      }),
    });
    await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/" });
    expect(d.logout).toHaveBeenCalledTimes(1);
  });

  it("goes to / even when the logout itself fails", async () => {
    const d = deps({
      verifyAccess: vi.fn(async () => ({ isAllowed: false })),
      logout: vi.fn(async () => {
        throw new Error("An unexpected error occurred during logout. Please try again.");
      }),
    });
    await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/" });
  });

  it("allowed with a redirect and the status confirmed: goes to the redirect", async () => {
    const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect: "/admin/careers" })) });
    await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/admin/careers" });
    expect(d.checkStatus).toHaveBeenCalledTimes(1);
    expect(d.logout).not.toHaveBeenCalled();
  });

  it("allowed with a redirect but the status check fails: logs out and goes to /", async () => {
    for (const checkStatus of [
      vi.fn(async () => false),
      vi.fn(async (): Promise<boolean> => Promise.reject(new Error("x"))),
    ]) {
      const d = deps({
        verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect: "/admin/careers" })),
        checkStatus,
      });
      await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/" });
      expect(d.logout).toHaveBeenCalledTimes(1);
    }
  });

  it("does not follow a redirect off the site", async () => {
    const offSite = [
      "https://evil.example/",
      "//evil.example/admin",
      "/\t/evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ];
    for (const redirect of offSite) {
      const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect })) });
      await expect(runAccessGuard(dashboard, d)).resolves.toEqual({ kind: "redirect", to: "/" });
    }
  });
});

describe("requireAccess, for a route's clientLoader", () => {
  const request = new Request("https://www.pinecrest.example/admin?tab=1");

  it("resolves when the route may be shown", async () => {
    const d = deps();
    await expect(requireAccess(request, { accessPoint: "admin-dashboard" }, d)).resolves.toBeUndefined();
    expect(d.verifyAccess).toHaveBeenCalledWith("admin-dashboard", "/admin");
  });

  it("throws React Router's redirect to / when it may not", async () => {
    const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: false })) });
    const thrown = await requireAccess(request, { accessPoint: "admin-dashboard" }, d).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });

  it("throws a redirect to the server's redirect once the status is confirmed", async () => {
    const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect: "/admin/careers" })) });
    const thrown = (await requireAccess(request, { accessPoint: "admin-dashboard" }, d).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/admin/careers");
  });

  it("follows a same-site redirect as the path the browser would read it as", async () => {
    const d = deps({
      verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect: "https://www.pinecrest.example/admin/careers" })),
    });
    const thrown = (await requireAccess(request, { accessPoint: "admin-dashboard" }, d).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/admin/careers");
  });

  it("does not redirect a route to itself", async () => {
    const d = deps({ verifyAccess: vi.fn(async () => ({ isAllowed: true, redirect: "/admin" })) });
    await expect(requireAccess(request, { accessPoint: "admin-dashboard" }, d)).resolves.toBeUndefined();
  });
});

describe("every route that declares an access point", () => {
  it("runs the guard in its clientLoader, so declaring one is never a silent no-op", () => {
    const routesDir = fileURLToPath(new URL("../../routes", import.meta.url));
    const modules = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const guarded = modules.filter((file) => /accessPoint:\s*"/.test(readFileSync(join(routesDir, file), "utf8")));
    // The scan must find the routes we know of, or it would pass by finding nothing.
    expect(guarded).toEqual(expect.arrayContaining(["admin/dashboard.tsx", "secure-pcs-login.tsx"]));
    for (const file of guarded) {
      const source = readFileSync(join(routesDir, file), "utf8");
      expect(source, file).toMatch(
        /export async function clientLoader\([^)]*\)[^{]*\{\s*await requireAccess\(request, handle\);/,
      );
    }

    // The office's content-set screens take their access point and their guarded loader from content-routes.
    const screens = modules.filter((file) => readFileSync(join(routesDir, file), "utf8").includes("screenHandle("));
    expect(screens).toEqual(expect.arrayContaining(["admin/careers/list.tsx", "admin/news/$id.tsx"]));
    for (const file of screens) {
      expect(readFileSync(join(routesDir, file), "utf8"), file).toMatch(
        /export const clientLoader = (list|new|edit|deleted)Loader\(/,
      );
    }
  });
});
