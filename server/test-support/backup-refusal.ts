/** For backup and restore tests: the operator's words a refused backup or restore gave (the CLI prints them alone). */
import { expect } from "vitest";
import { BackupError } from "../backup/backup.ts";

/** The message of the BackupError `working` failed with; fails the test if it went ahead or failed otherwise. */
export async function refusalOf(working: Promise<unknown>): Promise<string> {
  const error = await working.then(
    () => new Error("it went ahead"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).message;
}
