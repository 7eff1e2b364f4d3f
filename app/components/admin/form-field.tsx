/** One field of the office's content forms, drawn from its FieldSpec: label, hint, inline error, then the input. */
import { lazy, type ReactNode, Suspense } from "react";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import type { FieldSpec, FormValues } from "~/lib/admin/content-set.ts";
import { srcsetOf } from "../../../common/media/urls.ts";
import { BlocksField } from "./blocks-field.tsx";
import { OccurrenceChanges } from "./occurrence-changes.tsx";
import { PicturePicker } from "./picture-picker.tsx";

// The editor (TipTap) is fetched only when a form with rich text opens: no public page, and not the list, carries it.
const RichTextEditor = lazy(() =>
  import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })),
);

export function FormField({
  field,
  value,
  error,
  values,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  /** The whole form, for a field that follows others (a series' dates follow its first date and rule). */
  values: FormValues;
  onChange(name: string, value: string): void;
}) {
  const { name } = field;
  const hintId = field.hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="field__optional"> (optional)</span> : null}
    </>
  );
  const hint = field.hint ? (
    <p className="field__hint" id={hintId}>
      {field.hint}
    </p>
  ) : null;
  const message = <FieldErrorMessage id={name} error={error} />;
  const className = `field${error ? " field--error" : ""}`;
  const width = field.width ?? (field.kind === "number" ? "short" : undefined);
  const inputClass = `field__input${width ? ` field__input--${width}` : ""}`;
  const common = {
    id: name,
    name,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
  } as const;
  /** Several inputs answering one question: the legend reads as their label. */
  const group = (control: ReactNode) => (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="field__label">{label}</legend>
      {hint}
      {message}
      {control}
    </fieldset>
  );
  /** One input under its label. */
  const labelled = (control: ReactNode) => (
    <div className={className}>
      <label className="field__label" htmlFor={name}>
        {label}
      </label>
      {hint}
      {message}
      {control}
    </div>
  );

  if (field.kind === "status") {
    return group(
      <div className="radios">
        {(["draft", "published"] as const).map((status, index) => (
          <div className="radios__item" key={status}>
            <input
              type="radio"
              id={index === 0 ? name : `${name}-${status}`}
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(name, status)}
            />
            <label htmlFor={index === 0 ? name : `${name}-${status}`}>
              {status === "draft" ? "Draft" : "Published"}
            </label>
          </div>
        ))}
      </div>,
    );
  }

  if (field.kind === "checkbox") {
    return (
      <div className={className}>
        {message}
        <div className="checkboxes__item">
          <input
            type="checkbox"
            id={name}
            name={name}
            checked={value === "true"}
            aria-describedby={describedBy}
            onChange={(e) => onChange(name, e.target.checked ? "true" : "false")}
          />
          <label htmlFor={name}>{label}</label>
        </div>
        {hint}
      </div>
    );
  }

  if (field.kind === "richtext") {
    const labelId = `${name}-label`;
    return (
      <div className={className}>
        <span className="field__label" id={labelId}>
          {label}
        </span>
        {hint}
        {message}
        <Suspense fallback={<p className="field__loading">Loading the text editor…</p>}>
          <RichTextEditor
            id={name}
            labelId={labelId}
            describedBy={describedBy}
            value={value}
            invalid={Boolean(error)}
            onChange={(html) => onChange(name, html)}
          />
        </Suspense>
      </div>
    );
  }

  if (field.kind === "occurrences") {
    return group(
      <OccurrenceChanges name={name} value={value} values={values} describedBy={describedBy} onChange={onChange} />,
    );
  }

  if (field.kind === "blocks") {
    return group(<BlocksField name={name} value={value} describedBy={describedBy} onChange={onChange} />);
  }

  if (field.kind === "picture") {
    const srcset = srcsetOf(value);
    return labelled(
      <div className="picture-field">
        {srcset ? (
          <img
            className="picture-field__thumb"
            src={value}
            srcSet={srcset}
            sizes="160px"
            alt=""
            width={160}
            height={90}
          />
        ) : null}
        <input
          {...common}
          className={inputClass}
          type="text"
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
        />
        <PicturePicker
          onChoose={(picture) => {
            onChange(name, picture.url);
            if (picture.alt) onChange("imageAlt", picture.alt);
          }}
        />
      </div>,
    );
  }

  let input: ReactNode;
  if (field.kind === "textarea") {
    input = (
      <textarea
        {...common}
        className={`${inputClass} field__textarea`}
        rows={3}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
      />
    );
  } else if (field.kind === "select") {
    input = (
      <select {...common} className={inputClass} value={value} onChange={(e) => onChange(name, e.target.value)}>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        className={inputClass}
        type={field.kind === "date" ? "date" : field.kind === "datetime" ? "datetime-local" : "text"}
        inputMode={field.kind === "number" ? "numeric" : undefined}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        spellCheck={field.kind === "text" || field.kind === "tags" ? true : undefined}
      />
    );
  }
  return labelled(input);
}
