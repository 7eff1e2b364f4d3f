/** The words a reader sees for a posting's employment type, on the public pages and in the office's form. */
import type { EmploymentType } from "./types.ts";

export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  term: "Term",
  casual: "Casual",
};
