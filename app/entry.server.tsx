/** Server entry: streams React Router's HTML with the response's CSP nonce on every inline script. */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider, StyleNonceProvider } from "./lib/nonce.tsx";
import { noteOutage, outageStatus } from "./lib/outage.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's report of an error while answering. A visitor's mistake (a 4xx such as a POST to a page
 * without an action, 405) is one line in the request's log, without a stack (issue 18); a fault of the
 * server is logged whole. Nothing is logged for a request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.log;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const fields = { status: error.status, method: request.method, path: new URL(request.url).pathname };
    const line = `page request refused: ${error.status} ${error.statusText}`;
    if (log) log.info(fields, line);
    else console.warn(`${line} (${fields.method} ${fields.path})`);
    return;
  }
  if (noteOutage(error, context)) {
    // An outage, not a bug: one line without a stack; the page answers 503 (handleRequest).
    const line = `page request failed: the database is not answering (${(error as Error).message})`;
    if (log) log.warn({ path: new URL(request.url).pathname }, line);
    else console.warn(line);
    return;
  }
  if (log) log.error({ err: error }, "page request failed");
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = outageStatus(responseStatusCode, loadContext, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Empty for the page cache's render: its policy names the inline scripts by hash (server/page-cache).
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link previews get the whole page at once, never a streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <StyleNonceProvider value={loadContext.cspStyleNonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleNonceProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
