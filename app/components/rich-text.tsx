/**
 * Renders RichText: plain text with [label](target) links, nothing else. A bare e-mail address in the text
 * becomes a mailto: link too (issue 16: contact details are links everywhere), so copy typed without the
 * link syntax still lets a reader tap to write.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NewWindowHint } from "./new-window-hint.tsx";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(...withMailLinks(text.slice(last, start), last));
    parts.push(<InlineLink key={`link-${start}`} label={label ?? ""} target={target ?? ""} />);
    last = start + whole.length;
  }
  if (last < text.length) parts.push(...withMailLinks(text.slice(last), last));
  return <>{parts}</>;
}

/** Plain text with each bare e-mail address made a mailto: link; `offset` keeps the keys unique. */
function withMailLinks(plain: string, offset: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of plain.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(plain.slice(last, start));
    parts.push(
      <a key={`mail-${offset + start}`} href={`mailto:${match[0]}`}>
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < plain.length) parts.push(plain.slice(last));
  return parts;
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
