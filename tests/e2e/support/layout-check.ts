/**
 * A page's layout judged as a reader would see it (issue 16), in one page.evaluate: text that spills out of
 * its box or is cut off, words broken inside although they would fit, sideways scrolling (the document's, or a
 * table's or grid's own), interactive targets that overlap, and targets under 24 px without room around them
 * (WCAG 2.2, 2.5.8), and drop-downs too narrow for the choice they show. Returns one line per problem, so a failing test names what and where.
 */
import type { Page } from "@playwright/test";

/** The problems on the page as it is now, at its current viewport. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(checkLayout);
}

/**
 * Runs in the page: it is serialised by Playwright, so it uses nothing from outside its own body.
 */
function checkLayout(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const seen = new Set<string>();
  const report = (line: string) => {
    if (seen.has(line) || seen.size >= 40) return;
    seen.add(line);
    problems.push(line);
  };

  /** A short, readable name for an element: tag, id or first class, and its first words. */
  const nameOf = (el: Element): string => {
    const id = el.id ? `#${el.id}` : "";
    const cls =
      !id && typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
  };

  const styleOf = (el: Element) => getComputedStyle(el);

  /** Hidden on purpose: not rendered, invisible, or clipped to nothing (.visually-hidden). */
  const isHidden = (el: Element): boolean => {
    // A closed <details> shows its summary only; what it holds has no place on screen yet.
    if (el.closest("details:not([open]) > :not(summary)")) return true;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = styleOf(node);
      if (style.display === "none" || style.visibility === "hidden" || style.visibility === "collapse") return true;
      if (style.clip !== "auto" && style.clip !== "" && style.position === "absolute") return true;
      if (style.clipPath !== "none" && style.clipPath !== "") return true;
      if (Number(style.opacity) === 0) return true;
    }
    return false;
  };

  /** The box a run of text is laid out in: its nearest ancestor that is not an inline box. */
  const blockOf = (el: Element): Element => {
    let node: Element = el;
    while (node.parentElement && ["inline", "contents"].includes(styleOf(node).display)) node = node.parentElement;
    return node;
  };

  // --- 1. The document itself must not scroll sideways (WCAG 1.4.10 at 320 px).
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewport + 1) {
    const widest = [...document.body.querySelectorAll("*")]
      .filter((el) => !isHidden(el) && el.getBoundingClientRect().right > viewport + 1)
      .slice(-1)[0];
    report(
      `the page scrolls sideways: ${scrollWidth} px wide in a ${viewport} px viewport${widest ? `, e.g. ${nameOf(widest)}` : ""}`,
    );
  }

  // --- 2. No table or grid needs sideways scrolling inside its own scroller either.
  for (const el of document.body.querySelectorAll("*")) {
    const style = styleOf(el);
    if (!["auto", "scroll"].includes(style.overflowX)) continue;
    if (el.clientWidth <= 1 || isHidden(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      report(`${nameOf(el)} scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth} px)`);
    }
  }

  // --- 3. Text: inside its box, not cut off, and no word broken inside.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  /**
   * Breaks a reader expects inside a "word": after a hyphen or slash, or where the text offers one (soft hyphen,
   * zero-width space); but a phone number's "555-0134" split across lines is a broken number, not a hyphenated
   * word ("2026-2027" may wrap like a hyphenated word).
   */
  const allowedBreakAt = (word: string, at: number): boolean => {
    const before = word[at - 1] ?? "";
    if ("\u00AD\u200B".includes(before)) return true;
    if (!"-/–—‐".includes(before)) return false;
    return !/(^|\D)\d{3}-\d{4}(\D|$)/.test(word.slice(Math.max(0, at - 5), at + 5));
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (!text.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest("svg, script, style, noscript, template, option")) continue;
    if (isHidden(parent)) continue;
    const block = blockOf(parent);
    const blockBox = block.getBoundingClientRect();
    if (blockBox.width <= 1 || blockBox.height <= 1) continue;
    const fontSize = Number.parseFloat(styleOf(parent).fontSize) || 16;

    // 3a. Every line of the text lies within its box (horizontally; vertically, with room for the font's ascent).
    range.selectNodeContents(node);
    const lineRects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const slackY = Math.max(2, fontSize * 0.35);
    for (const r of lineRects) {
      if (r.left < blockBox.left - 2 || r.right > blockBox.right + 2) {
        report(`text overflows its box sideways: ${nameOf(block)} (${Math.round(r.right - blockBox.right)} px)`);
        break;
      }
      if (r.top < blockBox.top - slackY || r.bottom > blockBox.bottom + slackY) {
        report(`text overflows its box: ${nameOf(block)}`);
        break;
      }
    }
    // 3b. Not cut off by an ancestor that hides what overflows it.
    for (let up: Element | null = block; up && up !== document.body; up = up.parentElement) {
      const style = styleOf(up);
      if (!["hidden", "clip"].includes(style.overflowX) && !["hidden", "clip"].includes(style.overflowY)) continue;
      const clip = up.getBoundingClientRect();
      if (clip.width <= 1 || clip.height <= 1) break;
      const cut = lineRects.some(
        (r) =>
          r.right > clip.right + 2 ||
          r.left < clip.left - 2 ||
          r.bottom > clip.bottom + slackY ||
          r.top < clip.top - slackY,
      );
      if (cut) report(`text is cut off by ${nameOf(up)}: ${JSON.stringify(text.trim().slice(0, 40))}`);
      break;
    }
    // 3c. Words: one that wraps onto a second line must be one that could not fit on this screen at all.
    if (lineRects.length < 2) continue;
    const wordPattern = /\S+/g;
    for (const match of text.matchAll(wordPattern)) {
      const word = match[0];
      if (word.length < 2) continue;
      const start = match.index ?? 0;
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const parts = [...range.getClientRects()].filter((r) => r.width > 0);
      if (parts.length < 2) continue;
      const tops = new Set(parts.map((r) => Math.round(r.top / 4)));
      if (tops.size < 2) continue;
      // Where does the word go onto its next line?
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const firstTop = range.getBoundingClientRect().top;
      let breakAt = -1;
      for (let i = 1; i < word.length; i++) {
        range.setStart(node, start + i);
        range.setEnd(node, start + i + 1);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && Math.abs(r.top - firstTop) > fontSize * 0.5) {
          breakAt = i;
          break;
        }
      }
      if (breakAt < 0 || allowedBreakAt(word, breakAt)) continue;
      const naturalWidth = parts.reduce((sum, r) => sum + r.width, 0);
      // A word wider than a full-width column on this screen (a long web address at 320 px) may break.
      if (naturalWidth > viewport - 40) continue;
      report(`"${word}" is broken inside ("${word.slice(0, breakAt)}" | "${word.slice(breakAt)}") in ${nameOf(block)}`);
    }
  }
  range.detach();

  // --- 4. Interactive targets: none overlaps another, and each is at least 24 px or has room around it.
  const targets = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    ),
  ].filter((el) => !isHidden(el) && !el.closest("[inert]") && el.getClientRects().length > 0);
  const boxes = targets.map((el) => ({
    el,
    rects: [...el.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5),
    box: el.getBoundingClientRect(),
  }));
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    if (!a || a.rects.length === 0) continue;
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j];
      if (!b || b.rects.length === 0) continue;
      // A label's input, a region's own links (a scroll region holds the links it scrolls): nested, not overlapping.
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb)))) {
        report(`targets overlap: ${nameOf(a.el)} and ${nameOf(b.el)}`);
      }
    }
  }
  /** A link inside a sentence is exempt from 2.5.8 (its size is the text's). */
  const inSentence = (el: HTMLElement): boolean => {
    if (styleOf(el).display !== "inline") return false;
    const block = blockOf(el);
    const own = (el.textContent ?? "").trim().length;
    const all = (block.textContent ?? "").trim().length;
    return all > own + 1;
  };
  const undersized = boxes.filter(
    ({ el, box }) =>
      (box.width < 24 || box.height < 24) && !inSentence(el) && !el.matches("input[type=radio], input[type=checkbox]"),
  );
  for (const small of undersized) {
    const cx = small.box.left + small.box.width / 2;
    const cy = small.box.top + small.box.height / 2;
    const crowded = boxes.some(({ el, rects }) => {
      if (el === small.el || el.contains(small.el) || small.el.contains(el)) return false;
      return rects.some((r) => {
        const dx = Math.max(r.left - cx, 0, cx - r.right);
        const dy = Math.max(r.top - cy, 0, cy - r.bottom);
        return dx * dx + dy * dy < 12 * 12;
      });
    });
    if (crowded) {
      report(
        `target smaller than 24 px with another within 12 px of its centre: ${nameOf(small.el)} (${Math.round(small.box.width)}×${Math.round(small.box.height)})`,
      );
    }
  }

  // --- 5. A drop-down is wide enough for the choice it shows, where that choice's words would fit on this screen
  // ("Publishing time, newest fi" on a tablet). Its text is measured in its own font; the browser's arrow is
  // drawn inside the box, so a native drop-down gives it 24 px.
  const measure = document.createElement("canvas").getContext("2d");
  for (const select of document.querySelectorAll("select")) {
    const chosen = select.selectedOptions[0]?.text.trim();
    if (!measure || !chosen || isHidden(select) || select.getClientRects().length === 0) continue;
    const style = styleOf(select);
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = measure.measureText(chosen).width;
    const arrow = style.appearance === "none" ? 0 : 24;
    const around = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + arrow;
    const room = select.clientWidth - around;
    if (needed > room + 1 && needed + around <= viewport - 40) {
      const label = select.labels?.[0]?.textContent?.replace(/\s+/g, " ").trim() ?? select.name;
      report(
        `the drop-down "${label}" cuts off its choice "${chosen}" (${Math.round(room)} px for ${Math.round(needed)})`,
      );
    }
  }
  return problems;
}
