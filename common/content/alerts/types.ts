/** The alert banner as the API and the pages see it. */
import type { z } from "zod";
import type { ContentMeta, OfficeListOptions, PageRequest, Visibility } from "../types.ts";
import type { AlertLevel, alertInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";

export interface Alert extends ContentMeta {
  id: string;
  message: string;
  level: AlertLevel;
  /** A page of this site or a full address for "More information"; null for none. */
  link: string | null;
  /** ISO instant it first shows; null: as soon as it is published. */
  startsAt: string | null;
  /** ISO instant it ends by itself; null: until it is taken down. */
  endsAt: string | null;
}

/** The few fields a visitor's page needs to show an alert. */
export type ShowingAlert = Pick<Alert, "id" | "message" | "level" | "link" | "endsAt" | "version">;

export interface AlertListOptions extends PageRequest, Visibility, OfficeListOptions {}

/** What create() takes; update() takes any of it plus `version`. */
export type AlertInput = z.input<typeof alertInputSchema>;
