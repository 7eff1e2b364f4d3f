/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into the database DATABASE_URL names,
 * which must be empty (ADR 036). The server's next start brings it up to the current migrations.
 */
import { parseArgs } from "node:util";
import { BackupError, describeCounts, restoreBackup } from "../server/backup/backup.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const USAGE = `Usage: npm run restore -- <file.tar.gz>
Restores a backup into the database DATABASE_URL names, which must be empty.`;

async function main(argv: string[]): Promise<number> {
  let file: string | undefined;
  try {
    const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new Error("Give exactly one backup file.");
    file = positionals[0];
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!file) return 2;
  try {
    const { database } = loadConfig(process.env);
    const { manifest, counts, notice } = await restoreBackup(database, file, {
      report: (line) => console.log(line),
    });
    const target = database.dialect === "sqlite" ? database.filename : "the PostgreSQL database";
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${target}: ${describeCounts(counts)}. Start the server (npm start) to serve it.`,
    );
    if (notice) console.log(notice);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(`The restore failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
