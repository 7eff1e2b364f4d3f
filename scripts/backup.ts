/**
 * `npm run backup -- --out FILE`: the whole site (content, administrators, pictures and documents) from the
 * database DATABASE_URL names, into one .tar.gz (ADR 036). Safe while the server runs.
 */
import { parseArgs } from "node:util";
import { BackupError, createBackup, describeCounts } from "../server/backup/backup.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const USAGE = `Usage: npm run backup -- --out <file.tar.gz>
Backs up the database DATABASE_URL names (SQLite by default), pictures and documents included.`;

async function main(argv: string[]): Promise<number> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ args: argv, options: { out: { type: "string" } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(USAGE);
    return 2;
  }
  try {
    const { database } = loadConfig(process.env);
    const { file, bytes, manifest } = await createBackup(database, out, { report: (line) => console.log(line) });
    const source = database.dialect === "sqlite" ? `SQLite database ${database.filename}` : "PostgreSQL database";
    console.log(
      `Backed up the ${source} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB): ${describeCounts({ live: manifest.counts, alsoKept: manifest.alsoKept })}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(`The backup failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
