/** Applies the one migration set (both dialects) at start-up and in tests. */
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely";
import type { Db, Dialect } from "./database.ts";
import * as m0001 from "./migrations/0001-site-settings.ts";
import * as m0002 from "./migrations/0002-auth.ts";
import * as m0003 from "./migrations/0003-content.ts";
import * as m0004 from "./migrations/0004-forms.ts";
import * as m0005 from "./migrations/0005-careers.ts";
import * as m0006 from "./migrations/0006-login-failures.ts";
import * as m0007 from "./migrations/0007-drop-admin-lockout-columns.ts";
import * as m0008 from "./migrations/0008-system-state.ts";
import * as m0009 from "./migrations/0009-content-updated-by.ts";
import * as m0010 from "./migrations/0010-careers-opens-on.ts";
import * as m0011 from "./migrations/0011-content-versions.ts";
import * as m0012 from "./migrations/0012-repeating-events.ts";
import * as m0013 from "./migrations/0013-media.ts";
import * as m0014 from "./migrations/0014-news-expiry.ts";
import * as m0015 from "./migrations/0015-publish-at.ts";
import * as m0016 from "./migrations/0016-inbox.ts";
import * as m0017 from "./migrations/0017-mail-outbox.ts";
import * as m0018 from "./migrations/0018-admin-accounts.ts";
import * as m0019 from "./migrations/0019-signup-cancel.ts";
import * as m0020 from "./migrations/0020-alerts-and-school-details.ts";
import * as m0021 from "./migrations/0021-pages.ts";
import * as m0022 from "./migrations/0022-custom-pages.ts";
import * as m0023 from "./migrations/0023-documents.ts";
import * as m0024 from "./migrations/0024-two-factor.ts";
import * as m0025 from "./migrations/0025-contact-page-without-facts.ts";
import * as m0026 from "./migrations/0026-deleted-content.ts";
import * as m0027 from "./migrations/0027-deleted-content-links.ts";
import * as m0028 from "./migrations/0028-privacy-policy-retention.ts";
import * as m0029 from "./migrations/0029-deleted-messages.ts";
import * as m0030 from "./migrations/0030-deleted-pictures.ts";
import * as m0031 from "./migrations/0031-signup-occurrence.ts";
import * as m0032 from "./migrations/0032-signup-told-date-gone.ts";
import * as m0033 from "./migrations/0033-form-sends.ts";

interface MigrationModule {
  up(dialect: Dialect): (db: Kysely<unknown>) => Promise<void>;
  down(dialect: Dialect): (db: Kysely<unknown>) => Promise<void>;
}

// Ordered by name; a new migration is one import and one line here.
const modules: Record<string, MigrationModule> = {
  "0001-site-settings": m0001,
  "0002-auth": m0002,
  "0003-content": m0003,
  "0004-forms": m0004,
  "0005-careers": m0005,
  "0006-login-failures": m0006,
  "0007-drop-admin-lockout-columns": m0007,
  "0008-system-state": m0008,
  "0009-content-updated-by": m0009,
  "0010-careers-opens-on": m0010,
  "0011-content-versions": m0011,
  "0012-repeating-events": m0012,
  "0013-media": m0013,
  "0014-news-expiry": m0014,
  "0015-publish-at": m0015,
  "0016-inbox": m0016,
  "0017-mail-outbox": m0017,
  "0018-admin-accounts": m0018,
  "0019-signup-cancel": m0019,
  "0020-alerts-and-school-details": m0020,
  "0021-pages": m0021,
  "0022-custom-pages": m0022,
  "0023-documents": m0023,
  "0024-two-factor": m0024,
  "0025-contact-page-without-facts": m0025,
  "0026-deleted-content": m0026,
  "0027-deleted-content-links": m0027,
  "0028-privacy-policy-retention": m0028,
  "0029-deleted-messages": m0029,
  "0030-deleted-pictures": m0030,
  "0031-signup-occurrence": m0031,
  "0032-signup-told-date-gone": m0032,
  "0033-form-sends": m0033,
};

/** Every migration this version of the site knows, in order (a backup from a newer version names more). */
export const migrationNames: readonly string[] = Object.keys(modules);

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(modules).map(([name, mod]) => [name, { up: mod.up(this.dialect), down: mod.down(this.dialect) }]),
    );
  }
}

/** Runs every pending migration; throws with the failing migration's name. */
export function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the pending migrations up to and including `name`: for tests of an upgrade from an older database. */
export function migrateUpTo(db: Db, name: string): Promise<string[]> {
  if (!(name in modules)) throw new Error(`No migration named ${name}`);
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider(db.dialect) });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
