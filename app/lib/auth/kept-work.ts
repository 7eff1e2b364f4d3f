/**
 * What counts as an administrator's unsaved work kept in this browser (ADR 047): the office's editors keep and
 * offer it back (kept-drafts.ts), and the home page says whether there is any when a session has ended (ADR 053),
 * both by this one reading. Storage only: the home page's notice is in every public page's bundle, so this
 * imports nothing of the office.
 */

/** The prefix of the editors' keys in local storage: `pcs-unsaved:<e-mail>:<API path>:<id>`. */
const KEPT_DRAFT_PREFIX = "pcs-unsaved:";

/** Work older than this is not offered back (the item is likely long changed or gone). */
const KEPT_FOR_MS = 30 * 86_400_000;

/** A form's values by field name (the office's FormValues). */
type KeptValues = Readonly<Record<string, string>>;

export interface KeptDraft {
  values: KeptValues;
  /** The saved values the work started from, to tell what was changed here from what was changed since. */
  base: KeptValues;
  /** The version the work started from; null for an item not created yet. */
  version: number | null;
  /** When it was last kept (ISO). */
  keptAt: string;
}

/** Whose keys the editors use: the signed-in address, or a shared name when this tab never learnt it. */
export function keptWorkOwner(email: string | undefined): string {
  return email ?? "administrator";
}

/** The start of every key holding `who`'s kept work. */
export function keptWorkPrefix(who: string): string {
  return `${KEPT_DRAFT_PREFIX}${who}:`;
}

function isValues(value: unknown): value is KeptValues {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

/** The work stored as `text` when it is readable, of this shape and recent enough to be offered back at `now`. */
export function parseKeptDraft(text: string, now: Date): KeptDraft | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
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
    return undefined;
  }
  return { values: draft.values, base: draft.base, version: draft.version, keptAt: new Date(keptAt).toISOString() };
}

/** This browser's local storage, or none where it is refused (a privacy setting) or on the server. */
export function localStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether `who` has work kept here that their editors would offer back at `now`. */
export function hasKeptWork(who: string, now: Date, local: Storage | undefined = localStore()): boolean {
  if (!local) return false;
  const prefix = keptWorkPrefix(who);
  try {
    for (let index = 0; index < local.length; index += 1) {
      const key = local.key(index);
      if (!key?.startsWith(prefix)) continue;
      const text = local.getItem(key);
      if (text !== null && parseKeptDraft(text, now) !== undefined) return true;
    }
  } catch {
    // Storage refused half-way: promise nothing.
  }
  return false;
}
