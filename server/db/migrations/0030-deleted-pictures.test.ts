import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createAuditService } from "../../modules/audit/service.ts";
import { createMediaService, type PictureShowingSet } from "../../modules/media/service.ts";
import { manualClock } from "../../test-support/clock.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/databases.ts";
import { migrateToLatest, migrateUpTo } from "../migrate.ts";

const PICTURE_ID = "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe.each(testDialects)("migration 0030 on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("leaves every picture stored before it in the library, with its files served, and none under “Recently deleted”", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    await migrateUpTo(database.db, "0029-deleted-messages");
    const bytes = dialect === "postgres" ? sql`decode('52494646', 'hex')` : sql`x'52494646'`;
    await sql`insert into media (id, alt, decorative, original_name, width, height, widths, placeholder, bytes, created_at, created_by)
      values (${PICTURE_ID}, 'The school sign', 0, 'sign.jpg', 320, 200, '[320]', 'data:image/webp;base64,UklGRg==', 4,
      '2026-10-01T17:00:00.000Z', 'Grace Whitfield')`.execute(database.db.kysely);
    await sql`insert into media_files (media_id, name, content_type, data)
      values (${PICTURE_ID}, '320.webp', 'image/webp', ${bytes})`.execute(database.db.kysely);

    expect(await migrateToLatest(database.db)).toContain("0030-deleted-pictures");

    const clock = manualClock();
    const untouched: PictureShowingSet = { updateWithin: async () => undefined };
    const media = createMediaService(
      database.db,
      clock.now,
      createAuditService(database.db, clock.now),
      {
        news: untouched,
        events: untouched,
        alumni: untouched,
      },
      untouched,
    );
    expect((await media.list({})).items.map((picture) => [picture.id, picture.alt])).toEqual([
      [PICTURE_ID, "The school sign"],
    ]);
    expect((await media.file(PICTURE_ID, "320.webp"))?.contentType).toBe("image/webp");
    expect(await media.deleted()).toEqual([]);
  });
});
