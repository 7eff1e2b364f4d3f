/** GOV.UK's error summary: "There is a problem", a link to each field at fault, and focus moved here so it is heard. */
import { useEffect, useRef } from "react";
import { type FieldErrors, FORM_ERROR_KEY } from "../../../common/forms/field-errors.ts";

export interface SummaryField {
  name: string;
  /** The id of the element the link focuses (the input, or the first radio of a group). */
  targetId: string;
  /**
   * For a field whose one message holds several problems (a page's blocks): the problems, each linking to its
   * own part of the field.
   */
  problems?(message: string): { message: string; targetId: string }[];
}

/**
 * What a link of the summary focuses: the element itself when it takes focus (an input), else the first input
 * inside it (a block of the page editor, a group of inputs), else the element made focusable for the moment.
 */
function focusTarget(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  if (target.matches("input, textarea, select, button, a[href], [tabindex]")) {
    target.focus();
    return;
  }
  const first = target.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, [contenteditable=true]");
  if (first) {
    first.focus();
    return;
  }
  target.tabIndex = -1;
  target.focus();
}

export function ErrorSummary({
  errors,
  fields,
  focusKey,
  titleId = "error-summary-title",
}: {
  errors: FieldErrors;
  /** The form's fields in order, so the list follows the page. */
  fields: readonly SummaryField[];
  /**
   * Changes on every failed submit, so focus moves to the summary each time, not only the first: a count of tries,
   * or the address's location key where each try is a navigation. 0 or "" never takes focus.
   */
  focusKey: number | string;
  /** The heading's id: a screen with two forms gives the second summary its own. */
  titleId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = [
    ...(errors[FORM_ERROR_KEY] ? [{ name: FORM_ERROR_KEY, targetId: undefined, message: errors[FORM_ERROR_KEY] }] : []),
    ...fields.flatMap((field) => {
      const message = errors[field.name];
      if (!message) return [];
      const problems = field.problems?.(message) ?? [{ message, targetId: field.targetId }];
      // Keyed by field and place: a field's problems may read alike.
      return problems.map((problem, index) => ({ ...problem, name: `${field.name}-${index}` }));
    }),
  ];
  const shown = entries.length > 0;

  useEffect(() => {
    if (shown && focusKey !== 0 && focusKey !== "") ref.current?.focus();
  }, [focusKey, shown]);

  if (!shown) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby={titleId} role="alert">
      <h2 id={titleId} className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={entry.name}>
            {entry.targetId ? (
              <a
                href={`#${entry.targetId}`}
                onClick={(event) => {
                  // Focus the field itself (the browser would only scroll to it; focus scrolls too), without a
                  // router navigation.
                  event.preventDefault();
                  focusTarget(entry.targetId ?? "");
                }}
              >
                {entry.message}
              </a>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
