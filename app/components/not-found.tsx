/** "Page Not Found", inside the shell, with the places people usually look for. */
import { Link } from "react-router";

export function NotFound() {
  return (
    <div className="page container narrow">
      <h1>Page Not Found</h1>
      <p className="lead">Sorry, we could not find that page. It may have moved, or the address may have a typo.</p>
      <p>These pages are a good place to start:</p>
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
