/**
 * What the office's list, editor and preview need to know about one content set. The screens are written
 * once (components/admin/) and each set is a configuration of them (ADR 021), never a copy.
 */
import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";
import type { ContentMeta } from "../../../common/content/types.ts";
import type { ApiClient } from "../api/client.ts";

/**
 * How the form shows a field. `status` is the Draft/Published choice every set has; `datetime` is a day and
 * time at the school; `number` a whole number typed as text (GOV.UK: no spinner); `checkbox` a yes/no;
 * `occurrences` a repeating event's dates with cancel and move (JSON text of its changes); `picture` a picture's
 * address with "Choose from the pictures" (which also fills the field named `imageAlt`); `blocks` a page's
 * blocks (JSON text), each edited in its own small form; `hidden` a value the form carries but never shows or sends.
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "select"
  | "date"
  | "datetime"
  | "number"
  | "checkbox"
  | "richtext"
  | "tags"
  | "status"
  | "occurrences"
  | "picture"
  | "blocks"
  | "hidden";

export interface Choice {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The input's key in the set's schema (and the API's field name, so a server 400 lands on it). */
  name: string;
  label: string;
  hint?: string;
  kind: FieldKind;
  options?: readonly Choice[];
  /** Marks the label "(optional)": GOV.UK marks the optional fields, not the required ones. */
  optional?: boolean;
  /** The input's width, for text the size of the answer expected. */
  width?: "short" | "medium" | "long";
  /** A new item's value when it is not "" (a select starts at its first option, a checkbox unticked). */
  empty?: string;
  /** Left empty, the API is sent null (no closing date, no picture) rather than "". */
  nullable?: boolean;
  /** Shown (and sent) only when this says so: a page of the spec has no address or menu place to choose. */
  shownIf?(values: FormValues): boolean;
}

/** Everything the form holds, as the inputs hold it: text (tags as a comma-separated line). */
export type FormValues = Readonly<Record<string, string>>;

/** Every stored item the office edits. */
export interface AdminItem extends ContentMeta {
  /** A uuid, or a number for the sets the database numbers (alumni). */
  id: string | number;
}

export interface ListColumn<E> {
  header: string;
  /** The list's sort key for this column when the list is sorted by it (shown with aria-sort). */
  sortKey?: string;
  cell(item: E): ReactNode;
}

/** The set's names as the screens say them. */
export interface SetNames {
  /** "Careers postings": the section's heading and navigation label. */
  plural: string;
  /** "posting": "Create a posting", "Delete this posting". */
  singular: string;
  /** "an event" where "a" would be wrong; "a <singular>" when absent. */
  withArticle?: string;
}

/** "a posting", "an event". */
export function withArticle(names: SetNames): string {
  return names.withArticle ?? `a ${names.singular}`;
}

/** The address of a set's "Recently deleted" (ADR 048), e.g. "/admin/news/deleted". */
export function deletedPath(set: { adminPath: string }): string {
  return `${set.adminPath}/deleted`;
}

/**
 * A set's own action on a stored item, offered above its form (alerts: "End this alert now"). The server does
 * it (POST <apiPath>/<id>/<name>) through the set's write path; the editor then shows the item as saved.
 */
export interface ItemAction<E> {
  /** The API's name for it: the last part of its address. */
  name: string;
  /** The button's words, and its words while it works. */
  label: string;
  busyLabel: string;
  /** Offered only for an item this is true of, as loaded or last saved. */
  offeredFor(item: E): boolean;
  /** What the office is told once it is done, from the item as saved. */
  doneMessage(item: E): string;
}

/** The words of a list that opens on what has not ended yet (`dateRange.opensAtNow`). */
export interface DateRangeOpening {
  /** After the count: "21 events from today". */
  countSuffix: string;
  /** The link to everything, past included. */
  showAll: string;
  /** In place of the table when nothing is still to come. */
  none: string;
}

export interface ContentSetConfig<E extends AdminItem> {
  /** The access point its screens declare for the guard (spec §4), e.g. "admin-careers". */
  accessPoint: string;
  /** The collection under /api, e.g. "/careers". */
  apiPath: `/${string}`;
  /** The list's address in the dashboard, e.g. "/admin/careers". */
  adminPath: string;
  names: SetNames;
  fields: readonly FieldSpec[];
  /** The API's own input schema: the form checks exactly what the server will (common/content/<set>/schema.ts). */
  schema: z.ZodType;
  /** A new item's starting values. */
  emptyValues(): FormValues;
  valuesOf(item: E): FormValues;
  /** What create/update send, from the form's values (before the schema parses it). */
  inputOf(values: FormValues): Record<string, unknown>;
  /** The starting values of "duplicate": this item's, made ready for a new one (a draft, dates cleared). */
  duplicateOf(values: FormValues): FormValues;
  titleOf(item: E): string;
  /** The item's public page once published, or null when it has none. */
  publicPath(item: E): string | null;
  /** The list's status filter. */
  statuses: readonly Choice[];
  /** The list's sort choices; the first is the default. */
  sorts: readonly Choice[];
  /** The hint under the list's search box: what it searches. */
  searchHint: string;
  /** A "from … to …" filter of the list by day, for the sets whose API takes `from` and `to`. */
  dateRange?: {
    legend: string;
    hint: string;
    /**
     * The list opens on what has not ended yet, soonest first, with a link to the rest: a school's events pile
     * up year after year, and the office comes to change what is coming, not what is over.
     */
    opensAtNow?: DateRangeOpening;
  };
  /** Columns between the title and the last change. */
  columns: readonly ListColumn<E>[];
  /**
   * For a published item still waiting for its time: when visitors will first see it (an ISO instant, or a
   * day as YYYY-MM-DD); null when it shows now or is a draft. Absent for a set that has no publishing time.
   * The editor says "Scheduled" and that time instead of "Published", which would promise what is not so.
   */
  appearsAt?(item: E): string | null;
  /**
   * A published item's state once its time has come, in the list's words, for a set where "Published" says too
   * little: an alert that has ended, a posting past its closing date. The editor's status line uses it.
   */
  stateOf?(item: E): string;
  /** An item the office edits but never copies or deletes (a page the spec names): no Duplicate or Delete. */
  isFixed?(item: E): boolean;
  /**
   * What else deleting the item changes (an event's volunteer sign-ups), in the words the question before a delete
   * adds; null when nothing. Asked as the question opens, so it says what is true then, not when the form opened
   * (ADR 055). Absent for a set whose delete touches nothing else.
   */
  deleteNote?(item: E, api: ApiClient): Promise<string | null>;
  /**
   * What else saving these values over the stored item changes (an event's volunteers left on dates it no longer
   * has, ADR 067), in the words of a question asked before the save, which happens only if the office says so; null
   * when nothing, and the save goes ahead as usual. Asked once the form passes its checks, so it says what is true
   * then; it answers its own failures (a read that fails is said as unknown, not as nothing). Absent for a set whose
   * saves touch nothing else.
   */
  saveNote?(item: E, values: FormValues, api: ApiClient): Promise<string | null>;
  /** The set's own actions on a stored item (ItemAction), if it has any. */
  actions?: readonly ItemAction<E>[];
  /** The public page as it will look, from the form's values (nothing saved). */
  Preview: ComponentType<{ values: FormValues }>;
}
