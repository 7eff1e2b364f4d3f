/** The alert banner in the office's screens: a configuration of the content-set pattern (ADR 021). */
import { ALERT_LEVELS, ALERT_SORTS, alertInputSchema } from "../../../common/content/alerts/schema.ts";
import type { Alert } from "../../../common/content/alerts/types.ts";
import { AlertBanner } from "../../components/shell/alert-banner.tsx";
import { formatChangedAt } from "./admin-dates.ts";
import type { ContentSetConfig, FieldSpec, FormValues } from "./content-set.ts";
import { fieldConversions } from "./field-values.ts";
import { DRAFT_OR_PUBLISHED, sortChoices, statusField } from "./set-parts.ts";

const LEVEL_LABELS: Record<(typeof ALERT_LEVELS)[number], string> = {
  information: "Information: a notice visitors can dismiss",
  warning: "Warning: stands out, visitors can still read on",
  emergency: "Emergency: cannot be dismissed (closures, lockdowns)",
};

/** Where an alert is in its life now: what the office's list says in its Status column. */
export function alertState(alert: Pick<Alert, "status" | "startsAt" | "endsAt">, now = new Date()): string {
  if (alert.status === "draft") return "Draft";
  if (alert.endsAt && new Date(alert.endsAt) <= now) return `Ended ${formatChangedAt(alert.endsAt)}`;
  if (alert.startsAt && new Date(alert.startsAt) > now) return `Starts ${formatChangedAt(alert.startsAt)}`;
  return alert.endsAt ? `Showing until ${formatChangedAt(alert.endsAt)}` : "Showing now";
}

function AlertPreview({ values }: { values: FormValues }) {
  const level = ALERT_LEVELS.find((value) => value === values.level) ?? "information";
  return (
    <AlertBanner
      alerts={[
        {
          id: "preview",
          message: values.message || "Your message",
          level,
          link: values.link || null,
          endsAt: null,
          version: 0,
        },
      ]}
    />
  );
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: "message",
    label: "Message",
    hint: "One or two short sentences, at most 200 characters. For example: School is closed today because of snow.",
    kind: "textarea",
  },
  {
    name: "level",
    label: "Level",
    kind: "select",
    options: ALERT_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
  },
  {
    name: "link",
    label: "Link for more information",
    hint: "A page of this site, like /contact, or a full address starting with https://. Leave it empty for none.",
    kind: "text",
    width: "long",
    optional: true,
    nullable: true,
  },
  {
    name: "startsAt",
    label: "Show from",
    hint: "Penticton time. Leave it empty to show it as soon as it is published.",
    kind: "datetime",
    optional: true,
    nullable: true,
  },
  {
    name: "endsAt",
    label: "Take down at",
    hint: "Penticton time. It leaves every page by itself then. Leave it empty to keep it until you take it down.",
    kind: "datetime",
    optional: true,
    nullable: true,
  },
  statusField("A draft is only seen here. A published alert shows at the top of every page of the website."),
];

export const alertsSet: ContentSetConfig<Alert> = {
  accessPoint: "admin-alerts",
  apiPath: "/alerts",
  adminPath: "/admin/alerts",
  names: { plural: "Alerts", singular: "alert", withArticle: "an alert" },
  schema: alertInputSchema,
  fields: FIELDS,
  ...fieldConversions<Alert>(FIELDS),
  duplicateOf: (values) => ({ ...values, startsAt: "", endsAt: "", status: "draft" }),
  titleOf: (alert) => alert.message,
  publicPath: (alert) => (alertState(alert).startsWith("Showing") ? "/" : null),
  appearsAt: (alert) => (alertState(alert).startsWith("Starts") ? alert.startsAt : null),
  stateOf: (alert) => alertState(alert),
  statuses: DRAFT_OR_PUBLISHED,
  sorts: sortChoices(ALERT_SORTS, {
    "-startsAt": "Start, newest first",
    startsAt: "Start, oldest first",
    "-updatedAt": "Last changed, newest first",
    level: "Level",
  }),
  searchHint: "Words in the message.",
  columns: [
    { header: "Level", sortKey: "level", cell: (alert) => alert.level[0]?.toUpperCase() + alert.level.slice(1) },
    { header: "Status", cell: (alert) => alertState(alert) },
  ],
  actions: [
    {
      // When the emergency is over: no need to find "Take down at", type the time, and save.
      name: "end",
      label: "End this alert now",
      busyLabel: "Ending the alert…",
      offeredFor: (alert) => alertState(alert).startsWith("Showing"),
      doneMessage: (alert) =>
        alert.endsAt
          ? `The alert ended at ${formatChangedAt(alert.endsAt)}. Visitors no longer see it.`
          : "The alert has ended. Visitors no longer see it.",
    },
  ],
  Preview: AlertPreview,
};
