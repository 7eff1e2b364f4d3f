/** Event categories as visitors and the office read them. */
import type { EventCategory } from "./types.ts";

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  academic: "Academics",
  arts: "Arts",
  athletics: "Athletics",
  chapel: "Chapel",
  community: "Community",
  fundraising: "Fundraising",
  holiday: "No school",
};
