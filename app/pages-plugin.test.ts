/**
 * What the pages plugin (server/plugins/pages.ts, ADR 080) carries between Fastify and React Router, over real
 * HTTP: every cookie a page sets, the page whole with its length, the route its path's group holds however the
 * address is written, and the abort signal when a visitor leaves before the answer. The page cache is off: a
 * cached page's render is shared by every visitor waiting for it, and goes on when one of them leaves.
 */
import { request as httpRequest } from "node:http";
import { data } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../server/test-support/app.ts";
import { type PageSummary, pageBuild } from "./test-support/page-build.ts";

describe("the pages plugin", () => {
  let t: TestApp;
  let origin: string;
  let started: () => void;
  const loaderStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let aborted: () => void;
  const loaderAborted = new Promise<void>((resolve) => {
    aborted = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp(
      "sqlite",
      { PAGE_CACHE: "off" },
      {
        pageBuild: pageBuild({
          "/about/welcome": {
            loader: () => {
              const headers = new Headers();
              headers.append("Set-Cookie", "first=1; Path=/; HttpOnly");
              headers.append("Set-Cookie", "second=2; Path=/; HttpOnly");
              return data({ welcome: true }, { headers });
            },
            headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders,
          } as never,
          // A loader that waits until its request is aborted.
          "/slow": {
            loader: ({ request }: { request: Request }) =>
              new Promise((resolve) => {
                request.signal.addEventListener("abort", () => {
                  aborted();
                  resolve(null);
                });
                started();
              }),
          } as never,
        }),
      },
    );
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends every cookie a page sets, each in its own Set-Cookie", async () => {
    const answer = await fetch(`${origin}/about/welcome`);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(["first=1; Path=/; HttpOnly", "second=2; Path=/; HttpOnly"]);
  });

  it("sends a page whole, with its length, rather than in chunks", async () => {
    const answer = await fetch(`${origin}/about/welcome`, { headers: { "accept-encoding": "identity" } });
    const body = await answer.arrayBuffer();
    expect(answer.headers.get("transfer-encoding")).toBeNull();
    expect(Number(answer.headers.get("content-length"))).toBe(body.byteLength);
    expect((JSON.parse(new TextDecoder().decode(body)) as PageSummary).status).toBe(200);
  });

  it("finds a page in its group however its address is written, and answers 404 for one no route has", async () => {
    for (const path of ["/ABOUT/Welcome", "/about/welcome/", "/%61bout/welcome", "/about/welcome.data"]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
    }
    expect((await fetch(`${origin}/about/nobody`)).status).toBe(404);
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it("aborts a page's loaders when the visitor leaves before the answer", async () => {
    const request = httpRequest(`${origin}/slow`);
    request.on("error", () => {});
    request.end();
    await loaderStarted;
    request.destroy();
    // Without the abort this waits until the test's timeout and fails.
    await loaderAborted;
  });
});
