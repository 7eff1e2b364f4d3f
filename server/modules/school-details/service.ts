/**
 * The school's details as the office keeps them (issue 14): one versioned row. Until the office saves, the
 * site shows the sample details (common/site.ts), at version 0, so nothing is seeded that could overwrite an edit.
 */
import type { Actor } from "../../../common/content/types.ts";
import {
  SAMPLE_SCHOOL_DETAILS,
  type SchoolDetails,
  type SchoolDetailsField,
  type StoredSchoolDetails,
} from "../../../common/school-details/details.ts";
import { schoolDetailsSchema } from "../../../common/school-details/schema.ts";
import type { Db } from "../../db/database.ts";
import { readUntilChange } from "../../db/read-until-change.ts";
import { VersionConflictError } from "../../errors.ts";

/** The stored JSON over the sample: a detail added in a later release starts at its sample value. */
function parseStored(json: string): SchoolDetails {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = {};
  }
  const merged = { ...SAMPLE_SCHOOL_DETAILS, ...(stored && typeof stored === "object" ? stored : {}) };
  const checked = schoolDetailsSchema.safeParse(merged);
  return checked.success ? checked.data : SAMPLE_SCHOOL_DETAILS;
}

export function createSchoolDetailsService(db: Db, now: () => Date) {
  async function read(): Promise<StoredSchoolDetails> {
    const row = await db.kysely.selectFrom("school_details").selectAll().where("id", "=", 1).executeTakeFirst();
    if (!row) return { ...SAMPLE_SCHOOL_DETAILS, version: 0, updatedAt: null, updatedBy: null };
    return { ...parseStored(row.details), version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by };
  }

  return {
    /** The details as saved, read once per change: every page shows them. */
    get: readUntilChange(db.changes, now, async () => ({ value: await read() })),

    /**
     * Saves the details if they are still at `version` (0: never saved); a stale version is a 409 carrying the
     * details as they are now. Answers the saved details and the fields that changed.
     */
    async update(
      details: SchoolDetails,
      version: number,
      by: Actor | null,
    ): Promise<{ saved: StoredSchoolDetails; changed: SchoolDetailsField[] }> {
      const before = await read();
      const stamp = now().toISOString();
      const values = {
        details: JSON.stringify(details),
        version: version + 1,
        updated_at: stamp,
        updated_by: by?.name ?? null,
      };
      const written =
        version === 0
          ? await db.kysely
              .insertInto("school_details")
              .values({ id: 1, ...values })
              .onConflict((oc) => oc.column("id").doNothing())
              .executeTakeFirst()
              .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0))
          : await db.kysely
              .updateTable("school_details")
              .set(values)
              .where("id", "=", 1)
              .where("version", "=", version)
              .executeTakeFirst()
              .then((result) => Number(result.numUpdatedRows));
      if (written === 0) {
        const current = await read();
        throw new VersionConflictError(current.version, current);
      }
      db.changes.announce();
      const changed = (Object.keys(details) as SchoolDetailsField[]).filter((key) => details[key] !== before[key]);
      return {
        saved: { ...details, version: version + 1, updatedAt: stamp, updatedBy: by?.name ?? null },
        changed,
      };
    },
  };
}

export type SchoolDetailsService = ReturnType<typeof createSchoolDetailsService>;
