/**
 * A page's HTML rendered whole (ADR 078): in one synchronous pass when nothing on it is still loading, as every
 * public page is, and otherwise by React's stream, waiting for everything, as before.
 */
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/**
 * How React marks a Suspense boundary it could not finish and left to the browser. A synchronous render writes
 * it where something suspended (still loading, such as the office's text editor) or threw inside a boundary.
 */
const LEFT_TO_THE_BROWSER = "<!--$!-->";

/** What a render produced, and whether something on the page failed (the page is then answered with 500). */
export interface RenderedPage {
  html: string;
  failed: boolean;
}

/**
 * The entry's context with only this page's routes in the manifest `<ServerRouter>` is given. It rebuilds its
 * routes from that manifest on every request (all 94 of them, to render the two or three matched), and the
 * browser never sees this copy: its manifest comes from the build's manifest file (route discovery "initial",
 * ADR 074), and `<Scripts>` and `<Links>` read the matched routes only. The build's manifest is left as it is.
 */
export function withOnlyThisPagesRoutes(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches) routes[route.id] = context.manifest.routes[route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

/**
 * Reads React Router's data for the browser (its loaders' answers, as the inline scripts of `<Scripts>` carry them)
 * to its end before the page is rendered, and hands each piece to the render in the form React Router's
 * StreamTransfer keeps what it has read (`renderMeta.streamCache`, one entry per read). StreamTransfer then writes
 * the same scripts at once instead of suspending once per piece. The stream is released after, since
 * `<ServerRouter>` still asks it for a reader.
 */
async function readDataForTheBrowser(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const read: NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]> = {};
  try {
    for (let piece = 0; ; piece++) {
      const { done, value } = await reader.read();
      read[piece] = Object.assign(Promise.resolve(), {
        result: { done, value: decoder.decode(value, { stream: true }) },
      });
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  context.renderMeta.streamCache = read;
}

/**
 * The page rendered whole: its data for the browser read first, then one synchronous pass, and React's stream
 * only when that pass left something unfinished. `page` makes the element anew for each render.
 */
export async function renderPage(
  context: EntryContext,
  page: () => ReactNode,
  nonce: string | undefined,
  timeoutMs: number,
): Promise<RenderedPage> {
  await readDataForTheBrowser(context);
  const html = renderInOnePass(page());
  if (html !== undefined) return { html, failed: false };
  // The first pass's <ServerRouter> holds a reader of the spent stream; the data is all in the render's keeping.
  context.serverHandoffStream = new ReadableStream();
  return renderWaitingForEverything(page(), nonce, timeoutMs);
}

/**
 * The page in one synchronous pass, or `undefined` when something on it did not finish (it suspended or threw
 * inside a Suspense boundary): it is then rendered by {@link renderWaitingForEverything}. React writes no
 * doctype in this pass; the stream does.
 */
function renderInOnePass(page: ReactNode): string | undefined {
  const html = renderToString(page);
  return html.includes(LEFT_TO_THE_BROWSER) ? undefined : `<!DOCTYPE html>${html}`;
}

/**
 * The page by React's stream, gathered whole once everything on it is ready (ADR 043). An error in the page's
 * shell rejects; one inside a boundary is logged and rendered again by the browser, and one found before the
 * shell was ready fails the page.
 */
function renderWaitingForEverything(page: ReactNode, nonce: string | undefined, timeoutMs: number) {
  return new Promise<RenderedPage>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        if (shellRendered) console.error(error);
        else failed = true;
      },
    });
  });
}
