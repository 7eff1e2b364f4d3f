/**
 * The one write path of every content set: validate and sanitize through the set's schema, a versioned
 * write that records who made it, and an audit entry with a before/after summary. A delete keeps the item
 * and its versions for DELETED_KEPT_DAYS, so it can be put back (ADR 048). Later hooks (the page cache,
 * scheduled changes) attach here, so no write can miss them.
 */
import type { Transaction } from "kysely";
import type { z } from "zod";
import type { PictureLeftOff, PutBackItem } from "../../../common/content/deleted.ts";
import { richTextFields } from "../../../common/content/schema-parts.ts";
import type { Actor, ContentMeta } from "../../../common/content/types.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { parseOrThrow, ValidationError, VersionConflictError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";
import { pictureAtPutBack } from "../media/taken-off.ts";
import { type ContentLinks, deletedContent, type KeptLinks } from "./deleted.ts";
import { contentHistory } from "./history.ts";
import type { ContentStore, ContentTable, Writable } from "./store.ts";

/** An edit: any of the input's fields, and the version the editor started from. */
export type Update<I> = Partial<I> & { version: number };

export interface ContentWritesOptions<T extends ContentTable, E, S extends z.ZodType> {
  /** The set's name in audit actions: "careers" gives careers.created, careers.updated, careers.deleted. */
  set: string;
  store: ContentStore<T, E>;
  schema: S;
  toRow: (data: z.output<S>) => Writable<T>;
  audit: AuditService;
  /** How the audit log names an item ("Grade 3 Teacher"). */
  titleOf: (item: E) => string;
  /** Where every saved version is kept (history.ts). */
  db: Db;
  /** What points at the set's items and is unlinked by their delete, linked again at a put back (deleted.ts). */
  links?: ContentLinks;
  /**
   * The set's own rule on a save of the office's form (create, update): the input as the schema parsed it, and the
   * item as stored before (none for a create); throws ValidationError. Not asked for a restore, a put back or the
   * set's own actions (updateByAction), which are not saves of the form.
   */
  checkSave?: (data: z.output<S>, before: E | undefined) => void;
  /**
   * The set's rule on content that becomes the item's by a save of the form or a restore, asked after the schema
   * (with what it parsed) inside the write's transaction, before the row is written, so what it reads and locks
   * holds until the write commits; throws ValidationError. Not asked for a put back (which leaves a deleted picture
   * off instead, ADR 066) or a change the set makes itself, which keep what is there.
   */
  checkContent?: (data: z.output<S>, trx: Transaction<Database>) => Promise<void>;
}

/** Why an item is written: its form's save, a restore of an earlier version, or a change the set makes itself. */
type WriteKind = "form" | "restore" | "action";

/** Fields the summary leaves out: bookkeeping, not content. */
const BOOKKEEPING = new Set(["id", "version", "createdAt", "updatedAt", "updatedBy"]);
const SUMMARY_LENGTH = 120;

function short(value: unknown): unknown {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : value;
}

/** `{ field: { before, after } }` for the fields an update changed, long texts cut short. */
export function changedFields(before: object, after: object): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (BOOKKEEPING.has(key) || JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    changes[key] = { before: short(was[key]), after: short(now[key]) };
  }
  return changes;
}

export function contentWrites<
  T extends ContentTable,
  E extends ContentMeta & { id: string | number },
  S extends z.ZodType,
