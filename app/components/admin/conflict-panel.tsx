/**
 * What a 409 shows: someone else saved first. Everything this administrator typed stays in the form below;
 * here they see each field that differs, choose per field, then save, or take the other version whole.
 */
import { useEffect, useRef } from "react";
import { BusyButton } from "~/components/busy-button.tsx";
import type { Choice, ConflictRow } from "~/lib/admin/form-state.ts";
import { VersionExcerpt, versionExcerpts } from "./version-excerpt.tsx";

export function ConflictPanel({
  rows,
  theirName,
  choices,
  onChoose,
  onSave,
  onTakeTheirs,
  saving,
}: {
  rows: readonly ConflictRow[];
  /** Who saved first, when the server says. */
  theirName: string | null;
  choices: Readonly<Record<string, Choice>>;
  onChoose(name: string, choice: Choice): void;
  onSave(): void;
  onTakeTheirs(): void;
  saving: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const who = theirName ?? "Someone else";

  return (
    <section className="conflict" aria-labelledby="conflict-title" tabIndex={-1} ref={ref}>
      <h2 id="conflict-title">{who} saved this while you were editing</h2>
      <p>
        Nothing you typed is lost: it is still in the form below. For each difference, keep yours or use theirs, then
        save. {rows.length === 0 ? "Their version has the same words as yours." : null}
      </p>
      {rows.map((row) => {
        const [mine, theirs] = versionExcerpts(row.field, row.mine, row.theirs, 400);
        return (
          <fieldset className="conflict__row" key={row.field.name}>
            <legend>
              {row.field.label}
              {row.changedByThem ? <span className="conflict__tag"> (changed by {who})</span> : null}
            </legend>
            <div className="conflict__versions">
              {[
                ["Yours", mine],
                ["Theirs", theirs],
              ].map(([side, text]) => (
                <div key={side}>
                  <p className="conflict__which">{side}</p>
                  <p className="conflict__value">
                    <VersionExcerpt text={text ?? ""} />
                  </p>
                </div>
              ))}
            </div>
            <div className="radios radios--inline">
              {(["mine", "theirs"] as const).map((choice) => {
                const id = `conflict-${row.field.name}-${choice}`;
                return (
                  <div className="radios__item" key={choice}>
                    <input
                      type="radio"
                      id={id}
                      name={`conflict-${row.field.name}`}
                      checked={(choices[row.field.name] ?? "mine") === choice}
                      onChange={() => onChoose(row.field.name, choice)}
                    />
                    <label htmlFor={id}>{choice === "mine" ? "Keep mine" : "Use theirs"}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="admin-actions">
        <BusyButton type="button" className="button" onClick={onSave} busy={saving}>
          {saving ? "Saving…" : "Save with these choices"}
        </BusyButton>
        <BusyButton type="button" className="button button--ghost" onClick={onTakeTheirs} busy={saving}>
          Use their version and drop my changes
        </BusyButton>
      </div>
    </section>
  );
}
