/** Applies the one migration set (both dialects) at start-up and in tests. */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db, Dialect } from "./database.ts";
import * as m0001 from "./migrations/0001-site-settings.ts";
import * as m0002 from "./migrations/0002-auth.ts";
import * as m0003 from "./migrations/0003-content.ts";
import * as m0004 from "./migrations/0004-forms.ts";
import * as m0005 from "./migrations/0005-careers.ts";
import * as m0006 from "./migrations/0006-login-failures.ts";
import * as m0007 from "./migrations/0007-drop-admin-lockout-columns.ts";

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
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(modules).map(([name, mod]) => [name, { up: mod.up(this.dialect), down: mod.down(this.dialect) }]),
    );
  }
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
