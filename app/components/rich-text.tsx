/**
 * Renders RichText: plain text with [label](target) links, nothing else. A bare e-mail address in the text
 * becomes a mailto: link too (issue 16: contact details are links everywhere), so copy typed without the
 * link syntax still lets a reader tap to write.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NewWindowHint } from "./new-window-hint.tsx";

/**
 * A [label](target) link or a bare e-mail address, found in one left-to-right pass: an address inside a link's
 * label or target is part of that link, never a second one.
 */
const LINK_OR_EMAIL =
  /\[(?<label>[^\]]+)\]\((?<target>[^)\s]+)\)|(?<email>[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_OR_EMAIL)) {
    const start = match.index ?? 0;
    const { label = "", target = "", email } = match.groups ?? {};
    if (start > last) parts.push(text.slice(last, start));
    // A bare address is read as if written [address](mailto:address).
    parts.push(<InlineLink key={start} label={email ?? label} target={email ? `mailto:${email}` : target} />);
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function InlineLink({ label, target }: { label: string; target: string }) {
  if (target.startsWith("/")) return <Link to={target}>{label}</Link>;
  if (target.startsWith("http")) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer">
        {label}
        <NewWindowHint />
      </a>
    );
  }
  return <a href={target}>{label}</a>;
}
