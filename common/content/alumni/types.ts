/** Alumni profiles as the API and the pages see them (addressed by a numeric id). */
import type { z } from "zod";
import type { ContentMeta, OfficeListOptions, PageRequest, Scheduled, Visibility } from "../types.ts";
import type { alumnusInputSchema } from "./schema.ts";

export type { Page, Status, Visibility } from "../types.ts";

export interface Alumnus extends ContentMeta, Scheduled {
  id: number;
  name: string;
  graduationYear: number;
  headline: string;
  /** Sanitized HTML. */
  bioHtml: string;
  imageUrl: string | null;
  imageAlt: string | null;
}

export interface AlumniListOptions extends PageRequest, Visibility, OfficeListOptions {}

/** What create() takes; update() takes any of it plus `version`. */
export type AlumnusInput = z.input<typeof alumnusInputSchema>;
