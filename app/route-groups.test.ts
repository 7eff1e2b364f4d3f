/**
 * The server's route groups (server/pages/route-groups.ts, ADR 080) must never change which page answers: for
 * the site's real route table, every path is matched by React Router's own matcher among its group's routes
 * exactly as among all of them.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { groupFor, groupKeyOf, groupRoutes, type RouteManifest } from "../server/pages/route-groups.ts";
import routes from "./routes.ts";

type ServerRoute = NonNullable<RouteManifest[string]>;
const noModule = {} as ServerRoute["module"];

/** The build's route manifest for app/routes.ts, with the ids React Router gives (a file's path, or the id set). */
function manifestOf(entries: readonly RouteConfigEntry[]): RouteManifest {
  const manifest: RouteManifest = {
    root: { id: "root", path: "", module: noModule },
  };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    manifest[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: noModule,
    };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return manifest;
}

/** The manifest as the nested route objects React Router's matcher takes. */
function treeOf(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ServerRoute => route?.parentId === parentId)
    .map(({ id, index, path, caseSensitive }) =>
      index ? { id, index: true, caseSensitive } : { id, path, caseSensitive, children: treeOf(manifest, id) },
    );
}

const manifest = manifestOf(routes);
const groups = groupRoutes(manifest);
const wholeTree = treeOf(manifest);
const groupTrees = new Map([...groups].map(([segment, group]) => [segment, treeOf(group)]));

/** The ids React Router matches for `pathname` among `tree`'s routes. */
const matchedIds = (tree: RouteObject[], pathname: string) =>
  matchRoutes(tree, pathname)?.map((match) => match.route.id) ?? null;

/** A path for each route: its parameters filled in, its splat two segments deep. */
function samplePaths(): string[] {
  const whole = (id: string): string => {
    const route = manifest[id];
    if (!route) return "";
    const parent = route.parentId ? whole(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.keys(manifest).map(
    (id) =>
      whole(id)
        .replace(/\/+/g, "/")
        .replace(/:[\w-]+\??/g, "0b5e2c4a-1d2f-4c3b-9a8e-7f6d5c4b3a21")
        .replace(/\*$/, "deeper/still") || "/",
  );
}

describe("route groups", () => {
  const paths = samplePaths();
  const variants = [
    ...paths,
    ...paths.map((path) => path.toUpperCase()),
    ...paths.map((path) => `${path}/`),
    ...paths.map((path) =>
      path.replace(/^\/([a-z])/, (_all, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
    ),
    "/",
    "//about",
    "/nowhere",
    "/nowhere/at-all",
    "/about%2Fhistory",
    "/%E2%82%ACuro",
    "/_root",
    "/about/a-page-the-office-added",
    "/Admin/Careers/NEW",
  ];

  it("matches every path among its group's routes as among all the routes", () => {
    expect(paths.length).toBe(Object.keys(manifest).length);
    for (const path of variants) {
      expect(matchedIds(groupFor(groupTrees, wholeTree, path), path), path).toEqual(matchedIds(wholeTree, path));
    }
    // The sample reaches every page: each route is matched by its own path.
    const reached = new Set(paths.flatMap((path) => matchedIds(wholeTree, path) ?? []));
    const pages = Object.values(manifest).filter((route) => route?.path || route?.index);
    expect(pages.filter((route) => !reached.has(route?.id ?? "")).map((route) => route?.id)).toEqual([]);
  });

  it("keys a path by its first segment as React Router reads it: decoded, without case, without .data", () => {
    expect(groupKeyOf("/")).toBe("");
    expect(groupKeyOf("/About/history")).toBe("about");
    expect(groupKeyOf("/%61bout")).toBe("about");
    expect(groupKeyOf("/about.data")).toBe("about");
    expect(groupKeyOf("/about/history.data")).toBe("about");
    expect(groupKeyOf("/_root.data")).toBe("_root");
    expect(groupKeyOf("/about%2Fhistory")).toBe("about%2fhistory");
    // Not plain ASCII, or not decodable: matched against every route.
    expect(groupKeyOf("/%E2%82%AC")).toBeUndefined();
    expect(groupKeyOf("/%zz")).toBeUndefined();
  });

  it("leaves out the routes a path cannot match: the home page is matched among a handful, not all", () => {
    const all = Object.keys(manifest).length;
    const home = groups.get("") ?? {};
    expect(Object.keys(home)).toEqual(expect.arrayContaining(["root", "routes/home", "routes/not-found"]));
    expect(Object.keys(home).length).toBeLessThan(all / 10);
    const admin = groups.get("admin") ?? {};
    expect(Object.keys(admin)).toEqual(
      expect.arrayContaining(["routes/admin/layout", "AdminDashboard", "routes/admin/careers/list"]),
    );
    expect(Object.keys(admin)).not.toContain("static:about");
  });
});
