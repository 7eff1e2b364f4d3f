/** Server entry: renders React Router's HTML with the response's CSP nonce on every inline script, sent in one piece. */
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider, StyleNonceProvider } from "./lib/nonce.tsx";
import { noteOutage, outageStatus } from "./lib/outage.server.ts";
import { renderPage, withOnlyThisPagesRoutes } from "./lib/render-page.server.tsx";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-paint.server.ts";

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

/**
 * A client-side navigation's data (`.data`) that met a database outage: 503 with Retry-After, as the page
 * itself would answer, rather than React Router's 500 (issue 18).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  const headers = new Headers(response.headers);
  const status = outageStatus(response.status, context as object, headers);
  if (status === response.status) return response;
  return new Response(response.body, { status, headers });
};

export default async function handleRequest(
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
  // Public pages defer nothing, so the page is whole at once; it is sent in one piece, which lets its scripts be
  // moved behind the first paint before it leaves (ADR 043, ADR 078).
  const context = withOnlyThisPagesRoutes(routerContext);
  const { html, failed } = await renderPage(
    context,
    () => (
      <NonceProvider value={nonce ?? ""}>
        <StyleNonceProvider value={loadContext.cspStyleNonce}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </StyleNonceProvider>
      </NonceProvider>
    ),
    nonce,
    streamTimeout + 1000,
  );
  if (failed) responseStatusCode = 500;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(scriptsAfterFirstPaint(html), { headers: responseHeaders, status: responseStatusCode });
}
