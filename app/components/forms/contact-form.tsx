/** The contact form on /contact: name, email, optional phone, topic and message (ADR 009). */
import type { FormState } from "~/lib/forms/form-state.ts";
import type { OutlineEntry } from "~/lib/page-outline.ts";
import { CONTACT_FIELDS, CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from "../../../common/forms/contact-schema.ts";
import { ChoiceGroup, TextArea, TextField } from "./form-parts.tsx";
import { formHeadingId, NameAndEmail, PublicForm } from "./public-form.tsx";

const ID_PREFIX = "contact";

export const contactFieldId = (field: string) => `${ID_PREFIX}-${field}`;
export { CONTACT_FIELDS };

/** The form's heading as the page's "On this page" list names it: the id PublicForm gives it, and its words. */
export const contactFormHeading = {
  id: formHeadingId(ID_PREFIX),
  text: "Send us a message",
} as const satisfies OutlineEntry;

const topicOptions = CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));

export function ContactForm({ state }: { state: FormState | undefined }) {
  return (
    <PublicForm
      idPrefix={ID_PREFIX}
      heading={contactFormHeading.text}
      intro="The office reads every message and replies within one business day, usually sooner."
      submitLabel="Send message"
      pendingMessage="Sending your message, please wait."
      state={state}
    >
      {(fields) => (
        <>
          <NameAndEmail fields={fields} emailHint="We only use this to reply to you." />
          <TextField
            id={fields.id("phone")}
            name="phone"
            label="Phone number"
            optional
            type="tel"
            autoComplete="tel"
            width="medium"
            hint="If you would rather we called you back."
            error={fields.error("phone")}
            defaultValue={fields.text("phone")}
          />
          <ChoiceGroup
            id={fields.id("topic")}
            name="topic"
            type="radio"
            label="What is your message about?"
            options={topicOptions}
            error={fields.error("topic")}
            defaultValues={[fields.text("topic")]}
          />
          <TextArea
            id={fields.id("message")}
            name="message"
            label="Your message"
            hint="You can write up to 5,000 characters. To book a tour, tell us which days suit you."
            rows={8}
            error={fields.error("message")}
            defaultValue={fields.text("message")}
          />
        </>
      )}
    </PublicForm>
  );
}
