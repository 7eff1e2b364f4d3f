/**
 * The database's word that what visitors see may have changed: every write of public content (the content
 * store, pictures, downloadable files, the school's details) announces itself here once it has committed,
 * and the page cache and the site-wide reads listen. Changes made by another process arrive through a relay
 * (page-cache/relay.ts); while that relay is down, nothing kept in memory may be trusted.
 */

/** Told that public content changed; `local` is false for a change another process announced. */
export type ChangeListener = (change: { local: boolean }) => void;

export interface SiteChanges {
  /** A write in this process has committed. */
  announce(): void;
  /** Another process announced a write (called by the relay; not relayed again). */
  heard(): void;
  /** Listens until the returned function is called. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * Grows with every change, announced or heard, and when hearing other processes starts again (what was
   * said meanwhile was missed): a value read at one count is current for as long as the count stands.
   */
  count(): number;
  /** Whether every change that matters reaches this process now: always for a lone process. */
  hearsAll(): boolean;
  /** Set by the relay: false while another process's changes could go unheard. */
  setHearsAll(value: boolean): void;
}

export function createSiteChanges(): SiteChanges {
  const listeners = new Set<ChangeListener>();
  let count = 0;
  let hearsAll = true;
  const tell = (local: boolean) => {
    count++;
    for (const listener of listeners) listener({ local });
  };
  return {
    announce: () => tell(true),
    heard: () => tell(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: () => count,
    hearsAll: () => hearsAll,
    setHearsAll(value) {
      if (value !== hearsAll) count++;
      hearsAll = value;
    },
  };
}
