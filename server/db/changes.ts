/**
 * The database's word that what visitors see may have changed: every write of public content (the content
 * store, pictures, downloadable files, the school's details) announces itself here once it has committed,
 * and the page cache listens. Changes made by another process arrive through a relay (page-cache/relay.ts).
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
}

export function createSiteChanges(): SiteChanges {
  const listeners = new Set<ChangeListener>();
  const tell = (local: boolean) => {
    for (const listener of listeners) listener({ local });
  };
  return {
    announce: () => tell(true),
    heard: () => tell(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
