/** schema.org JSON-LD describing the school, for search engines (one block on every page). */
import { site } from "../../common/site.ts";

export function schoolJsonLd(siteUrl: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "School",
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: site.phone,
    faxNumber: site.fax,
    email: site.email,
    foundingDate: String(site.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: [site.external.social],
  };
  // "<" is escaped so no text in the data can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
