/**
 * The state every office form keeps around one stored record with a version (the content editor, the school's
 * details): what is typed against what was loaded, the errors and their summary's focus, the words that answer a
 * press, and a 409's conflict with its per-field choices (ADR 021). One implementation, so a fix to the merge
 * reaches every screen that saves a versioned record.
 */
import { useState } from "react";
import type { FieldErrors } from "../../../common/forms/field-errors.ts";
import type { FieldSpec, FormValues } from "./content-set.ts";
import {
  type Choice,
  type ConflictRow,
  conflictRows,
  differingFields,
  mergeChoices,
  startingChoices,
} from "./form-state.ts";

/** What a versioned record carries for the merge: its version and who saved it last. */
export interface Versioned {
  version: number;
  updatedBy: string | null;
}

/** A 409 still to settle: their record, the version a save must answer, and what this form started from. */
export interface Conflict<R> {
  theirs: R;
  version: number;
  base: FormValues;
}

export function useVersionedForm<R extends Versioned>({
  fields,
  stored,
  startValues,
  valuesOf,
}: {
  fields: readonly FieldSpec[];
  /** The record as loaded; none for a new one. */
  stored: R | undefined;
  startValues: FormValues;
  valuesOf(record: R): FormValues;
}) {
  const [record, setRecord] = useState<R | undefined>(stored);
  const [baseline, setBaseline] = useState<FormValues>(startValues);
  const [values, setValues] = useState<FormValues>(startValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [saved, setSaved] = useState<string>();
  // The conflict panel holding the pressed button is removed once it is settled. Focus goes to the "Saved at …"
  // (or "now editing their version") words rather than to the form's Save button: they are the answer to the
  // press, which a screen reader then reads, and the form follows them, so Tab goes on into what was edited.
  // The Save button would only say "Save", leaving the reader to hunt for whether it worked.
  const [savedFocus, setSavedFocus] = useState(0);
  const [conflict, setConflict] = useState<Conflict<R>>();
  const [choices, setChoices] = useState<Record<string, Choice>>({});

  const dirty = differingFields(fields, values, baseline).length > 0;

  /** Errors for the summary, which takes focus on every failed attempt. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    setSummaryFocus((count) => count + 1);
  }

  /** Words answering a press; `focus` when the pressed control is gone, so focus does not fall to the page. */
  function announce(text: string | undefined, focus = false) {
    setSaved(text);
    if (focus) setSavedFocus((count) => count + 1);
  }

  /**
   * The record as stored now (saved, restored, acted on): the form starts again from it, showing `shown` (what
   * is still typed and unsaved, by default nothing), and any conflict is over.
   */
  function settle(updated: R, shown: FormValues = valuesOf(updated)) {
    setRecord(updated);
    setBaseline(valuesOf(updated));
    setValues(shown);
    setConflict(undefined);
    setChoices({});
  }

  /**
   * Someone saved `theirs` first: the panel shows each field that differs between `mine` and theirs, those only
   * they changed since `base` starting on theirs.
   */
  function clash(theirs: R, version: number, base: FormValues, mine: FormValues) {
    setConflict({ theirs, version, base });
    setChoices(startingChoices(conflictRows(fields, base, mine, valuesOf(theirs))));
  }

  /** What Save sends: while a conflict is open, the form merged with the panel's choices (shown in the form too). */
  function toSave(): { values: FormValues; version: number | undefined } {
    if (!conflict) return { values, version: record?.version };
    const merged = mergeChoices(values, valuesOf(conflict.theirs), choices);
    setValues(merged);
    return { values: merged, version: conflict.version };
  }

  /** "Take their version": the form becomes theirs, saying whose it now edits (`what`, like "the version"). */
  function takeTheirs(what: string) {
    if (!conflict) return;
    settle(conflict.theirs);
    setErrors({});
    announce(`You are now editing ${what} ${conflict.theirs.updatedBy ?? "someone else"} saved.`, true);
  }

  const rows: ConflictRow[] = conflict ? conflictRows(fields, conflict.base, values, valuesOf(conflict.theirs)) : [];

  return {
    record,
    setRecord,
    values,
    setValues,
    baseline,
    dirty,
    errors,
    setErrors,
    summaryFocus,
    showErrors,
    saved,
    savedFocus,
    announce,
    conflict,
    conflictRows: rows,
    choices,
    choose: (name: string, choice: Choice) => setChoices((now) => ({ ...now, [name]: choice })),
    settle,
    clash,
    toSave,
    takeTheirs,
  };
}
