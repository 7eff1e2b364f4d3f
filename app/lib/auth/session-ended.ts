/**
 * A session that ends under an office screen sends the browser to the home page (spec §4), where the person would
 * otherwise stand without a word of why, and without knowing that what they typed was kept (ADR 047). The end is
 * noted in session storage just before leaving; the page they land on says it once (ADR 053). Storage only: this
 * runs in every page's bundle, so it imports nothing of the office.
 */

const NOTE_KEY = "pcsSessionEnded";
/** The prefix of the office editors' kept work in local storage (kept-drafts.ts builds its keys on it). */
export const KEPT_DRAFT_PREFIX = "pcs-unsaved:";

export type SessionEndedNote = "work-kept" | "nothing-kept";

function storages(): { session?: Storage; local?: Storage } {
  try {
    return typeof window === "undefined" ? {} : { session: window.sessionStorage, local: window.localStorage };
  } catch {
    // Storage refused: nothing is noted, and the home page shows as before.
    return {};
  }
}

/** Whether `who` (the signed-in administrator's address) has unsaved work kept in this browser. */
function hasKeptWork(local: Storage | undefined, who: string | undefined): boolean {
  if (!local || !who) return false;
  const prefix = `${KEPT_DRAFT_PREFIX}${who}:`;
  for (let index = 0; index < local.length; index += 1) {
    if (local.key(index)?.startsWith(prefix)) return true;
  }
  return false;
}

/** Called as the session ends, before the signed-in profile is cleared: `who` is whose work to look for. */
export function noteSessionEnded(who: string | undefined): void {
  const { session, local } = storages();
  try {
    session?.setItem(NOTE_KEY, hasKeptWork(local, who) ? "work-kept" : "nothing-kept");
  } catch {
    // A full storage: the page simply shows without the notice.
  }
}

/** The note, once: it is removed as it is read, so a reload or a later visit does not say it again. */
export function takeSessionEndedNote(): SessionEndedNote | null {
  const { session } = storages();
  try {
    const note = session?.getItem(NOTE_KEY);
    session?.removeItem(NOTE_KEY);
    return note === "work-kept" || note === "nothing-kept" ? note : null;
  } catch {
    return null;
  }
}
