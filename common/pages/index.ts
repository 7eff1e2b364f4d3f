/**
 * Every page's copy, keyed by its path in the page registry. The key type is the registry's own list of
 * pages with copy, so a page with copy but no file here, or a file for no such page, does not compile.
 * Server-side only (loaders): the browser never downloads every page's words.
 */

import { aboutAboutPcs } from "./about/about-pcs.ts";
import { aboutBestOkanagan } from "./about/best-okanagan.ts";
import { aboutCampusExpansion } from "./about/campus-expansion.ts";
import { aboutHistory } from "./about/history.ts";
import { aboutLifeWithPcs } from "./about/life-with-pcs.ts";
import { aboutMissionStatement } from "./about/mission-statement.ts";
import { aboutOurFaculty } from "./about/our-faculty.ts";
import { aboutOverview } from "./about/overview.ts";
import { aboutSafetyPolicies } from "./about/safety-policies.ts";
import { admissionsDownloads } from "./admissions/downloads.ts";
import { admissionsEnrollment } from "./admissions/enrollment.ts";
import { admissionsFaq } from "./admissions/faq.ts";
import { admissionsOverview } from "./admissions/overview.ts";
import { admissionsSchoolSchedule } from "./admissions/school-schedule.ts";
import { admissionsTuitionAndFees } from "./admissions/tuition-and-fees.ts";
import { admissionsTypicalDay } from "./admissions/typical-day-at-pcs.ts";
import { givingDonate } from "./giving/donate.ts";
import { givingGetInvolved } from "./giving/get-involved.ts";
import { givingHowToGive } from "./giving/how-to-give.ts";
import type { CopyPath } from "./registry.ts";
import { siteCareers } from "./site/careers.ts";
import { siteContact } from "./site/contact.ts";
import { sitePrivacyPolicy } from "./site/privacy-policy.ts";
import type { StaticPageContent } from "./types.ts";

export const pageCopy: Readonly<Record<CopyPath, StaticPageContent>> = {
  "/about/about-pcs": aboutAboutPcs,
  "/about/best-okanagan": aboutBestOkanagan,
  "/about/campus-expansion": aboutCampusExpansion,
  "/about/history": aboutHistory,
  "/about/life-with-pcs": aboutLifeWithPcs,
  "/about/mission-statement": aboutMissionStatement,
  "/about/our-faculty": aboutOurFaculty,
  "/about": aboutOverview,
  "/about/safety-policies": aboutSafetyPolicies,
  "/admissions/downloads": admissionsDownloads,
  "/admissions/enrollment": admissionsEnrollment,
  "/admissions/FAQ": admissionsFaq,
  "/admissions": admissionsOverview,
  "/admissions/school-schedule": admissionsSchoolSchedule,
  "/admissions/tuition-and-fees": admissionsTuitionAndFees,
  "/admissions/typical-day-at-pcs": admissionsTypicalDay,
  "/giving/donate": givingDonate,
  "/giving/get-involved": givingGetInvolved,
  "/giving/how-to-give": givingHowToGive,
  "/careers": siteCareers,
  "/contact": siteContact,
  "/privacy-policy": sitePrivacyPolicy,
};

/** The copy of a page, by its exact path; undefined for a page without copy. */
export function copyOf(path: string): StaticPageContent | undefined {
  return Object.hasOwn(pageCopy, path) ? pageCopy[path as CopyPath] : undefined;
}

/** Every piece of copy with the path it belongs to, for checks over all of them. */
export const allPageCopy: readonly (StaticPageContent & { path: CopyPath })[] = (
  Object.entries(pageCopy) as [CopyPath, StaticPageContent][]
).map(([path, content]) => ({ ...content, path }));
