/** The one allow-list for rich text: every HTML field passes through here before it is stored. */
import sanitizeHtml from "sanitize-html";

const EXTERNAL = /^https?:/i;
/** "//host/path" would leave the site while looking relative: refused like any unknown scheme. */
const PROTOCOL_RELATIVE = /^[\\/]{2}/;

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "br"],
  allowedAttributes: { a: ["href", "rel"] },
  // Relative links (/admissions, #map-section) have no scheme and are kept.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    // Authors' own rel/target are dropped; external links always get the same safe rel.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (!href || PROTOCOL_RELATIVE.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: EXTERNAL.test(href) ? { href, rel: "noopener noreferrer" } : { href } };
    },
  },
};

/** Sanitized HTML: only the allowed tags and safe links survive; scripts and styles vanish with their text. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(name: string): string | undefined {
  if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()];
  const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Plain text of stored HTML (for iCalendar descriptions): block ends become line breaks. */
export function richTextToPlain(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/li>/gi, "\n")
    .replace(/<\/(p|h[2-4]|blockquote|ul|ol)>/gi, "\n\n");
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => decodeEntity(name) ?? whole)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
