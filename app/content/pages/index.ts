/** Every static page's copy, by path. A new page: add its file here and its entry in content/navigation.ts. */
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
import { siteCareers } from "./site/careers.ts";
import { siteContact } from "./site/contact.ts";
import { sitePrivacyPolicy } from "./site/privacy-policy.ts";
import type { StaticPageContent } from "./types.ts";

/** Every page's copy; /contact, /careers and /giving/get-involved hold the intro above their forms and lists. */
export const allStaticPages: readonly StaticPageContent[] = [
  aboutOverview,
  aboutMissionStatement,
  aboutHistory,
  aboutBestOkanagan,
  aboutAboutPcs,
  aboutOurFaculty,
  aboutSafetyPolicies,
  aboutCampusExpansion,
  aboutLifeWithPcs,
  admissionsOverview,
  admissionsEnrollment,
  admissionsTypicalDay,
  admissionsSchoolSchedule,
  admissionsDownloads,
  admissionsFaq,
  admissionsTuitionAndFees,
  givingHowToGive,
  givingDonate,
  givingGetInvolved,
  siteContact,
  siteCareers,
  sitePrivacyPolicy,
];

export const staticPages: ReadonlyMap<string, StaticPageContent> = new Map(
  allStaticPages.map((page) => [page.path, page]),
);
