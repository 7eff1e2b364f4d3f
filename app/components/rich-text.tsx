/** Renders RichText: plain text with [label](target) links, nothing else. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NewWindowHint } from "./new-window-hint.tsx";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<InlineLink key={`link-${start}`} label={label ?? ""} target={target ?? ""} />);
    last = start + whole.length;
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
