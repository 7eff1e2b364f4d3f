/**
 * The editor's word that the same item is being changed in another tab of this browser (ADR 076): a live region,
 * so a screen reader hears it when it appears, without taking the typist's focus from the field.
 */
export function OtherTabNotice({
  shown,
  what,
}: {
  shown: boolean;
  /** "this news item", "a new news item". */
  what: string;
}) {
  return (
    <div role="status">
      {shown ? (
        <section className="kept-draft" aria-labelledby="other-tab-title">
          <h2 id="other-tab-title">You are also changing {what} in another tab</h2>
          <p>
            This browser keeps unsaved changes from only one of the tabs: the one you typed in last. Save in one tab and
            close the other, so nothing you typed is lost.
          </p>
        </section>
      ) : null}
    </div>
  );
}
