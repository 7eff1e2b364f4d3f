/**
 * Top bar (spec §2): phone, address, hours, search toggle, social and e-mail icons; hidden once scrolled,
 * unless the search panel is open or focus is inside it (app.css), so the search never vanishes mid-use.
 */
import { externalLinks } from "~/content/navigation.ts";
import { useScrolled } from "~/lib/use-window.ts";
import { formatAddress, site } from "../../../common/site.ts";
import { Icon } from "../icon.tsx";
import { SearchBox } from "../search/search-box.tsx";

export function TopBar() {
  const scrolled = useScrolled();
  return (
    // Hidden with visibility, not display: the page keeps its height, so hiding cannot un-scroll it.
    <div className={scrolled ? "top-bar is-scrolled" : "top-bar"} data-testid="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__facts">
          <li>
            <a href={site.phoneHref} className="top-bar__link">
              <Icon name="phone" size={16} />
              <span>
                <span className="visually-hidden">Phone: </span>
                {site.phone}
              </span>
            </a>
          </li>
          <li className="top-bar__desktop-only" data-testid="top-bar-address">
            <Icon name="map" size={16} />
            <span>{formatAddress()}</span>
          </li>
          <li className="top-bar__desktop-only" data-testid="top-bar-hours">
            <Icon name="clock" size={16} />
            <span>
              <span className="visually-hidden">Office hours: </span>
              {site.hours.weekdays}
            </span>
          </li>
        </ul>
        <div className="top-bar__tools">
          <SearchBox />
          <a
            className="icon-link"
            href={externalLinks.social.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${externalLinks.social.text} (opens in a new window)`}
          >
            <Icon name="social" size={18} />
          </a>
          <a className="icon-link" href={`mailto:${site.email}`} aria-label={`E-mail the office at ${site.email}`}>
            <Icon name="mail" size={18} />
          </a>
        </div>
      </div>
    </div>
  );
}
