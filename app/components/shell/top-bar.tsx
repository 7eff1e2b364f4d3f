/**
 * Top bar (spec §2): phone, address, hours, search toggle, social and e-mail icons; hidden once scrolled,
 * unless the search panel is open or focus is inside it (app.css), so the search never vanishes mid-use.
 */
import { externalLinks } from "~/content/navigation.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { useScrolled } from "~/lib/use-window.ts";
import { officeHoursLine, phoneHref } from "../../../common/school-details/details.ts";
import { AddressLine } from "../contact-details.tsx";
import { Icon } from "../icon.tsx";
import { SearchBox } from "../search/search-box.tsx";

export function TopBar() {
  const scrolled = useScrolled();
  const details = useSchoolDetails();
  return (
    // Hidden with visibility, not display: the page keeps its height, so hiding cannot un-scroll it.
    <div className={scrolled ? "top-bar is-scrolled" : "top-bar"} data-testid="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__facts">
          <li>
            <a href={phoneHref(details.phone)} className="top-bar__link">
              <Icon name="phone" size={16} />
              <span className="nowrap">
                <span className="visually-hidden">Phone: </span>
                {details.phone}
              </span>
            </a>
          </li>
          <li className="top-bar__desktop-only" data-testid="top-bar-address">
            <Icon name="map" size={16} />
            <span>
              <AddressLine details={details} />
            </span>
          </li>
          <li className="top-bar__desktop-only" data-testid="top-bar-hours">
            <Icon name="clock" size={16} />
            <span>
              <span className="visually-hidden">Office hours: </span>
              {officeHoursLine(details)}
            </span>
          </li>
        </ul>
        <div className="top-bar__tools">
          <SearchBox />
          <a
            className="icon-link"
            href={details.social}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${externalLinks.social.text} (opens in a new window)`}
          >
            <Icon name="social" size={18} />
          </a>
          <a
            className="icon-link"
            href={`mailto:${details.email}`}
            aria-label={`E-mail the office at ${details.email}`}
          >
            <Icon name="mail" size={18} />
          </a>
        </div>
      </div>
    </div>
  );
}
