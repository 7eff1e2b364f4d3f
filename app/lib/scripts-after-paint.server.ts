/**
 * Moves a rendered page's scripts behind its first paint (ADR 043). React Router writes a `<link rel="modulepreload">`
 * for every module of the page and one inline module script whose static imports load them; the browser fetches
 * all of it while the words are still waiting on their stylesheet and fonts. Here the links go, and the inline
 * script waits for the first frame to be painted before it preloads the same modules and imports them, in the
 * same order, so React Router hydrates exactly as before, only after the reader already sees the page.
 */

/** One `<link rel="modulepreload" …>` as React renders it (self-closing), with its `href`. */
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script (`type="module"`, no `src`). */
const MODULE_SCRIPT = /(<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** A whole line of that script that is a static import: `import "X";` or `import * as name from "X";`. */
const STATIC_IMPORT =
  /^[ \t]*import[ \t]+(?:\*[ \t]+as[ \t]+([A-Za-z_$][\w$]*)[ \t]+from[ \t]+)?("[^"\n]+")[ \t]*;?[ \t]*$/gm;

/**
 * Waits until the browser reports the first contentful paint: the frame has been drawn and shown, which a task
 * queued from requestAnimationFrame does not promise (Chromium showed it 40 ms later). A page in a background
 * tab draws nothing, and a browser without paint timing cannot tell, so those go on at once; a page that has
 * not painted within three seconds goes on all the same.
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return painted();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
  setTimeout(painted, 3000);
});`;

/**
 * The page with its module preloads and imports started after its first paint; a page without React Router's
 * scripts (or of a shape this does not know, which the browser tests would notice) is returned as it was.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  const page = html.replace(PRELOAD_LINK, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const script = MODULE_SCRIPT.exec(page);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];

  const imports: { name: string | undefined; url: string }[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || /^\s*import[\s*{"']/m.test(rest)) return html;

  const deferred = [
    AFTER_FIRST_PAINT,
    // The same preloads React Router wrote, so every module the imports below reach downloads in parallel.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // One after another, so the modules run in the order React Router's static imports ran them (root first).
    ...imports.map(({ name, url }) => (name ? `const ${name} = await import(${url});` : `await import(${url});`)),
    rest.trim(),
  ].join("\n");
  return page.slice(0, script.index) + open + deferred + close + page.slice(script.index + whole.length);
}
