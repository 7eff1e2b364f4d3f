/**
 * "Column contains text" in SQL that both dialects answer alike, for site search and the office's list
 * searches: a LIKE pattern with `\` as its escape character, case-insensitive on both.
 */
import { type Expression, type SqlBool, sql } from "kysely";
import { withoutControlCharacters } from "../../common/control-characters.ts";
import type { Dialect } from "./database.ts";

/**
 * A LIKE pattern for "contains `text`", without its control characters. The user's `%`, `_` and `\` are escaped so they match themselves.
 * SQLite's LIKE (and PostgreSQL's ILIKE under a C locale) fold only ASCII letters, so every other
 * character becomes `_` (any one character): the database returns a superset, which a caller that needs
 * exact matches narrows in JavaScript (site search's scorer does).
 */
export function containsPattern(text: string): string {
  let escaped = "";
  // Control characters are dropped: nobody searches for them, and PostgreSQL refuses NUL in a parameter.
  for (const char of withoutControlCharacters(text)) {
    if ((char.codePointAt(0) ?? 0) > 0x7f) escaped += "_";
    else if (char === "\\" || char === "%" || char === "_") escaped += `\\${char}`;
    else escaped += char;
  }
  return `%${escaped}%`;
}

/** `column LIKE pattern` ignoring ASCII case: SQLite's LIKE already does, PostgreSQL needs ILIKE. */
export function likeCondition(dialect: Dialect, column: string, pattern: string): Expression<SqlBool> {
  const like = dialect === "postgres" ? sql.raw("ilike") : sql.raw("like");
  return sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} escape '\\'`;
}
