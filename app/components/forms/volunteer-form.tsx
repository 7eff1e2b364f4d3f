/** The volunteer sign-up on /giving/get-involved: contact details, an optional event, roles and the record check (ADR 009). */
import { Form, useNavigation } from "react-router";
import { type FormState, listValue, textValue } from "~/lib/forms/form-state.ts";
import {
  RECORD_CHECK_ANSWERS,
  RECORD_CHECK_LABELS,
  VOLUNTEER_FIELDS,
  VOLUNTEER_ROLE_LABELS,
  VOLUNTEER_ROLES,
} from "../../../common/forms/volunteer-schema.ts";
import { type Choice, ChoiceGroup, Honeypot, SelectField, TextArea, TextField } from "./form-parts.tsx";

export const volunteerFieldId = (field: string) => `volunteer-${field}`;
export { VOLUNTEER_FIELDS };

/** Checkbox groups, sent as lists. */
export const VOLUNTEER_LIST_FIELDS = ["interests"] as const;

const roleOptions = VOLUNTEER_ROLES.map((value) => ({ value, label: VOLUNTEER_ROLE_LABELS[value] }));
const recordCheckOptions = RECORD_CHECK_ANSWERS.map((value) => ({ value, label: RECORD_CHECK_LABELS[value] }));

export interface VolunteerFormProps {
  state: FormState | undefined;
  /** Upcoming events that want helpers, as "Title — when". */
  events: Choice[];
  /** The event chosen by `?eventId=`, preselected until the visitor changes it. */
  chosenEventId: string | null;
}

export function VolunteerForm({ state, events, chosenEventId }: VolunteerFormProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const invalid = state?.status === "invalid" ? state : undefined;
  const values = invalid?.values;
  const error = (field: string) => invalid?.fieldErrors[field];
  const eventOptions: Choice[] = [{ value: "", label: "No particular event" }, ...events];
  const selectedEvent = values ? textValue(values, "eventId") : (chosenEventId ?? "");

  return (
    <section id="volunteer-form" className="public-form" aria-labelledby="volunteer-form-heading">
      <h2 id="volunteer-form-heading">Sign up to volunteer</h2>
      <p>The volunteer coordinator will contact you within a week about what you have chosen.</p>
      <Form method="post" noValidate className="public-form__form" aria-busy={pending}>
        <TextField
          id={volunteerFieldId("name")}
          name="name"
          label="Full name"
          autoComplete="name"
          error={error("name")}
          defaultValue={textValue(values, "name")}
        />
        <TextField
          id={volunteerFieldId("email")}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={error("email")}
          defaultValue={textValue(values, "email")}
        />
        <TextField
          id={volunteerFieldId("phone")}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          width="medium"
          hint="The coordinator may call to arrange a shift."
          error={error("phone")}
          defaultValue={textValue(values, "phone")}
        />
        <SelectField
          // A new ?eventId= (a link in "Events that need helpers") remounts the select with that event chosen.
          key={`event:${chosenEventId ?? ""}`}
          id={volunteerFieldId("eventId")}
          name="eventId"
          label="Which event would you like to help with?"
          hint="Only upcoming events that still need helpers are listed."
          options={eventOptions}
          error={error("eventId")}
          defaultValue={eventOptions.some((o) => o.value === selectedEvent) ? selectedEvent : ""}
        />
        <ChoiceGroup
          id={volunteerFieldId("interests")}
          name="interests"
          type="checkbox"
          label="How would you like to help?"
          hint="Select all that apply. If you chose an event, you can leave these empty."
          options={roleOptions}
          error={error("interests")}
          defaultValues={listValue(values, "interests")}
        />
        <TextArea
          id={volunteerFieldId("availability")}
          name="availability"
          label="When are you usually free?"
          optional
          hint="For example, weekday mornings, or evenings and weekends."
          rows={3}
          error={error("availability")}
          defaultValue={textValue(values, "availability")}
        />
        <ChoiceGroup
          id={volunteerFieldId("criminalRecordCheck")}
          name="criminalRecordCheck"
          type="radio"
          label="Do you have a current criminal record check?"
          hint="Classroom helpers, coaches, drivers and overnight trip volunteers need one. If you do not have one yet, we will send you the link."
          options={recordCheckOptions}
          error={error("criminalRecordCheck")}
          defaultValues={[textValue(values, "criminalRecordCheck")]}
        />
        <TextArea
          id={volunteerFieldId("notes")}
          name="notes"
          label="Anything else we should know?"
          optional
          rows={4}
          error={error("notes")}
          defaultValue={textValue(values, "notes")}
        />
        <Honeypot idPrefix="volunteer" />
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Sending…" : "Sign up to volunteer"}
        </button>
        <p className="visually-hidden" role="status">
          {pending ? "Sending your sign-up, please wait." : ""}
        </p>
      </Form>
    </section>
  );
}
