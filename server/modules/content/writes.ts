/** create / update / remove for a content set: validate and sanitize through its schema, then a versioned write. */
import type { z } from "zod";
import { parseOrThrow, ValidationError, VersionConflictError } from "./errors.ts";
import type { ContentStore, ContentTable, Writable } from "./store.ts";
import type { ContentMeta } from "./types.ts";

/** An edit: any of the input's fields, and the version the editor started from. */
export type Update<I> = Partial<I> & { version: number };

export function contentWrites<T extends ContentTable, E extends ContentMeta, S extends z.ZodType>(
  store: ContentStore<T, E>,
  schema: S,
  toRow: (data: z.output<S>) => Writable<T>,
) {
  return {
    /** Throws ValidationError (with `fields`) when the input does not pass the schema. */
    async create(input: z.input<S>): Promise<E> {
      return store.insert(toRow(parseOrThrow(schema, input)));
    },

    /**
     * Fields left out keep their stored value. Undefined for an unknown id; VersionConflictError when
     * `version` is not the stored one; ValidationError for bad input.
     */
    async update(id: string | number, input: Update<z.input<S>>): Promise<E | undefined> {
      const { version, ...changes } = input;
      if (!Number.isInteger(version)) throw new ValidationError({ version: "The version being edited is required." });
      const current = await store.get(id, { includeDrafts: true });
      if (!current) return undefined;
      if (current.version !== version) throw new VersionConflictError(current.version);
      const data = parseOrThrow(schema, { ...current, ...changes });
      return store.update(id, version, toRow(data));
    },

    /** True when a row was removed. */
    async remove(id: string | number): Promise<boolean> {
      return store.remove(id);
    },
  };
}
