/**
 * The server entry's page render (ADR 078), through React Router's real request handler: a page is sent whole with
 * its data for the browser, and a page with a part still loading waits for it rather than leaving it to the browser.
 */
import { lazy, type ReactNode, Suspense } from "react";
import { createRequestHandler, Links, Meta, Outlet, Scripts, type ServerBuild, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server.tsx";
import { serverBuildOf } from "./test-support/page-build.ts";

const NONCE = "nonce-for-this-page";

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

function Root() {
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

function Home() {
  const { welcome } = useLoaderData<{ welcome: string }>();
  return <h1>{welcome}</h1>;
}

/** A part that is not there when the page starts rendering: it arrives a moment later (a module still loading). */
const Later = lazy(
  () =>
    new Promise<{ default: () => ReactNode }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>The part that came later</p> }), 20),
    ),
);

function PageWithALaterPart() {
  return (
    <main>
      <h1>Office form</h1>
      <Suspense fallback={<p>Loading the text editor…</p>}>
        <Later />
      </Suspense>
    </main>
  );
}

function Section() {
  return (
    <section>
      <h1>A section</h1>
      <Outlet />
    </section>
  );
}

function SectionError() {
  return <p>This part of the section could not be shown.</p>;
}

function build(): ServerBuild {
  return serverBuildOf(entry, [
    { id: "root", path: "", module: { default: Root } },
    {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: { default: Home, loader: () => ({ welcome: "Welcome to Pinecrest </script> & friends" }) },
    },
    { id: "routes/later", parentId: "root", path: "later", module: { default: PageWithALaterPart } },
    {
      id: "routes/section",
      parentId: "root",
      path: "section",
      module: { default: Section, ErrorBoundary: SectionError },
    },
    {
      id: "routes/section/broken",
      parentId: "routes/section",
      path: "broken",
      module: {
        default: () => <p>Never shown</p>,
        loader: () => {
          throw new Error("the database went away");
        },
      },
    },
  ]);
}

async function page(path: string) {
  const handle = createRequestHandler(build(), "production");
  const answer = await handle(new Request(`http://localhost${path}`), { cspNonce: NONCE } as never);
  return { status: answer.status, type: answer.headers.get("content-type"), html: await answer.text() };
}

/** What the browser's React Router is handed by the page's inline scripts: the data stream's pieces, in order. */
function dataForTheBrowser(html: string): string {
  const pieces = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map((match) =>
    JSON.parse(
      (match[1] as string)
        .replace(/\\u003c/g, "<")
        .replace(/\\u003e/g, ">")
        .replace(/\\u0026/g, "&"),
    ),
  );
  return pieces.join("");
}

describe("the server entry's page render", () => {
  it("sends the page whole, with its loaders' data for the browser and the stream closed", async () => {
    const { status, type, html } = await page("/");
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("<h1>Welcome to Pinecrest &lt;/script&gt; &amp; friends</h1>");
    expect(dataForTheBrowser(html)).toContain("Welcome to Pinecrest </script> & friends");
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
    // The data comes before the stream is closed, and nothing was left for the browser to render.
    expect(html.indexOf("streamController.enqueue(")).toBeLessThan(html.indexOf("streamController.close()"));
    expect(html).not.toContain("<!--$!-->");
  });

  it("writes the data so that the words of a loader cannot end its script early", async () => {
    const { html } = await page("/");
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
    const dataScripts = scripts.filter((script) => script.includes("streamController.enqueue("));
    expect(dataScripts.length).toBeGreaterThan(0);
    for (const script of dataScripts) expect(script).not.toMatch(/<\/script|<!--/i);
  });

  it("puts the response's nonce on every inline script", async () => {
    const { html } = await page("/");
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it("waits for a part still loading and sends it rendered, not its loading message", async () => {
    const { status, html } = await page("/later");
    expect(status).toBe(200);
    expect(html).toContain("<p>The part that came later</p>");
    expect(html).not.toContain("Loading the text editor…");
    expect(html).not.toContain("<!--$!-->");
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
  });

  it("shows a failing page's error by the section around it, inside the whole document", async () => {
    const silenced = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, html } = await page("/section/broken");
    silenced.mockRestore();
    expect(status).toBe(500);
    // The section's boundary stands in for the section, within the root's document.
    expect(html).toMatch(/<body><p>This part of the section could not be shown\.<\/p><script/);
    expect(html).not.toContain("Never shown");
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
  });

  it("answers a HEAD request without a body", async () => {
    const handle = createRequestHandler(build(), "production");
    const answer = await handle(new Request("http://localhost/", { method: "HEAD" }), { cspNonce: NONCE } as never);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("");
  });
});
