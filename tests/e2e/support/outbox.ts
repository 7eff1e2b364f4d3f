/** The e-mails the browser tests' server queued (it runs without SMTP_URL, so they wait in its outbox). */
import { join } from "node:path";
import Database from "better-sqlite3";

/** The newest e-mail to `to`; throws when there is none. */
export function lastMailTo(to: string): { subject: string; body_text: string; attachments: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const db = new Database(join(dataDir, "pcs.sqlite"), { readonly: true });
  try {
    const row = db
      .prepare(
        "SELECT subject, body_text, attachments FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1",
      )
      .get(to) as { subject: string; body_text: string; attachments: string } | undefined;
    if (!row) throw new Error(`No e-mail to ${to} is in the outbox`);
    return row;
  } finally {
    db.close();
  }
}

/** The path and query of the first link in `text` that starts with `path` on any origin. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+${path.replaceAll("/", "\\/")}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`The e-mail has no ${path} link`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
