/**
 * CSV for the office's exports (RFC 4180: CRLF, quotes doubled), opened by a secretary in Excel or Numbers.
 * A byte-order mark makes Excel read UTF-8 (names with accents); a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, return at the start) gets a leading apostrophe, since the text comes from the
 * public's forms (CSV injection).
 */
import type { FastifyReply } from "fastify";
import { zonedDate, zonedDateTime } from "../../../common/zoned-time.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * "2026-11-27 04:25": a stored instant as the school's clocks read it, which Excel and Numbers take for a date
 * and time. The stored form (UTC, "…T12:25:06.814Z") read eight hours off to the office and as text to a
 * spreadsheet.
 */
export function schoolTimeCell(instant: string | null | undefined): string | null {
  return instant ? zonedDateTime(new Date(instant)) : null;
}

/** A column of the file; `time` ones hold instants, written in the school's time (schoolTimeCell). */
export interface CsvColumn<K extends string> {
  key: K;
  label: string;
  time?: boolean;
}

/** The whole file: a header row, then one row per record, each the header's columns in order. */
export function toCsv<K extends string>(
  columns: readonly CsvColumn<K>[],
  rows: readonly Record<K, string | number | boolean | null | undefined>[],
): string {
  const lines = [columns.map((column) => cell(column.label)).join(",")];
  for (const row of rows) {
    const value = (column: CsvColumn<K>) => {
      const raw = row[column.key];
      return column.time && typeof raw === "string" ? schoolTimeCell(raw) : raw;
    };
    lines.push(columns.map((column) => cell(value(column))).join(","));
  }
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
