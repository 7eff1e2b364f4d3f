/** GOV.UK's error summary: "There is a problem", a link to each field at fault, and focus moved here so it is heard. */
import { useEffect, useRef } from "react";
import { type FieldErrors, FORM_ERROR_KEY } from "../../../common/forms/field-errors.ts";

export interface SummaryField {
  name: string;
  /** The id of the element the link focuses (the input, or the first radio of a group). */
  targetId: string;
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
  /** Changes on every failed submit, so focus moves to the summary each time, not only the first. */
  focusKey: number;
  /** The heading's id: a screen with two forms gives the second summary its own. */
  titleId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = [
    ...(errors[FORM_ERROR_KEY] ? [{ name: FORM_ERROR_KEY, targetId: undefined, message: errors[FORM_ERROR_KEY] }] : []),
    ...fields.filter((field) => errors[field.name]).map((field) => ({ ...field, message: errors[field.name] })),
  ];
  const shown = entries.length > 0;

  useEffect(() => {
    if (shown && focusKey > 0) ref.current?.focus();
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
                  document.getElementById(entry.targetId ?? "")?.focus();
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
