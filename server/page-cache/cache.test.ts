import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteChanges } from "../db/changes.ts";
import { manualClock } from "../test-support/clock.ts";
import { createPageCache, type PageCacheOptions } from "./cache.ts";
import type { Rendered } from "./entry.ts";

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A cache in front of a listener that answers "uncached", with renders the test controls. */
async function cacheWith(render: PageCacheOptions["render"], clock = manualClock()) {
  const changes = createSiteChanges();
  const cache = createPageCache({
    changes,
    render,
    nextChange: async (at) => new Date(at.getTime() + 5 * 60 * 1000),
    now: clock.now,
    onError: () => {},
  });
  server = createServer((request, response) =>
    cache.handle(request, response, (_request, fallback) => fallback.end("uncached")),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  return { changes, get, clock };
}

const page = (text: string): Rendered => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(text),
});

describe("the page cache's renders", () => {
  it("renders a page once for a crowd that arrives together", async () => {
    let renders = 0;
    const { get } = await cacheWith(async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return page(`render ${renders}`);
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => get("/")));
    expect(new Set(answers)).toEqual(new Set(["render 1"]));
    expect(renders).toBe(1);
  });

  it("never gives a request that came after a change a render that began before it", async () => {
    let version = "before";
    let release: () => void = () => {};
    let started: () => void = () => {};
    const earlyRenderStarted = new Promise<void>((resolve) => (started = resolve));
    const { changes, get } = await cacheWith(async () => {
      const seen = version;
      if (seen === "before") {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return page(seen);
    });
    const early = get("/");
    await earlyRenderStarted;
    version = "after";
    changes.announce();
    const late = await get("/");
    release();
    expect(await early).toBe("before");
    expect(late).toBe("after");
    // The early render was not kept either.
    expect(await get("/")).toBe("after");
  });

  it("hands on answers it may not keep, and serves nothing from memory while it cannot hear other processes", async () => {
    let renders = 0;
    const { changes, get } = await cacheWith(async (url) => {
      renders += 1;
      return url === "/missing" ? { ...page("not found"), status: 404 } : page(`render ${renders}`);
    });
    expect(await get("/missing")).toBe("uncached");
    expect(await get("/missing")).toBe("uncached");
    expect(renders).toBe(1);

    expect(await get("/")).toBe("render 2");
    changes.setHearsAll(false);
    expect(await get("/")).toBe("render 3");
    expect(await get("/")).toBe("render 4");
    changes.setHearsAll(true);
    expect(await get("/")).toBe("render 5");
    expect(await get("/")).toBe("render 5");
  });

  it("renders again once the next scheduled change has come (five minutes ahead here)", async () => {
    let renders = 0;
    const { get, clock } = await cacheWith(async () => page(`render ${++renders}`));
    expect(await get("/")).toBe("render 1");
    clock.advance(5 * 60 * 1000 - 1);
    expect(await get("/")).toBe("render 1");
    clock.advance(1);
    expect(await get("/")).toBe("render 2");
  });
});
