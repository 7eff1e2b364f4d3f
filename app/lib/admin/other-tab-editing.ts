/**
 * Whether another tab or window of this browser is keeping unsaved work on the same item (ADR 076). Both keep it
 * under one key (ADR 047), and the last one typed in replaces the other's, so each editor says so while it lasts.
 */
import { useEffect, useState } from "react";
import { localStore } from "../auth/kept-work.ts";

export interface OtherTab {
  /** Another tab has written work under the key since it last removed it. */
  editing: boolean;
  /**
   * Counts the other tabs' removals of the key (a save, "Throw them away", a clean form): this tab's own unsaved
   * work, which the removal took with it, is to be kept again.
   */
  removals: number;
}

/**
 * What the other documents sharing this browser's storage do with the work kept under `key`. A browser sends a
 * storage event only to the other documents, never to the one that wrote, so every event heard here is theirs.
 */
export function useOtherTabEditing(key: string): OtherTab {
  const [otherTab, setOtherTab] = useState<OtherTab>({ editing: false, removals: 0 });
  useEffect(() => {
    const heard = (event: StorageEvent) => {
      if (event.storageArea !== localStore()) return;
      // `key` null: the other tab cleared the whole storage, this item's work with it.
      if (event.key !== null && event.key !== key) return;
      if (event.key !== null && event.newValue !== null) setOtherTab((was) => ({ ...was, editing: true }));
      else setOtherTab((was) => ({ editing: false, removals: was.removals + 1 }));
    };
    window.addEventListener("storage", heard);
    return () => window.removeEventListener("storage", heard);
  }, [key]);
  return otherTab;
}
