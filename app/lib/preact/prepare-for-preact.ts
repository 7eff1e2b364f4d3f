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
  await dataDecoded(probe);
  // The router is made, and hydration starts, each in a task of its own: shorter tasks on a phone (ADR 074).
  await nextTask();
  routerMade(probe);
  await nextTask();
  keepClientScriptsInert();
  dropImagePreloads(document.head);
  return documentAsRoot(document);
}

/**
 * The same component called once more, now that the data is there, makes React Router's router (every route,
 * the history, the first matches) before it reaches its first hook, which throws outside a render. The real
 * render then finds the router made. Should a later React Router make it elsewhere, this only costs a call.
 */
function routerMade(probe: () => unknown): void {
  try {
    probe();
  } catch {
    // The first hook, called outside a render: expected.
  }
}

/**
 * React Router suspends its first render until the page's data is decoded. React hydrates again when that
 * settles; Preact keeps only the doctype of a root that suspended and renders the whole page a second time
 * below it. The same component, called once here, throws the promise to wait for (before any hook runs);
 * once it has settled the real render goes straight through. Anything else it throws (a hook called outside a
 * render, once the data is there) is not ours to handle here: the real render meets it again.
 */
async function dataDecoded(probe: () => unknown): Promise<void> {
  try {
    probe();
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
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
