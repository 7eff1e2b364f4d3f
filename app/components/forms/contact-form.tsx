/** The contact form on /contact: name, email, optional phone, topic and message (ADR 009). */
import { Form, useNavigation } from "react-router";
import { type FormState, textValue } from "~/lib/forms/form-state.ts";
import { CONTACT_FIELDS, CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from "../../../common/forms/contact-schema.ts";
import { ChoiceGroup, Honeypot, TextArea, TextField } from "./form-parts.tsx";

export const contactFieldId = (field: string) => `contact-${field}`;
export { CONTACT_FIELDS };

const topicOptions = CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));

export function ContactForm({ state }: { state: FormState | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const invalid = state?.status === "invalid" ? state : undefined;
  const values = invalid?.values;
  const error = (field: string) => invalid?.fieldErrors[field];

  return (
    <section id="contact-form" className="public-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a message</h2>
      <p>The office reads every message and replies within one business day, usually sooner.</p>
      <Form method="post" noValidate className="public-form__form" aria-busy={pending}>
        <TextField
          id={contactFieldId("name")}
          name="name"
          label="Full name"
          autoComplete="name"
          error={error("name")}
          defaultValue={textValue(values, "name")}
        />
        <TextField
          id={contactFieldId("email")}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint="We only use this to reply to you."
          error={error("email")}
          defaultValue={textValue(values, "email")}
        />
        <TextField
          id={contactFieldId("phone")}
          name="phone"
          label="Phone number"
          optional
          type="tel"
          autoComplete="tel"
          width="medium"
          hint="If you would rather we called you back."
          error={error("phone")}
          defaultValue={textValue(values, "phone")}
        />
        <ChoiceGroup
          id={contactFieldId("topic")}
          name="topic"
          type="radio"
          label="What is your message about?"
          options={topicOptions}
          error={error("topic")}
          defaultValues={[textValue(values, "topic")]}
        />
        <TextArea
          id={contactFieldId("message")}
          name="message"
          label="Your message"
          hint="You can write up to 5,000 characters. To book a tour, tell us which days suit you."
          rows={8}
          error={error("message")}
          defaultValue={textValue(values, "message")}
        />
        <Honeypot idPrefix="contact" />
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Sending…" : "Send message"}
        </button>
        <p className="visually-hidden" role="status">
          {pending ? "Sending your message, please wait." : ""}
        </p>
      </Form>
    </section>
  );
}
