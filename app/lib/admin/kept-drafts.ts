/**
 * Unsaved work in an office editor, kept in this browser's local storage as it is typed (ADR 047). Nothing is
 * lost when the session ends mid-sentence (after 30 idle minutes the next save is refused and the screen goes to
 * the home page), a tab is closed, or a laptop's battery dies: the next time this administrator opens the item,
 * the editor offers the work back. One per administrator and item; removed once saved or thrown away.
 */
import { type KeptDraft, keptWorkPrefix, localStore, parseKeptDraft } from "../auth/kept-work.ts";

export type { KeptDraft };

/** The storage key of one administrator's work on one item (`id` undefined: a new item of the set). */
export function draftKey(who: string, apiPath: string, id: string | number | undefined): string {
  return `${keptWorkPrefix(who)}${apiPath}:${id ?? "new"}`;
}

/** The kept work under `key`, if any, readable and recent (kept-work.ts); anything else under it is removed. */
export function readDraft(key: string, now: Date = new Date()): KeptDraft | undefined {
  let text: string | null | undefined;
  try {
    text = localStore()?.getItem(key);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  const draft = parseKeptDraft(text, now);
  if (!draft) dropDraft(key);
  return draft;
}

/**
 * Keeps the work now; true once it is kept. A full or refused storage keeps nothing (the form still has it), and
 * the question before leaving then says the work would be lost.
 */
export function keepDraft(key: string, draft: KeptDraft): boolean {
  try {
    const kept = localStore();
    kept?.setItem(key, JSON.stringify(draft));
    return kept !== undefined;
  } catch {
    // Quota reached: the newest words stay in the form itself.
    return false;
  }
}

export function dropDraft(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to do: storage refused.
  }
}
