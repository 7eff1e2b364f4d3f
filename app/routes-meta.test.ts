import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";

/** The modules that render a whole page: a layout's children do, the layout (a frame around them) does not. */
function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? routeFiles(entry.children) : [entry.file]));
}

// The title rule (route title | school name) runs through each page route's `meta` export: React Router
// uses the deepest match's meta, so a page without one silently shows the school name alone.
describe("every page route module", () => {
  const files = [...new Set(routeFiles(routes))];

  const load = async (file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ `./${file}`);

  it.each(files)("%s exports meta if it renders a page", async (file) => {
    const module = await load(file);
    // A module without a component is a resource route (sitemap.xml, robots.txt): it has no <title>.
    if (typeof module.default !== "function") return;
    expect(typeof module.meta, `${file} renders a page but exports no meta`).toBe("function");
  });

  it("tells the resource routes from the pages", async () => {
    const modules = await Promise.all(files.map(async (file) => ({ file, module: await load(file) })));
    const resources = modules.filter(({ module }) => typeof module.default !== "function").map(({ file }) => file);
    expect(resources).toEqual(expect.arrayContaining(["routes/robots[.]txt.ts", "routes/sitemap[.]xml.ts"]));
    expect(resources).not.toContain("routes/home.tsx");
    expect(modules.length - resources.length).toBeGreaterThan(10);
  });
});
