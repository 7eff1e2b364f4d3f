/**
 * The one data store behind the five content sets: id checks, visibility, paging, and versioned writes.
 * Each set's service adds its own filters, order and row mapping.
 */
import { randomUUID } from "node:crypto";
import {
  type Expression,
  expressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from "kysely";
import type { Actor, ContentMeta, Page, PageRequest, Visibility } from "../../../common/content/types.ts";
import { boundedPaging, pageOf } from "../../../common/paging.ts";
import { containsPattern, likeCondition } from "../../db/contains.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { ConflictError, VersionConflictError } from "../../errors.ts";

export type ContentTable =
  | "news_items"
  | "events"
  | "alumni"
  | "testimonials"
  | "why_choose_items"
  | "careers"
  | "alerts"
  | "pages";
export type Row<T extends ContentTable> = Selectable<Database[T]>;
type Column<T extends ContentTable> = keyof Database[T] & string;
type MetaColumn = "id" | "created_at" | "updated_at" | "version" | "updated_by";
/** Work done inside a store write's own transaction (keeping a deleted item, moving its versions). */
export type Alongside<E> = (trx: Transaction<Database>, item: E) => Promise<void>;
/** What a service writes: every column but the id and the bookkeeping the store owns. */
export type Writable<T extends ContentTable> = Omit<Insertable<Database[T]>, MetaColumn>;

type Comparison = "=" | "<" | "<=" | ">" | ">=";
/** A filter in words: [column, comparison, value], or with "or null" also rows where the column is empty. */
export type Condition<T extends ContentTable> =
  | readonly [Column<T>, Comparison, string | number]
  | readonly [Column<T>, Comparison, string | number, "or null"];
/** [column, direction], or with "nulls last" so both dialects put empty values after the rest. */
export type Order<T extends ContentTable> =
  | readonly [Column<T>, "asc" | "desc"]
  | readonly [Column<T>, "asc" | "desc", "nulls last"];

/**
 * The office's sort key ("title", "-updatedAt") as an order on its column, ahead of the set's own order,
 * which breaks ties; no key (or an unknown one) is the set's own order.
 */
export function sortedBy<T extends ContentTable>(
  sort: string | undefined,
  columns: Readonly<Record<string, Column<T>>>,
  own: readonly Order<T>[],
): Order<T>[] {
  const descending = sort?.startsWith("-") ?? false;
  const column = sort ? columns[descending ? sort.slice(1) : sort] : undefined;
  return column ? [[column, descending ? "desc" : "asc", "nulls last"], ...own] : [...own];
}

/** The office's search box: rows where any of these columns contains the text (ASCII case ignored). */
export interface TextSearch<T extends ContentTable> {
  columns: readonly Column<T>[];
  text: string;
}

export interface ContentStoreOptions<T extends ContentTable, E> {
  table: T;
  /** uuid: made here with crypto.randomUUID; serial: made by the database (alumni). */
  idKind: "uuid" | "serial";
  toEntity(row: Row<T>): E;
  /** The service's clock, for created_at and updated_at (tests move it instead of waiting). */
  now: () => Date;
  /**
   * A set published at a chosen time: the column holding that time (null: as soon as it is published).
   * Visitors never see a row before it; the office's "scheduled" filter lists the rows still waiting.
   */
  appearsAt?: Column<T>;
}

/** What a read asks for: who is looking, the set's own conditions, and the office's list filter. */
type Read<T extends ContentTable> = Visibility & { where?: readonly Condition<T>[]; status?: string };

/** Rows whose chosen publishing time has come (or that have none): the visitors' rule, for search too. */
export function appearedBy<T extends ContentTable>(column: Column<T>, at: Date): Condition<T>[] {
  return [[column, "<=", at.toISOString(), "or null"]];
}

/**
 * Kysely cannot type a query whose table is a type parameter, so inside this module the tables are
 * loosely typed; the public functions are checked against Database through Column<T> and Row<T>.
 */
type LooseDatabase = Record<string, Record<string, unknown>>;

/**
 * What a visitor may see of a content set (or, with includeDrafts, an administrator), as one SQL
 * condition: published rows meeting the set's own conditions. The store's reads use it, and so does
 * site search, so a row is never found that its page would not show.
 */
export function visibleRows<T extends ContentTable>(
  visibility: Visibility,
  where: readonly Condition<T>[] = [],
): Expression<SqlBool> {
  const eb = expressionBuilder<LooseDatabase, string>();
  const status = visibility.includeDrafts ? visibility.onlyStatus : "published";
  const parts: Expression<SqlBool>[] = status ? [eb("status", "=", status)] : [];
  for (const [key, op, value, orNull] of where) {
    const column: string = key;
    parts.push(orNull ? eb.or([eb(column, op, value), eb(column, "is", null)]) : eb(column, op, value));
  }
  return eb.and(parts);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SERIAL = 2_147_483_647; // PostgreSQL integer

/** The id as the database stores it, or undefined when it cannot be one (so no query is made). */
export function parseId(kind: "uuid" | "serial", id: unknown): string | number | undefined {
  if (kind === "uuid") return typeof id === "string" && UUID.test(id) ? id.toLowerCase() : undefined;
  const n = typeof id === "number" ? id : typeof id === "string" && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_SERIAL ? n : undefined;
}

/** The shared fields of every content row, as the API shows them. */
export function metaOf(row: {
  status: ContentMeta["status"];
  created_at: string;
  updated_at: string;
  version: number;
  updated_by: string | null;
}): ContentMeta {
  return {
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    updatedBy: row.updated_by,
  };
}

/** Booleans are stored as 0/1 on both dialects. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean): boolean => value === 1 || value === true;

export function tagsToText(tags: readonly string[]): string {
  return JSON.stringify(tags);
}

export function tagsFromText(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export function createContentStore<T extends ContentTable, E>(db: Db, options: ContentStoreOptions<T, E>) {
  const { idKind, toEntity } = options;
  const table: string = options.table;
  const kysely = db.kysely as unknown as Kysely<LooseDatabase>;
  const entity = (row: Record<string, unknown>) => toEntity(row as Row<T>);
  /** The database, or a transaction a read or write belongs to. */
  const within = (on?: Transaction<Database>) => (on ? (on as unknown as Kysely<LooseDatabase>) : kysely);

  /**
   * Visibility is computed from the stored times on every read, never by a job that flips a status, so an
   * item appears at its time without anyone acting and without a restart.
   */
  function visible(spec: Read<T>, on: Kysely<LooseDatabase> = kysely) {
    const { appearsAt } = options;
    const where = [...(spec.where ?? [])];
    let visibility: Visibility = spec;
    if (appearsAt && !spec.includeDrafts) where.push(...appearedBy(appearsAt, options.now()));
    if (appearsAt && spec.includeDrafts && spec.status === "scheduled") {
      where.push([appearsAt, ">", options.now().toISOString()]);
      visibility = { includeDrafts: true, onlyStatus: "published" };
    }
    return on.selectFrom(table).where(visibleRows(visibility, where));
  }

  // SQLite sorts nulls first and PostgreSQL last when ascending; "nulls last" makes both agree.
  function ordered(query: ReturnType<ReturnType<typeof visible>["selectAll"]>, orderBy: readonly Order<T>[]) {
    let sorted = query;
    for (const [column, direction, nulls] of orderBy) {
      sorted = nulls
        ? sorted.orderBy(column, (ob) => (direction === "asc" ? ob.asc() : ob.desc()).nullsLast())
        : sorted.orderBy(column, direction);
    }
    return sorted;
  }

  async function inOrder(spec: Read<T> & { orderBy: readonly Order<T>[] }, limit?: number): Promise<E[]> {
    const query = ordered(visible(spec).selectAll(), spec.orderBy).orderBy("id", "asc");
    const rows = await (limit === undefined ? query : query.limit(limit)).execute();
    return rows.map(entity);
  }

  return {
    parseId: (id: unknown) => parseId(idKind, id),

    async list(
      spec: PageRequest & Read<T> & { orderBy: readonly Order<T>[]; search?: TextSearch<T> },
    ): Promise<Page<E>> {
      // The one place that keeps an out-of-range page from reaching the database.
      const { page, pageSize } = boundedPaging(spec.page, spec.pageSize);
      const text = spec.search?.text.trim();
      const filtered = text
        ? visible(spec).where((eb) =>
            eb.or(
              (spec.search?.columns ?? []).map((column) => likeCondition(db.dialect, column, containsPattern(text))),
            ),
          )
        : visible(spec);
      const offset = (page - 1) * pageSize;
      const rows = await ordered(filtered.selectAll(), spec.orderBy)
        .orderBy("id", "asc") // a stable order when the sort keys tie, so pages never overlap
        .limit(pageSize)
        .offset(offset)
        .execute();
      // A page with rows that is not full is the last one, and an empty first page means none: either says how many
      // there are, so most lists (home's three, a set's first page) skip the count query (issue 17).
      const known = (rows.length > 0 && rows.length < pageSize) || (page === 1 && rows.length === 0);
      const total = known
        ? offset + rows.length
        : Number((await filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst())?.count ?? 0);
      return pageOf(rows.map(entity), total, { page, pageSize });
    },

    /** The first rows in order, no count: for short lists such as "upcoming". */
    first(spec: Read<T> & { orderBy: readonly Order<T>[]; limit: number }) {
      return inOrder(spec, spec.limit);
    },

    /** Every row in order, however many, in one query: for reads that must not lose a row to a page size. */
    all(spec: Read<T> & { orderBy: readonly Order<T>[] }) {
      return inOrder(spec);
    },

    /** One row by id; undefined for an unknown, malformed or hidden id. `on`: a transaction the read belongs to. */
    async get(
      id: unknown,
      spec: Visibility & { where?: readonly Condition<T>[] } = {},
      on?: Transaction<Database>,
    ): Promise<E | undefined> {
      const key = parseId(idKind, id);
      if (key === undefined) return undefined;
      const row = await visible(spec, within(on)).selectAll().where("id", "=", key).executeTakeFirst();
      return row ? entity(row) : undefined;
    },

    /** `on`: a transaction the insert belongs to, whose caller announces the change once it is committed. */
    async insert(values: Writable<T>, by: Actor | null = null, on?: Transaction<Database>): Promise<E> {
      const stamp = options.now().toISOString();
      const record: Record<string, unknown> = {
        ...values,
        created_at: stamp,
        updated_at: stamp,
        version: 1,
        updated_by: by?.name ?? null,
      };
      if (idKind === "uuid") record.id = randomUUID();
      const row = await within(on).insertInto(table).values(record).returningAll().executeTakeFirstOrThrow();
      if (!on) db.changes.announce();
      return entity(row);
    },

    /**
     * Writes the row only if it still has `expectedVersion`, and bumps the version. Undefined when the
     * id is unknown; VersionConflictError when someone else saved in between. `on`: a transaction the write
     * belongs to, whose caller announces the change once it is committed.
     */
    async update(
      id: unknown,
      expectedVersion: number,
      values: Writable<T>,
      by: Actor | null = null,
      on?: Transaction<Database>,
    ): Promise<E | undefined> {
      const key = parseId(idKind, id);
      if (key === undefined) return undefined;
      const writer = within(on);
      const row = await writer
        .updateTable(table)
        .set({
          ...values,
          updated_at: options.now().toISOString(),
          version: expectedVersion + 1,
          updated_by: by?.name ?? null,
        })
        .where("id", "=", key)
        .where("version", "=", expectedVersion)
        .returningAll()
        .executeTakeFirst();
      if (row) {
        if (!on) db.changes.announce();
        return entity(row);
      }
      const current = await writer.selectFrom(table).selectAll().where("id", "=", key).executeTakeFirst();
      if (!current) return undefined;
      throw new VersionConflictError(Number(current.version), entity(current));
    },

    /**
     * Removes the row and hands `keep` the item exactly as it was removed, in the same transaction: what is
     * deleted and what is kept of it cannot differ, and neither happens without the other. `before` runs first in
     * that transaction and its answer goes to `keep`: what the row's removal changes elsewhere (ON DELETE SET NULL)
     * can only be seen before it. Announced once committed; undefined for an unknown id.
     */
    async removeKeeping<B>(
      id: unknown,
      steps: {
        before: (trx: Transaction<Database>, key: string | number) => Promise<B>;
        keep: (trx: Transaction<Database>, item: E, before: B) => Promise<void>;
      },
    ): Promise<E | undefined> {
      const key = parseId(idKind, id);
      if (key === undefined) return undefined;
      const removed = await db.kysely.transaction().execute(async (trx) => {
        const found = await steps.before(trx, key);
        const loose = within(trx);
        const row = await loose.deleteFrom(table).where("id", "=", key).returningAll().executeTakeFirst();
        if (!row) return undefined;
        const item = entity(row);
        await steps.keep(trx, item, found);
        return item;
      });
      if (removed) db.changes.announce();
      return removed;
    },

    /**
     * Writes a removed item again under its own id (so its old addresses work again), as `version`, with the
     * time it was first created. In one transaction: `claim` first (false: nothing is kept to put back any more,
     * answered undefined), then `values`, the row to write (made inside the transaction, so what it reads of other
     * rows, such as the picture the item showed, holds until the commit), then the id (ConflictError when a row has it
     * now), then the row and `alongside`. Claiming first makes a second put back, or one racing "Delete forever",
     * wait and then find nothing, rather than meet the first one's row. Announced once committed, like every write.
     */
    async insertAgain(
      id: string | number,
      meta: { version: number; createdAt: string },
      by: Actor | null,
      steps: {
        claim: (trx: Transaction<Database>) => Promise<boolean>;
        values: (trx: Transaction<Database>) => Promise<Writable<T>>;
        alongside: Alongside<E>;
      },
    ): Promise<E | undefined> {
      const key = parseId(idKind, id);
      if (key === undefined) throw new ConflictError("That is not an id this list could have.");
      const inserted = await db.kysely.transaction().execute(async (trx) => {
        if (!(await steps.claim(trx))) return undefined;
        const record: Record<string, unknown> = {
          ...(await steps.values(trx)),
          id: key,
          created_at: meta.createdAt,
          updated_at: options.now().toISOString(),
          version: meta.version,
          updated_by: by?.name ?? null,
        };
        const loose = within(trx);
        const taken = await loose.selectFrom(table).select("id").where("id", "=", key).executeTakeFirst();
        if (taken) {
          throw new ConflictError(
            `Something else now has this item's id (${key}), so it cannot be put back in its place.`,
          );
        }
        const row = await loose.insertInto(table).values(record).returningAll().executeTakeFirstOrThrow();
        const item = entity(row);
        await steps.alongside(trx, item);
        return item;
      });
      if (inserted) db.changes.announce();
      return inserted;
    },

    /** The set's clock, for what is written beside its rows (when an item was deleted). */
    now: options.now,

    async count(): Promise<number> {
      const row = await kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type ContentStore<T extends ContentTable, E> = ReturnType<typeof createContentStore<T, E>>;
