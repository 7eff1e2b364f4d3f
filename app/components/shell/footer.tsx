/** Footer (spec §2): the footer links, address, phone and fax, office hours, a credit line and the current year. */
import { footerMenu } from "~/content/navigation.ts";
import { useSchoolDetails } from "~/lib/school-details.tsx";
import { officeHoursLine } from "../../../common/school-details/details.ts";
import { site } from "../../../common/site.ts";
import { AddressLine, EmailLink, PhoneLink } from "../contact-details.tsx";
import { MenuLink } from "../menu-link.tsx";

export function Footer({ year }: { year: number }) {
  const details = useSchoolDetails();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="site-footer__heading">
            Visit us
          </h2>
          <address className="site-footer__address">
            {site.name}
            <br />
            <AddressLine details={details} />
            <br />
            Phone: <PhoneLink phone={details.phone} />
            {details.fax ? (
              <>
                <br />
                Fax: <span className="nowrap">{details.fax}</span>
              </>
            ) : null}
            <br />
            <EmailLink email={details.email} />
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            Office hours
          </h2>
          <p>
            {officeHoursLine(details)}
            <br />
            {details.weekend}
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Quick links
          </h2>
          <ul className="site-footer__links">
            {footerMenu.map((item) => (
              <li key={item.text}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <span data-testid="footer-year">{year}</span> {site.name}. {site.credit}
        </p>
      </div>
    </footer>
  );
}
