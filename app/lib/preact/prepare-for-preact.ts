/**
 * What Preact needs before it hydrates the HTML React rendered on the server (ADR 073): the router's data
 * decoded, React's image preloads out of the way, scripts made on the client left inert as React leaves them,
 * and the document handed over so that Preact adopts the parsed <html> rather than nesting a second one.
 */
import { options, type VNode } from "preact";
import { nextTask } from "./hydrate-in-turns.tsx";

/** Script types a browser runs; any other type (JSON-LD, say) is data and is left as it is. */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** A type no browser runs, given to the scripts Preact makes after hydration. */
const INERT_SCRIPT_TYPE = "text/x-inert";

/**
 * Waits for the page's data through `probe` (the router component, called outside a render), has it make the
 * router, leaves client-made scripts inert, drops React's image preloads from <head> and returns the root to hydrate.
 */
export async function prepareForPreact(probe: () => unknown): Promise<Document> {
  const decoding = thrownBy(probe);
  if (decoding instanceof Promise) await decoding.catch(() => undefined);
  // The router is made, and hydration starts, each in a task of its own: shorter tasks on a phone (ADR 074).
  await nextTask();
  thrownBy(probe);
  await nextTask();
  keepClientScriptsInert();
  dropImagePreloads(document.head);
  return documentAsRoot(document);
}

/**
 * The router component called outside a render, for what it does before its first hook; answers what it threw.
 * - While React Router's data is still being decoded it throws the promise to wait for, before any hook runs.
 *   React hydrates again when that settles; Preact keeps only the doctype of a root that suspended and renders
 *   the whole page a second time below it, so hydration waits for that promise instead.
 * - Once the data is there it makes the router (every route, the history, the first matches) and then throws at
 *   its first hook, outside a render: the real render finds the router made (ADR 074). Should a later React
 *   Router make it elsewhere, the call only costs a call.
 * Anything else it throws is not ours to handle here: the real render meets it again.
 */
function thrownBy(probe: () => unknown): unknown {
  try {
    probe();
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/**
 * React never runs a <script> it creates in the browser (only the parser's run); Preact's would run, and the
 * page's Content-Security-Policy refuses them (React Router's scroll restoration, re-made on a client
 * navigation, is one). A runnable script element Preact makes gets a type no browser runs. Hydration keeps the
 * parsed scripts' attributes, so the ones the server sent are untouched.
 */
function keepClientScriptsInert(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "script") {
      const props = vnode.props as { type?: unknown };
      const type = typeof props.type === "string" ? props.type.trim().toLowerCase() : "";
      if (RUNNABLE_TYPES.has(type)) Object.assign(vnode, { props: { ...props, type: INERT_SCRIPT_TYPE } });
    }
    previous?.(vnode);
  };
}

/**
 * React's server adds `<link rel="preload" as="image">` at the top of <head> for a page's first pictures; the
 * browser component tree has no such elements. Preact pairs a parent's elements with its vnodes by tag name in
 * order and removes the ones left over, so an extra link at the top took the stylesheet's place and the
 * stylesheet was removed. By the time scripts run the parser has long started those fetches; the links can go.
 */
function dropImagePreloads(head: HTMLHeadElement): void {
  for (const link of head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
}

/**
 * Preact hydrating `document` treats it as an element whose first child is <html> (preact#3794 maps it to
 * documentElement) and would render a second <html> inside it. A view of the document whose only child is
 * its <html> makes Preact adopt the parsed one.
 */
function documentAsRoot(doc: Document): Document {
  const html = doc.documentElement;
  return new Proxy(doc, {
    get(target, key) {
      if (key === "firstChild") return html;
      if (key === "childNodes") return [html];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
