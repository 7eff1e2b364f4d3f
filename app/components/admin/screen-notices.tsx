/** What just happened on an office screen: a spoken confirmation (kept in the page, empty until there is one) and an error. */
export function ScreenNotices({ flash, error }: { flash: string; error?: string | undefined }) {
  return (
    <>
      <p className="admin-flash" role="status" hidden={!flash}>
        {flash}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
