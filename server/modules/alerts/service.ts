/** The office's alert banner (issue 14): a content set whose published rows show between their start and end. */

import { ALERT_LEVELS, alertInputSchema } from "../../../common/content/alerts/schema.ts";
import type { Alert, AlertListOptions, Page, ShowingAlert, Visibility } from "../../../common/content/alerts/types.ts";
import type { Actor } from "../../../common/content/types.ts";
import type { Db } from "../../db/database.ts";
import { readUntilChange } from "../../db/read-until-change.ts";
import { soonestAfter, type TimedColumn } from "../../db/soonest-after.ts";
import { ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { type Condition, createContentStore, metaOf, type Row, sortedBy } from "../content/store.ts";
import { contentWrites } from "../content/writes.ts";

function toAlert(row: Row<"alerts">): Alert {
  return {
    id: row.id,
    message: row.message,
    level: row.level,
    link: row.link,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    ...metaOf(row),
  };
}

/** When any alert, draft or not, starts or ends: what shows may change then. */
const ALERT_TIMES = [
  ["alerts", "starts_at"],
  ["alerts", "ends_at"],
] as const satisfies readonly TimedColumn[];

/** Most serious first: an emergency above a warning above information. */
const bySeverity = (a: Pick<Alert, "level">, b: Pick<Alert, "level">) =>
  ALERT_LEVELS.indexOf(b.level) - ALERT_LEVELS.indexOf(a.level);

export function createAlertsService(db: Db, now: () => Date, audit: AuditService) {
  const store = createContentStore(db, {
    table: "alerts",
    idKind: "uuid",
    toEntity: toAlert,
    now,
    appearsAt: "starts_at",
  });
  /**
   * A published alert whose take-down time the office sets in the past would never show, yet the screen would say
   * it was published (a year typed wrong is enough): refused, naming the field. Only when that time or the status
   * is what this save changes, so an ended alert can still be corrected and kept, and "End this alert now" (which
   * writes this very moment, as an action) is not a save of the form.
   */
  function refuseEndedOnArrival({ endsAt, status }: Pick<Alert, "endsAt" | "status">, before?: Alert): void {
    if (status !== "published" || !endsAt || new Date(endsAt) > now()) return;
    if (before && before.status === "published" && before.endsAt === endsAt) return;
    throw new ValidationError({
      endsAt: "That time has passed, so the alert would never show. Choose a later time, or leave it empty.",
    });
  }

  const writes = contentWrites({
    db,
    set: "alerts",
    store,
    schema: alertInputSchema,
    audit,
    titleOf: (alert) => alert.message,
    toRow: (data) => ({
      message: data.message,
      level: data.level,
      link: data.link,
      starts_at: data.startsAt,
      ends_at: data.endsAt,
      status: data.status,
    }),
    checkSave: refuseEndedOnArrival,
  });

  /** A visitor never sees an alert after its end (the start is the store's own publishing rule). */
  const notEnded = (): Condition<"alerts">[] => [["ends_at", ">", now().toISOString(), "or null"]];

  /** Read once per change, and again when an alert starts or ends. */
  const showing = readUntilChange(db.changes, now, async (at) => {
    const [alerts, next] = await Promise.all([
      store.first({ where: notEnded(), orderBy: [["updated_at", "desc"]], limit: 5 }),
      soonestAfter(db, ALERT_TIMES, at),
    ]);
    return {
      value: alerts.sort(bySeverity).map(
        ({ id, message, level, link, endsAt, version }): ShowingAlert => ({
          id,
          message,
          level,
          link,
          endsAt,
          version,
        }),
      ),
      until: next,
    };
  });

  return {
    /** The office's list (with includeDrafts); a visitor's list is the alerts showing now. */
    list(options: AlertListOptions = {}): Promise<Page<Alert>> {
      return store.list({
        ...options,
        where: options.includeDrafts ? [] : notEnded(),
        orderBy: sortedBy(options.sort, { startsAt: "starts_at", updatedAt: "updated_at", level: "level" }, [
          ["updated_at", "desc"],
        ]),
        search: options.q ? { columns: ["message"], text: options.q } : undefined,
      });
    },
    get(id: string, visibility: Visibility = {}): Promise<Alert | undefined> {
      return store.get(id, visibility.includeDrafts ? visibility : { ...visibility, where: notEnded() });
    },
    /** What every public page shows above its top bar: the alerts showing now, most serious first. */
    showing,
    ...writes,
    /**
     * "End this alert now": its end time becomes this moment on the server's clock, saved by the one write path
     * (version, history, audit, page cache) on the version stored now, since an emergency that is over must
     * end whatever else was saved meanwhile. An alert that has already ended is left as it is. Undefined for an
     * unknown id; ValidationError when it has not started yet (an end before its start).
     */
    async end(id: string, by: Actor | null = null): Promise<Alert | undefined> {
      const current = await store.get(id, { includeDrafts: true });
      if (!current) return undefined;
      const at = now();
      if (current.endsAt && new Date(current.endsAt) <= at) return current;
      return writes.updateByAction(id, { endsAt: at.toISOString(), version: current.version }, by);
    },
    count: store.count,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
