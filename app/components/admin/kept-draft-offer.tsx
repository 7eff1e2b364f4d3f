/**
 * The editor's offer of work this browser kept but never saved (ADR 047): what it is, when it was kept, and the
 * two answers. It takes focus when the screen opens with it, so nobody starts typing over it unaware.
 */
import { useEffect, useRef } from "react";

export function KeptDraftOffer({
  what,
  keptAt,
  changed,
  onRestore,
  onDiscard,
}: {
  /** "this news item", "a new news item". */
  what: string;
  /** "Nov 27, 2026, 3:04 PM". */
  keptAt: string;
  /** The labels of the fields the kept work changed. */
  changed: readonly string[];
  onRestore(): void;
  onDiscard(): void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="kept-draft" aria-labelledby="kept-draft-title" tabIndex={-1} ref={ref}>
      <h2 id="kept-draft-title">You have changes that were not saved</h2>
      <p>
        This browser kept what you typed in {what} on {keptAt}, but it was never saved
        {changed.length > 0 ? ` (${changed.join(", ")})` : ""}. Put it back in the form to save it, or throw it away.
      </p>
      <div className="admin-actions">
        <button type="button" className="button" onClick={onRestore}>
          Put my changes back
        </button>
        <button type="button" className="button button--ghost" onClick={onDiscard}>
          Throw them away
        </button>
      </div>
    </section>
  );
}
