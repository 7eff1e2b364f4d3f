/** Validation of the office's alert banner (issue 14): a short message, its level and when it shows. */
import { z } from "zod";
import { instant, officeListQuery, oneOf, pageQuery, status, text } from "../schema-parts.ts";

/** Information can be dismissed for the visit; a warning stands out; an emergency cannot be dismissed. */
export const ALERT_LEVELS = ["information", "warning", "emergency"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** The office's sort keys; a leading "-" sorts descending. */
export const ALERT_SORTS = ["-startsAt", "startsAt", "-updatedAt", "level"] as const;

/** At most this many characters: a banner is read in a glance, the details belong on a page it links to. */
export const ALERT_MESSAGE_MAX = 200;

/** q: words in the message. Visitors get the alerts showing now, most serious first. */
export const alertListQuerySchema = z.object({ ...pageQuery, ...officeListQuery(ALERT_SORTS) });

const linkMessage = "The link must be a page on this site (/contact) or a full web address (https://…).";

export const alertInputSchema = z
  .object({
    message: text("Message", ALERT_MESSAGE_MAX),
    level: oneOf("Level", ALERT_LEVELS).default("information"),
    /** Where "More information" leads: a page of this site or another site; empty for none. */
    link: z
      .string({ error: linkMessage })
      .trim()
      .max(500, linkMessage)
      .regex(/^(|https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, linkMessage)
      .nullish()
      .transform((value) => value || null),
    /** When it first shows; empty: as soon as it is published. */
    startsAt: instant.nullish().transform((value) => value ?? null),
    /** When it ends by itself; empty: it shows until the office takes it down. */
    endsAt: instant.nullish().transform((value) => value ?? null),
    status,
  })
  .superRefine((alert, ctx) => {
    if (alert.endsAt && alert.startsAt && alert.endsAt <= alert.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end time must be after the start time." });
    }
  });
