/**
 * The frame both public forms share (ADR 009): the section and its heading, a form that works without
 * JavaScript, the field values and errors of a refused post, the honeypot, and a submit button that says
 * it is sending. Each form only lists its own fields.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { type FormState, listValue, textValue } from "~/lib/forms/form-state.ts";
import { useSendOnce } from "~/lib/forms/send-once.ts";
import { BusyButton } from "../busy-button.tsx";
import { Honeypot, TextField } from "./form-parts.tsx";

/** What a form's fields need: their id, name, error and the value a refused post sent back. */
export interface FormFields {
  id(field: string): string;
  error(field: string): string | undefined;
  text(field: string): string;
  list(field: string): string[];
  /** True after a refused post: the values shown are the visitor's, not a link's preselection. */
  refused: boolean;
}

export interface PublicFormProps {
  /** "contact" gives the ids contact-form, contact-name, contact-email… */
  idPrefix: string;
  heading: string;
  intro: string;
  submitLabel: string;
  /** Spoken while the post is on its way, e.g. "Sending your message, please wait." */
  pendingMessage: string;
  state: FormState | undefined;
  /** Shown between the introduction and the fields, e.g. the event a volunteer chose. */
  before?: ReactNode;
  children(fields: FormFields): ReactNode;
}

/** The id PublicForm gives its heading, for links to it: "contact" gives contact-form-heading. */
export function formHeadingId(idPrefix: string): string {
  return `${idPrefix}-form-heading`;
}

export function PublicForm({
  idPrefix,
  heading,
  intro,
  submitLabel,
  pendingMessage,
  state,
  before,
  children,
}: PublicFormProps) {
  const { busy: pending, onSubmit } = useSendOnce();
  const invalid = state?.status === "invalid" ? state : undefined;
  const values = invalid?.values;
  const fields: FormFields = {
    id: (field) => `${idPrefix}-${field}`,
    error: (field) => invalid?.fieldErrors[field],
    text: (field) => textValue(values, field),
    list: (field) => listValue(values, field),
    refused: values !== undefined,
  };

  return (
    // tabIndex -1: a link to the form (#contact-form, #volunteer-form) may move focus here, where Tab goes on.
    <section id={`${idPrefix}-form`} className="public-form" aria-labelledby={formHeadingId(idPrefix)} tabIndex={-1}>
      <h2 id={formHeadingId(idPrefix)}>{heading}</h2>
      <p>{intro}</p>
      {before}
      <Form method="post" noValidate className="public-form__form" aria-busy={pending} onSubmit={onSubmit}>
        {children(fields)}
        <Honeypot idPrefix={idPrefix} />
        <BusyButton type="submit" className="button" busy={pending}>
          {pending ? "Sending…" : submitLabel}
        </BusyButton>
        <p className="visually-hidden" role="status">
          {pending ? pendingMessage : ""}
        </p>
      </Form>
    </section>
  );
}

/** The name and e-mail fields every public form starts with. */
export function NameAndEmail({ fields, emailHint }: { fields: FormFields; emailHint?: string }) {
  return (
    <>
      <TextField
        id={fields.id("name")}
        name="name"
        label="Full name"
        autoComplete="name"
        error={fields.error("name")}
        defaultValue={fields.text("name")}
      />
      <TextField
        id={fields.id("email")}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint={emailHint}
        error={fields.error("email")}
        defaultValue={fields.text("email")}
      />
    </>
  );
}
