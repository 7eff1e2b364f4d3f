/** "Page Not Found", inside the shell, with a search box and the places people usually look for. */
import { Link } from "react-router";
import { SiteSearchForm } from "./search/site-search-form.tsx";

export function NotFound() {
  return (
    <div className="page container narrow">
      <h1>Page Not Found</h1>
      <p className="lead">Sorry, we could not find that page. It may have moved, or the address may have a typo.</p>
      <SiteSearchForm idPrefix="not-found-search" />
      <p>Or start from one of these pages:</p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/admissions">Admissions</Link>
        </li>
        <li>
          <Link to="/events/upcoming-events">Upcoming Events</Link>
        </li>
        <li>
          <Link to="/contact">Contact Us</Link>
        </li>
        <li>
          <Link to="/site-map">Site Map</Link>
        </li>
      </ul>
    </div>
  );
}
