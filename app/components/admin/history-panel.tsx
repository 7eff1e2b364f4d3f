/**
 * An item's saved versions in the editor: who saved each and when, what differs from the form now or from
 * another version, and restoring one (saved as a new version, so the one it replaces stays in the list).
 */
import { useEffect, useState } from "react";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { AdminItem, ContentSetConfig, FormValues } from "~/lib/admin/content-set.ts";
import { differingFields } from "~/lib/admin/form-state.ts";
import { ApiError, ApiResponseError } from "~/lib/api/errors.ts";
import type { HistoryService, ItemHistory } from "~/lib/api/history-service.ts";
import { isRecord } from "~/lib/api/is-record.ts";
import { VersionExcerpt, versionExcerpts } from "./version-excerpt.tsx";

type Load<T> = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; value: T };

/** Why a restore was refused, from a 400: the version's first problem, as the set's rules name it now. */
function problemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.response?.data)) return undefined;
  const { fields } = error.response.data;
  const first = isRecord(fields) ? Object.values(fields).find((value) => typeof value === "string") : undefined;
  return typeof first === "string" ? `This version cannot be restored as it is. ${first}` : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "The history could not be loaded. Please try again.";
}

export function HistoryPanel<E extends AdminItem>({
  set,
  history,
  item,
  values,
  dirty,
  onRestored,
}: {
  set: ContentSetConfig<E>;
  history: HistoryService<E>;
  item: E;
  /** The form as it is now, to compare with. */
  values: FormValues;
  /** Unsaved changes in the form: a restore would replace them, so it waits until they are saved or undone. */
  dirty: boolean;
  onRestored(restored: E, fromVersion: number): void;
}) {
  const [list, setList] = useState<Load<ItemHistory>>({ state: "loading" });
  const [chosen, setChosen] = useState<{ version: number; load: Load<E> }>();
  /** The other side of the comparison: another saved version, or (undefined) the form as it is now. */
  const [against, setAgainst] = useState<{ version: number; load: Load<E> }>();
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    history.list(item.id).then(
      (value) => live && setList({ state: "ready", value }),
      (failure: unknown) => live && setList({ state: "failed", message: messageOf(failure) }),
    );
    return () => {
      live = false;
    };
  }, [history, item.id]);

  function load(version: number, into: (loaded: { version: number; load: Load<E> }) => void) {
    into({ version, load: { state: "loading" } });
    history.get(item.id, version).then(
      (value) => into({ version, load: { state: "ready", value } }),
      (failure: unknown) => into({ version, load: { state: "failed", message: messageOf(failure) } }),
    );
  }

  function compare(version: number) {
    setError(undefined);
    if (against?.version === version) setAgainst(undefined);
    load(version, setChosen);
  }

  function compareWith(choice: string) {
    if (choice === "form") setAgainst(undefined);
    else load(Number(choice), setAgainst);
  }

  async function restore(version: number) {
    setRestoring(true);
    setError(undefined);
    try {
      onRestored(await history.restore(item.id, version, item.version), version);
    } catch (failure) {
      setError(
        failure instanceof ApiResponseError && failure.status === 409
          ? "Someone saved a newer version meanwhile. Close the history and open it again to see it."
          : (problemOf(failure) ?? messageOf(failure)),
      );
      setRestoring(false);
    }
  }

  if (list.state === "loading") return <p role="status">Loading the history…</p>;
  if (list.state === "failed") return <p role="alert">{list.message}</p>;

  const earlier = chosen?.load.state === "ready" ? set.valuesOf(chosen.load.value) : undefined;
  const other = against ? (against.load.state === "ready" ? set.valuesOf(against.load.value) : undefined) : values;
  const otherName = against ? `Version ${against.version}` : "Now";
  const differences = earlier && other ? differingFields(set.fields, earlier, other) : [];

  return (
    <>
      {/* The dialog is a phone's width on a phone: the rows stack there (the scroll box is what they measure). */}
      <div className="admin-table__scroll">
        <table className="admin-table stack-table">
          <caption className="visually-hidden">Saved versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.value.versions.map((entry) => (
              <tr key={entry.version}>
                <th scope="row" data-label="Version">
                  {entry.version}
                  {entry.version === list.value.current ? " (now)" : ""}
                </th>
                <td data-label="Saved">{formatChangedAt(entry.savedAt)}</td>
                <td data-label="By">{entry.savedBy ?? "Sample content or a script"}</td>
                <td>
                  {entry.version === list.value.current ? null : (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => compare(entry.version)}
                    >
                      Compare version {entry.version}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {chosen ? (
        <section className="history-compare" aria-labelledby="history-compare-title">
          <h3 id="history-compare-title">
            Version {chosen.version} beside {against ? `version ${against.version}` : "the form now"}
          </h3>
          <div className="field">
            <label className="field__label" htmlFor="history-against">
              Compare version {chosen.version} with
            </label>
            <select
              id="history-against"
              className="field__input"
              value={against ? String(against.version) : "form"}
              onChange={(event) => compareWith(event.target.value)}
            >
              <option value="form">The form now</option>
              {list.value.versions
                .filter((entry) => entry.version !== chosen.version)
                .map((entry) => (
                  <option key={entry.version} value={entry.version}>
                    Version {entry.version}
                    {entry.version === list.value.current ? " (saved now)" : ""}
                  </option>
                ))}
            </select>
          </div>
          {chosen.load.state === "loading" ? <p role="status">Loading version {chosen.version}…</p> : null}
          {chosen.load.state === "failed" ? <p role="alert">{chosen.load.message}</p> : null}
          {against?.load.state === "loading" ? <p role="status">Loading version {against.version}…</p> : null}
          {against?.load.state === "failed" ? <p role="alert">{against.load.message}</p> : null}
          {earlier && other ? (
            <>
              {differences.length === 0 ? (
                <p>
                  Version {chosen.version} has the same words as{" "}
                  {against ? `version ${against.version}` : "the form now"}.
                </p>
              ) : (
                <div className="admin-table__scroll">
                  <table className="admin-table stack-table">
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Version {chosen.version}</th>
                        <th scope="col">{otherName}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {differences.map((field) => {
                        const [was, is] = versionExcerpts(
                          field,
                          earlier[field.name] ?? "",
                          other[field.name] ?? "",
                          300,
                        );
                        return (
                          <tr key={field.name}>
                            <th scope="row">{field.label}</th>
                            <td data-label={`Version ${chosen.version}`}>
                              <VersionExcerpt text={was} />
                            </td>
                            <td data-label={otherName}>
                              <VersionExcerpt text={is} />
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              {dirty ? (
                <p className="field__hint">
                  Save or undo your changes in the form before restoring an earlier version.
                </p>
              ) : null}
              {error ? <p role="alert">{error}</p> : null}
              <BusyButton
                type="button"
                className="button"
                disabled={dirty}
                busy={restoring}
                onClick={() => void restore(chosen.version)}
              >
                {restoring ? "Restoring…" : `Restore version ${chosen.version}`}
              </BusyButton>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