>(options: ContentWritesOptions<T, E, S>) {
  const { set, store, schema, toRow, audit, titleOf, links, checkSave, checkContent } = options;
  const history = contentHistory<E>(options.db, set);
  const bin = deletedContent<E>(options.db, set, store.parseId);
  const richFields = richTextFields(schema);

  /**
   * Rich text goes through the one allow-list before the set's schema sees it (ADR 008): the schema's
   * "is required" then means "has words left after sanitizing", and only sanitized HTML is stored.
   */
  function parse(input: object): z.output<S> {
    const sanitized: Record<string, unknown> = { ...input };
    for (const field of richFields) {
      if (typeof sanitized[field] === "string") sanitized[field] = sanitizeRichText(sanitized[field]);
    }
    return parseOrThrow(schema, sanitized);
  }

  /** Changes by a person are audited; the sample content and scripts (no actor) write no entries. */
  async function record(by: Actor | null, action: string, item: E, detail: Record<string, unknown> = {}) {
    if (!by) return;
    await audit.record({
      action: `${set}.${action}`,
      by: by,
      detail: { id: item.id, title: titleOf(item), ...detail },
    });
  }

  /**
   * A write with the set's content check in one transaction, announced once committed (ADR 068: what the check read
   * cannot change before the write lands); without a check the store's own writes announce themselves.
   */
  async function checkedWrite<T>(checked: boolean, work: (trx?: Transaction<Database>) => Promise<T>): Promise<T> {
    if (!checked) return work();
    const written = await options.db.kysely.transaction().execute(work);
    if (written !== undefined) options.db.changes.announce();
    return written;
  }

  /**
   * An update's checks, versioned write and kept versions, on the database or inside `trx` (a larger change made
   * elsewhere); the set's checkSave judges a save of the form, its checkContent that and a restore. Undefined for
   * an unknown id.
   */
  async function write(
    id: string | number,
    input: Update<z.input<S>>,
    by: Actor | null,
    kind: WriteKind,
    trx?: Transaction<Database>,
  ): Promise<{ current: E; updated: E } | undefined> {
    const { version, ...changes } = input;
    if (!Number.isInteger(version)) throw new ValidationError({ version: "The version being edited is required." });
    const current = await store.get(id, { includeDrafts: true }, trx);
    if (!current) return undefined;
    if (current.version !== version) throw new VersionConflictError(current.version, current);
    const data = parse({ ...current, ...changes });
    if (kind === "form") checkSave?.(data, current);
    const check = kind === "action" ? undefined : checkContent;
    const stored = async (on?: Transaction<Database>) => {
      if (check && on) await check(data, on);
      const updated = await store.update(id, version, toRow(data), by, on);
      if (!updated) return undefined;
      // An item written before history was kept (sample content) gets its earlier state kept on its first edit.
      await history.keep(current, on);
      await history.keep(updated, on);
      return { current, updated };
    };
    return trx ? stored(trx) : checkedWrite(check !== undefined, stored);
  }

  /** An update through the form or an action, recorded in the activity log. */
  async function save(
    id: string | number,
    input: Update<z.input<S>>,
    by: Actor | null,
    kind: WriteKind,
  ): Promise<E | undefined> {
    const written = await write(id, input, by, kind);
    if (!written) return undefined;
    await record(by, "updated", written.updated, { changes: changedFields(written.current, written.updated) });
    return written.updated;
  }

  const writes = {
    /** Throws ValidationError (with `fields`) when the input does not pass the schema (or the set's checkSave). */
    async create(input: z.input<S>, by: Actor | null = null): Promise<E> {
      const data = parse(input as object);
      checkSave?.(data, undefined);
      const created = await checkedWrite(checkContent !== undefined, async (trx) => {
        if (checkContent && trx) await checkContent(data, trx);
        const inserted = await store.insert(toRow(data), by, trx);
        await history.keep(inserted, trx);
        return inserted;
      });
      await record(by, "created", created, { status: created.status });
      return created;
    },

    /**
     * Fields left out keep their stored value. Undefined for an unknown id; VersionConflictError (with the
     * item as stored now) when `version` is not the stored one; ValidationError for bad input.
     */
    update: (id: string | number, input: Update<z.input<S>>, by: Actor | null = null): Promise<E | undefined> =>
      save(id, input, by, "form"),

    /** An update the set makes itself (an action such as "End this alert now"): as update, without checkSave. */
    updateByAction: (id: string | number, input: Update<z.input<S>>, by: Actor | null = null): Promise<E | undefined> =>
      save(id, input, by, "action"),

    /**
     * An update that is one part of a larger change made elsewhere (a picture's new description, ADR 057): the same
     * checks, new version and kept versions as `update`, inside that change's transaction. Its caller announces
     * the change once committed and records it in the activity log.
     */
    async updateWithin(
      trx: Transaction<Database>,
      id: string | number,
      input: Update<z.input<S>>,
      by: Actor,
    ): Promise<E | undefined> {
      return (await write(id, input, by, "action", trx))?.updated;
    },

    /** The item's saved versions, newest first; undefined for an unknown id. */
    async history(id: string | number) {
      const current = await store.get(id, { includeDrafts: true });
      if (!current) return undefined;
      await history.keep(current);
      return { current: current.version, versions: await history.list(id) };
    },

    /** The item as it was at a version, or undefined. */
    version: (id: string | number, version: number) => history.get(id, version),

    /**
     * Saves an earlier version's content as a new version (nothing is lost: the version replaced stays in
     * the history). `currentVersion` is the version the editor saw, as for update; undefined when the item
     * or that version is unknown.
     */
    async restore(id: string | number, version: number, currentVersion: number, by: Actor | null = null) {
      const earlier = await history.get(id, version);
      if (!earlier) return undefined;
      const restored = await save(
        id,
        { ...(earlier as object), version: currentVersion } as Update<z.input<S>>,
        by,
        "restore",
      );
      if (restored) await record(by, "restored", restored, { fromVersion: version });
      return restored;
    },

    /**
     * True when a row was removed. The item as it was, its versions and what pointed at it are kept, in the same
     * transaction, until they are put back, deleted forever, or swept after DELETED_KEPT_DAYS.
     */
    async remove(id: string | number, by: Actor | null = null): Promise<boolean> {
      const removed = await store.removeKeeping(id, {
        before: async (trx, key): Promise<KeptLinks> => (links ? links.remember(trx, key) : {}),
        keep: (trx, item, lost) =>
          bin.keep(trx, item, { title: titleOf(item), at: store.now(), by: by?.name ?? null, links: lost }),
      });
      if (!removed) return false;
      await record(by, "deleted", removed);
      return true;
    },

    /** The set's recently deleted items, newest first. */
    deleted: () => bin.list(),

    /**
     * Puts a deleted item back under its own id, with its content and status as they were, as a new version
     * after its last one (its versions come back with it, and what pointed at it and is still unlinked points at
     * it again). The set's schema checks it again, as a restore's (ValidationError naming the field);
     * ConflictError when an item has its id now. Undefined when nothing is kept under that id. A picture deleted
     * meanwhile is left off, as a picture's deletion leaves its items, and said in the answer (`pictureLeftOff`);
     * one still under the library's "Recently deleted" remembers the item, so its put back gives it back (ADR 066).
     */
    async putBack(id: string | number, by: Actor | null = null): Promise<PutBackItem<E> | undefined> {
      const kept = await bin.get(id);
      if (!kept) return undefined;
      const version = Math.max(kept.item.version, await bin.lastVersion(id)) + 1;
      let leftOff: PictureLeftOff | undefined;
      const restored = await store.insertAgain(kept.item.id, { version, createdAt: kept.item.createdAt }, by, {
        // Another put back, "Delete forever" or the sweep may have taken it since it was read above.
        claim: (trx) => bin.claim(trx, id),
        values: async (trx) => {
          // As claimed: a picture's put back may have given the kept copy its picture again since it was read above.
          const item = (await bin.get(id, trx))?.item ?? kept.item;
          const shown = await pictureAtPutBack(trx, set, item, titleOf(item));
          leftOff = shown.leftOff;
          return toRow(parse(shown.item));
        },
        alongside: async (trx, item) => {
          const lost = await bin.release(trx, id);
          await history.keep(item, trx);
          await links?.restore(trx, item.id, lost);
        },
      });
      if (!restored) return undefined;
      await record(by, "put_back", restored, { fromVersion: kept.item.version, deletedAt: kept.deletedAt });
      return leftOff ? { ...restored, pictureLeftOff: leftOff } : restored;
    },

    /** "Delete forever": the kept copy and its versions go at once. False when nothing is kept under that id. */
    async deleteForever(id: string | number, by: Actor | null = null): Promise<boolean> {
      const kept = await bin.get(id);
      if (!kept || !(await bin.forget(id))) return false;
      if (by) {
        await audit.record({
          action: `${set}.deleted_forever`,
          by: by,
          detail: { id: kept.item.id, title: kept.title },
        });
      }
      return true;
    },

    /** A deleted item as kept (what a set checks before putting it back); undefined when none is. */
    deletedItem: async (id: string | number): Promise<E | undefined> => (await bin.get(id))?.item,
  };
  return writes;
}
