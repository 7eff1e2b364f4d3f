import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "./sanitize.ts";

describe("sanitizeRichText", () => {
  it("keeps the allowed structure", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> words.<br>Next line.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote><h3>a</h3><h4>b</h4>";
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("removes scripts, styles, event handlers and unknown tags", () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script>')).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeRichText("<style>p{}</style><iframe src='https://x.example'></iframe><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><div><span>text</span></div>')).toBe("text");
  });

  it("maps near relatives: h1 to h2, b to strong, i to em", () => {
    expect(sanitizeRichText("<h1>T</h1><b>B</b><i>I</i>")).toBe("<h2>T</h2><strong>B</strong><em>I</em>");
  });

  it("allows http(s), mailto, tel and relative links; external ones get rel=noopener noreferrer", () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/admissions">x</a>')).toBe('<a href="/admissions">x</a>');
    expect(sanitizeRichText('<a href="#map-section">x</a>')).toBe('<a href="#map-section">x</a>');
    expect(sanitizeRichText('<a href="mailto:office@pinecrest.example">x</a>')).toBe(
      '<a href="mailto:office@pinecrest.example">x</a>',
    );
    expect(sanitizeRichText('<a href="tel:+12505550134">x</a>')).toBe('<a href="tel:+12505550134">x</a>');
  });

  it("drops dangerous link targets but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="data:text/html,<script>">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizeRichText("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("richTextToPlain", () => {
  it("turns stored HTML into readable text", () => {
    expect(richTextToPlain("<p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul><p>Line<br />break</p>")).toBe(
      "Fish & chips\n\none\ntwo\n\nLine\nbreak",
    );
  });
});
