/**
 * schema.org JSON-LD for search engines: the school (one block on every page), and an open posting, an event or a
 * news item on its own page, so a search can show it as a job, an event or an article.
 */
import type { SchoolEvent } from "../../common/content/events/types.ts";
import { officeHours, type SchoolDetails } from "../../common/school-details/details.ts";
import { site } from "../../common/site.ts";
import { addDays, zonedDate, zonedToInstant } from "../../common/zoned-time.ts";
import { lastDay } from "./last-day.ts";

/** The school's address as the office keeps it (issue 14), as schema.org has it. */
function postalAddress(details: SchoolDetails) {
  return {
    "@type": "PostalAddress",
    streetAddress: details.street,
    addressLocality: details.city,
    addressRegion: details.region,
    postalCode: details.postalCode,
    addressCountry: site.address.country,
  };
}

/** The school as the publisher or organiser of what its pages list. */
function schoolOrganization(siteUrl: string) {
  return { "@type": "Organization", name: site.name, url: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` };
}

/** A picture stored as a site path or an absolute URL, as an absolute URL. */
function absolute(url: string, siteUrl: string): string {
  return new URL(url, `${siteUrl}/`).toString();
}

/** The data as a script element may hold it: "<" escaped, so no text in the data can close the element. */
function asScriptText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

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
    address: postalAddress(details),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    },
    sameAs: [details.social],
  };
  return asScriptText(data);
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

/** schema.org JobPosting for an open posting, so search engines can list it as a job, at the office's address. */
export function jobPostingJsonLd(posting: JobPostingFacts, siteUrl: string, details: SchoolDetails): string {
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
    jobLocation: { "@type": "Place", address: postalAddress(details) },
    url: `${siteUrl}/careers/${posting.id}`,
  };
  return asScriptText(data);
}

/** What an event's JSON-LD needs: for a series, the date its page shows (the next one). */
export type EventFacts = Pick<
  SchoolEvent,
  "id" | "title" | "summary" | "location" | "startsAt" | "endsAt" | "allDay" | "imageUrl"
>;

/**
 * schema.org Event, so a search can list the event with its date and place. An all-day event gives its days (the
 * last one inclusive), others their instants. Where the office named a place, it stands as the address in words:
 * an event away from the school (a park, a church) is not at the school's address.
 */
export function eventJsonLd(event: EventFacts, siteUrl: string, details: SchoolDetails): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.allDay ? zonedDate(new Date(event.startsAt)) : event.startsAt,
    endDate: event.allDay ? lastDay(event.startsAt, event.endsAt) : event.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: event.location
      ? { "@type": "Place", name: event.location, address: event.location }
      : { "@type": "Place", name: site.name, address: postalAddress(details) },
    ...(event.imageUrl ? { image: [absolute(event.imageUrl, siteUrl)] } : {}),
    organizer: schoolOrganization(siteUrl),
    url: `${siteUrl}/event/${event.id}`,
  };
  return asScriptText(data);
}

/** What a news item's JSON-LD needs. */
export interface NewsFacts {
  id: string;
  title: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
  imageUrl: string | null;
}

/** schema.org NewsArticle, so a search can show the item as the school's article, with its date and picture. */
export function newsArticleJsonLd(item: NewsFacts, siteUrl: string): string {
  const url = `${siteUrl}/events/news-and-announcements/${item.id}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    // An edit before its publishing time is not a change anyone saw.
    dateModified: [item.updatedAt, item.publishedAt].sort().at(-1),
    ...(item.imageUrl ? { image: [absolute(item.imageUrl, siteUrl)] } : {}),
    author: schoolOrganization(siteUrl),
    publisher: schoolOrganization(siteUrl),
    mainEntityOfPage: url,
    url,
  };
  return asScriptText(data);
}
