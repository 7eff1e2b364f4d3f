/**
 * "On this page": the page's headings as links, beside the text on a wide screen (issue 16), so a long page
 * (tuition, the FAQ, careers) uses the width beside its column and a reader can jump to what they came for.
 * Plain fragment links: they work before hydration, and the browser moves focus's starting point with them.
 */
import type { OutlineEntry } from "~/lib/page-outline.ts";

export function OnThisPage({ outline }: { outline: readonly OutlineEntry[] }) {
  // One heading is no outline; the list would only repeat it.
  if (outline.length < 2) return null;
  return (
    <nav className="on-this-page" aria-labelledby="on-this-page-heading">
      <h2 id="on-this-page-heading" className="on-this-page__heading">
        On this page
      </h2>
      <ul>
        {outline.map((entry) => (
          <li key={entry.id}>
            <a className="on-this-page__link" href={`#${entry.id}`}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
