/**
 * Control characters in visitors' text (issue 18). Nobody types them, PostgreSQL refuses NUL in text
 * ("invalid byte sequence for encoding UTF8: 0x00", a 500), and the rest only hide or garble what the
 * office reads. The forms refuse them with the field named; a search query simply loses them.
 * C0 (U+0000–U+001F) and DEL (U+007F) count; tab, line feed and carriage return are allowed in multi-line
 * fields, where a pasted list or a line break is ordinary.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

/** Whether `code` (a UTF-16 code unit) is a control character; tab and line breaks are not, where `multiline`. */
function isControl(code: number, multiline: boolean): boolean {
  if (code === DEL) return true;
  if (code >= 0x20) return false;
  return !(multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN));
}

/** True when `value` holds a control character (tab and line breaks allowed when `multiline`). */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    if (isControl(value.charCodeAt(i), multiline)) return true;
  }
  return false;
}

/** `value` without its control characters (all of C0 and DEL: a search query is one line). */
export function withoutControlCharacters(value: string): string {
  let kept = "";
  for (let i = 0; i < value.length; i++) {
    if (!isControl(value.charCodeAt(i), false)) kept += value[i];
  }
  return kept;
}
