/**
 * Unsaved work in an office editor, kept in this browser's local storage as it is typed (ADR 047). Nothing is
 * lost when the session ends mid-sentence (after 30 idle minutes the next save is refused and the screen goes to
 * the home page), a tab is closed, or a laptop's battery dies: the next time this administrator opens the item,
 * the editor offers the work back. One per administrator and item; removed once saved or thrown away.
 */
import { KEPT_DRAFT_PREFIX } from "../auth/session-ended.ts";
import type { FormValues } from "./content-set.ts";

export interface KeptDraft {
  values: FormValues;
  /** The saved values the work started from, to tell what was changed here from what was changed since. */
  base: FormValues;
  /** The version the work started from; null for an item not created yet. */
  version: number | null;
  /** When it was last kept (ISO). */
  keptAt: string;
}

/** Work older than this is not offered back (the item is likely long changed or gone); it is removed instead. */
const KEPT_FOR_MS = 30 * 86_400_000;

/** The storage key of one administrator's work on one item (`id` undefined: a new item of the set). */
export function draftKey(who: string, apiPath: string, id: string | number | undefined): string {
  return `${KEPT_DRAFT_PREFIX}${who}:${apiPath}:${id ?? "new"}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the editor works as before, without keeping anything.
    return undefined;
  }
}

function isValues(value: unknown): value is FormValues {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

/** The kept work under `key`, if any, readable and recent; anything else under it is removed. */
export function readDraft(key: string, now: Date = new Date()): KeptDraft | undefined {
  let parsed: unknown;
  try {
    const text = storage()?.getItem(key);
    if (!text) return undefined;
    parsed = JSON.parse(text);
  } catch {
    dropDraft(key);
    return undefined;
  }
  const draft = parsed as Partial<KeptDraft> | null;
  const keptAt = typeof draft?.keptAt === "string" ? Date.parse(draft.keptAt) : Number.NaN;
  if (
    !draft ||
    !isValues(draft.values) ||
    !isValues(draft.base) ||
    !(draft.version === null || typeof draft.version === "number") ||
    Number.isNaN(keptAt) ||
    now.getTime() - keptAt > KEPT_FOR_MS
  ) {
    dropDraft(key);
    return undefined;
  }
  return { values: draft.values, base: draft.base, version: draft.version, keptAt: new Date(keptAt).toISOString() };
}

/**
 * Keeps the work now; true once it is kept. A full or refused storage keeps nothing (the form still has it), and
 * the question before leaving then says the work would be lost.
 */
export function keepDraft(key: string, draft: KeptDraft): boolean {
  try {
    const kept = storage();
    kept?.setItem(key, JSON.stringify(draft));
    return kept !== undefined;
  } catch {
    // Quota reached: the newest words stay in the form itself.
    return false;
  }
}

export function dropDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: storage refused.
  }
}
