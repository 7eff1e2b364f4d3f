/** Pictures as the API, the office's screens and the public pages see them (ADR 025). */
import { z } from "zod";
import type { KeptDeletion } from "../content/deleted.ts";
import { noControlCharacters, pageQuery, searchText } from "../content/schema-parts.ts";

export { MEDIA_WIDTHS, mediaFileUrl, placeholderOf, srcsetOf } from "./urls.ts";

export interface MediaItem {
  id: string;
  /** The picture at its largest width, as content stores it in imageUrl: "/media/<id>/1600.webp". */
  url: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  originalName: string;
  /** The encoded widths, smallest first. */
  variants: number[];
  placeholder: string;
  bytes: number;
  createdAt: string;
  createdBy: string | null;
  /** Content that shows the picture: where deleting it would leave a gap ("pages": a page's picture block, ADR 068). */
  usedBy: { set: string; id: string; title: string }[];
}

/** A deleted picture as "Recently deleted" lists it (ADR 066): its title is its description, or its file's name. */
export interface DeletedPicture extends KeptDeletion {
  id: string;
  alt: string;
  decorative: boolean;
  originalName: string;
  width: number;
  height: number;
  /** The encoded widths, smallest first: the office's thumbnail is the smallest, under /api/media/deleted/<id>/. */
  variants: number[];
  /** The items it was taken off at its delete; a put back gives it again to those that still show no picture. */
  takenOff: MediaItem["usedBy"];
}

/**
 * What a put back answers: the picture in the library again, how many items got it back, and how many items under
 * "Recently deleted" will show it when they are put back.
 */
export interface PutBackPicture extends MediaItem {
  itemsBack: number;
  deletedItemsBack: number;
}

const altMessage = "Describe the picture for people who cannot see it, or mark it as decorative.";

/** What the office says about a picture: a description, or that it is decorative (then the description may be empty). */
export const mediaDetailsSchema = z
  .object({
    alt: z
      .string({ error: altMessage })
      .trim()
      .max(300, "The description must be at most 300 characters.")
      .refine(...noControlCharacters("The description"))
      .default(""),
    decorative: z.boolean({ error: "Decorative must be true or false." }).default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.decorative && value.alt === "") ctx.addIssue({ code: "custom", path: ["alt"], message: altMessage });
  });

export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** The same rules for the office's form, whose checkbox sends "on" or nothing. */
export const mediaDetailsFormSchema = z.preprocess((input) => {
  const fields = (input ?? {}) as Record<string, unknown>;
  return { alt: fields.alt ?? "", decorative: fields.decorative === "on" };
}, mediaDetailsSchema);

export const mediaListQuerySchema = z.object({ q: searchText.optional(), page: pageQuery.page });
