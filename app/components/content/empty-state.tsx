/** What a list shows when it has nothing yet: say so plainly and offer somewhere useful to go. */
import { Link } from "react-router";

export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  action?: { label: string; to: string };
  /** 3 when the list it stands for sits under its own h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <div className="empty-state">
      <Heading className="empty-state__title">{title}</Heading>
      <p>{text}</p>
      {action ? (
        <p>
          <Link to={action.to} className="button button--ghost">
            {action.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
