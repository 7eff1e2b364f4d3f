/**
 * GOV.UK-style parts of the public forms: labelled fields with hints and inline errors, the error
 * summary that takes focus and links to each field, the confirmation panel, and the honeypot.
 */
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import type { FormState } from "~/lib/forms/form-state.ts";
import { HONEYPOT_FIELD } from "../../../common/forms/fields.ts";

interface FieldBase {
  /** The input's id (unique on the page); hint and error ids derive from it. */
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <div className="field__hint" id={`${id}-hint`}>
      {hint}
    </div>
  ) : null;
}

/** A field's error under its label, GOV.UK's way ("Error: " for screen readers); its id is `<field id>-error`. */
export function FieldErrorMessage({ id, error }: { id: string; error: ReactNode | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}

type InputProps = FieldBase & {
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  spellCheck?: boolean;
  width?: "full" | "medium";
  /** "(optional)" after the label, as GOV.UK marks the fields a visitor may skip. */
  optional?: boolean;
};

export function TextField(props: InputProps) {
  const { id, name, label, hint, error, optional, width = "full", type = "text" } = props;
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      <Hint id={id} hint={hint} />
      <FieldErrorMessage id={id} error={error} />
      <input
        className={width === "medium" ? "field__input field__input--medium" : "field__input"}
        id={id}
        name={name}
        type={type}
        autoComplete={props.autoComplete}
        spellCheck={props.spellCheck}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </div>
  );
}

export function TextArea(props: FieldBase & { defaultValue?: string; rows?: number; optional?: boolean }) {
  const { id, name, label, hint, error, optional } = props;
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      <Hint id={id} hint={hint} />
      <FieldErrorMessage id={id} error={error} />
      <textarea
        className="field__input field__input--textarea"
        id={id}
        name={name}
        rows={props.rows ?? 6}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** Words under one radio or checkbox, e.g. a date's "3 places left". */
  hint?: string;
  /** Shown but not choosable, e.g. a full date: its hint says why. */
  disabled?: boolean;
}

export function SelectField(
  props: FieldBase & { options: Choice[]; defaultValue?: string; onChange?: (value: string) => void },
) {
  const { id, name, label, hint, error } = props;
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <FieldErrorMessage id={id} error={error} />
      <select
        className="field__input field__select"
        id={id}
        name={name}
        defaultValue={props.defaultValue}
        onChange={props.onChange && ((event) => props.onChange?.(event.currentTarget.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Radios or checkboxes in a fieldset whose legend is the question. The first option carries the
 * group's id, so the error summary's link lands on it.
 */
export function ChoiceGroup(
  props: FieldBase & { type: "radio" | "checkbox"; options: Choice[]; defaultValues: string[]; optional?: boolean },
) {
  const { id, name, label, hint, error, type, options, defaultValues } = props;
  return (
    <fieldset
      className={error ? "field field--error field-group" : "field field-group"}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="field__label">
        {label}
        {props.optional ? <span className="field__optional"> (optional)</span> : null}
      </legend>
      <Hint id={id} hint={hint} />
      <FieldErrorMessage id={id} error={error} />
      <div className={type === "radio" ? "choices choices--radios" : "choices choices--checkboxes"}>
        {options.map((option, index) => {
          // An option's value may be an instant ("…T19:00:00.000Z"): its id keeps only what an id may hold.
          const optionId = index === 0 ? id : `${id}-${option.value.replace(/[^A-Za-z0-9_-]/g, "")}`;
          // Not `${optionId}-hint`: the first option's id is the group's, whose hint has that id.
          const hintId = `${id}-option-${index}-hint`;
          const label = (
            <label className="choice__label" htmlFor={optionId}>
              {option.label}
            </label>
          );
          return (
            <div className="choice" key={option.value}>
              <input
                className="choice__input"
                id={optionId}
                name={name}
                type={type}
                value={option.value}
                disabled={option.disabled}
                defaultChecked={defaultValues.includes(option.value) && !option.disabled}
                aria-describedby={option.hint ? hintId : undefined}
              />
              {option.hint ? (
                <div>
                  {label}
                  <div className="choice__hint" id={hintId}>
                    {option.hint}
                  </div>
                </div>
              ) : (
                label
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A field no person sees or reaches by keyboard; bots fill it in, and the server ignores their post. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" autoComplete="off" tabIndex={-1} defaultValue="" />
    </div>
  );
}

export interface Problem {
  /** The id of the input to focus. */
  target: string;
  message: string;
}

/** "There is a problem": every error as a link to its field; takes focus so it is read out first. */
export function ErrorSummary({
  problems,
  summaryRef,
}: {
  problems: Problem[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const focusField = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const input = document.getElementById(target);
    if (!input) return;
    event.preventDefault();
    // The label (or legend) is what the visitor reads: bring it into view with the input.
    const field = input.closest(".field");
    (field ?? input).scrollIntoView({ block: "start" });
    input.focus({ preventScroll: true });
  };
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.target}:${problem.message}`}>
            <a href={`#${problem.target}`} onClick={focusField(problem.target)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The green panel after a successful post: a status message that receives focus. */
export function ConfirmationPanel({
  title,
  children,
  panelRef,
}: {
  title: string;
  children: ReactNode;
  panelRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="form-panel" role="status" tabIndex={-1} ref={panelRef} aria-labelledby="form-panel-title">
      <h2 id="form-panel-title" className="form-panel__title">
        {title}
      </h2>
      {children}
    </div>
  );
}

/**
 * Moves focus after each submission: to the error summary when something is wrong, to the confirmation
 * when it was sent. A new state object arrives with every submission, so a repeated error focuses again.
 */
export function useOutcomeFocus(state: FormState | undefined) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state) return;
    const target = state.status === "sent" ? panelRef.current : summaryRef.current;
    target?.focus();
  }, [state]);
  return { summaryRef, panelRef };
}

/**
 * The summary's lines in the form's order: the whole-form problem first (linked to the first field),
 * then each field's message, linked to its input.
 */
export function problemsOf(
  state: FormState | undefined,
  fields: readonly string[],
  idOf: (field: string) => string,
): Problem[] {
  if (state?.status !== "invalid") return [];
  const problems: Problem[] = [];
  const first = fields[0];
  if (state.formError && first) problems.push({ target: idOf(first), message: state.formError });
  for (const field of fields) {
    const message = state.fieldErrors[field];
    if (message) problems.push({ target: idOf(field), message });
  }
  // A field the page does not show (should not happen): still tell the visitor.
  for (const [field, message] of Object.entries(state.fieldErrors)) {
    if (!fields.includes(field) && first) problems.push({ target: idOf(first), message });
  }
  return problems;
}
