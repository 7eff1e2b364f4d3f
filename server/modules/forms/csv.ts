/**
 * CSV for the office's exports (RFC 4180: CRLF, quotes doubled), opened by a secretary in Excel or Numbers.
 * A byte-order mark makes Excel read UTF-8 (names with accents); a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, return at the start) gets a leading apostrophe, since the text comes from the
 * public's forms (CSV injection).
 */
import type { FastifyReply } from "fastify";
import { zonedDate } from "../../../common/zoned-time.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one row per record, each the header's columns in order. */
export function toCsv<K extends string>(
  columns: readonly { key: K; label: string }[],
  rows: readonly Record<K, string | number | boolean | null | undefined>[],
): string {
  const lines = [columns.map((column) => cell(column.label)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column.key])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A file name with the school's day it was made, e.g. "contact-messages-2026-11-25.csv". */
export function csvFileName(stem: string, at: Date): string {
  return `${stem}-${zonedDate(at)}.csv`;
}

/** Sends `csv` as a download named after `stem` and the school's day, never cached (it holds people's details). */
export function sendCsv(reply: FastifyReply, stem: string, at: Date, csv: string) {
  return reply
    .header("cache-control", "no-store")
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(stem, at)}"`)
    .send(csv);
}
