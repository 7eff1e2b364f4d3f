/**
 * The school's details as the office keeps them, for every component of the page: the root loader reads them
 * once per request and this context hands them down, so the top bar, footer and pages agree (issue 14).
 */
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { factReplacer, SAMPLE_SCHOOL_DETAILS, type SchoolDetails } from "../../common/school-details/details.ts";

const SchoolDetailsContext = createContext<SchoolDetails>(SAMPLE_SCHOOL_DETAILS);

export function SchoolDetailsProvider({ details, children }: { details: SchoolDetails; children: ReactNode }) {
  return <SchoolDetailsContext.Provider value={details}>{children}</SchoolDetailsContext.Provider>;
}

/** The office's details; the sample's where no page data reached (an error page before the root loader). */
export function useSchoolDetails(): SchoolDetails {
  return useContext(SchoolDetailsContext);
}

/** Writes a link or text of the code's own copy (menus, the search index) with the office's details. */
export function useSchoolFacts(): (text: string) => string {
  const details = useSchoolDetails();
  return useMemo(() => factReplacer(details), [details]);
}
