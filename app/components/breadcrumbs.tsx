/** The trail above a page's heading: Home, the pages it sits under, then this page (named, not linked). */
import { PageLink } from "./page-link.tsx";

export interface Crumb {
  text: string;
  to: string;
}

const HOME: Crumb = { text: "Home", to: "/" };

/** `root` starts the trail: Home on the public pages, the dashboard in the office's screens. */
export function Breadcrumbs({
  trail = [],
  current,
  root = HOME,
}: {
  trail?: readonly Crumb[];
  current: string;
  root?: Crumb;
}) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {[root, ...trail].map((crumb) => (
          <li key={crumb.to}>
            <PageLink to={crumb.to}>{crumb.text}</PageLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
