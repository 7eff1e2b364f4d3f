/** The trail above a page's heading: Home, the pages it sits under, then this page (named, not linked). */
import { Link } from "react-router";

export interface Crumb {
  text: string;
  to: string;
}

export function Breadcrumbs({ trail = [], current }: { trail?: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {[{ text: "Home", to: "/" }, ...trail].map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.text}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
