/** schema.org JSON-LD describing the school, for search engines (one block on every page). */
import { officeHours, type SchoolDetails } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";

export function schoolJsonLd(siteUrl: string, details: SchoolDetails): string {
  const hours = officeHours(details);
  const data = {
    "@context": "https://schema.org",
    "@type": "School",
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: details.phone,
    ...(details.fax ? { faxNumber: details.fax } : {}),
    email: details.email,
    foundingDate: String(site.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: details.street,
      addressLocality: details.city,
      addressRegion: details.region,
      postalCode: details.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    },
    sameAs: [details.social],
  };
  // "<" is escaped so no text in the data can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** What a posting's JSON-LD needs; the loader passes the stored posting. */
export interface JobPostingFacts {
  id: string;
  title: string;
  descriptionHtml: string;
  requirementsHtml: string;
  employmentType: "full-time" | "part-time" | "term" | "casual";
  createdAt: string;
  startDate: string;
  closingDate: string | null;
  /** The day it opened to visitors, when the office chose one. */
  opensOn?: string | null;
}

/** schema.org's employment types (as search engines read them) for ours. */
const EMPLOYMENT_TYPES: Record<JobPostingFacts["employmentType"], string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  term: "TEMPORARY",
  casual: "PER_DIEM",
};

/** schema.org JobPosting for an open posting, so search engines can list it as a job. */
export function jobPostingJsonLd(posting: JobPostingFacts, siteUrl: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: posting.title,
    description: `${posting.descriptionHtml}${posting.requirementsHtml}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: posting.id },
    // Posted when visitors could first see it: its opening day, or the day it was created.
    datePosted: posting.opensOn ?? zonedDate(new Date(posting.createdAt)),
    // Applications are taken through the closing day in Penticton: valid until its last moment there.
    ...(posting.closingDate
      ? { validThrough: new Date(zonedToInstant(addDays(posting.closingDate, 1)).getTime() - 1000).toISOString() }
      : {}),
    employmentType: EMPLOYMENT_TYPES[posting.employmentType],
    jobStartDate: posting.startDate,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}/favicon.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
    },
    url: `${siteUrl}/careers/${posting.id}`,
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
