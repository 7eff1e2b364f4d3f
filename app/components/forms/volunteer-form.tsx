/** The volunteer sign-up on /giving/get-involved: contact details, an optional event, roles and the record check (ADR 009). */
import { type ReactNode, useState } from "react";
import { type FormState, textValue } from "~/lib/forms/form-state.ts";
import {
  RECORD_CHECK_ANSWERS,
  RECORD_CHECK_LABELS,
  VOLUNTEER_FIELDS,
  VOLUNTEER_ROLE_LABELS,
  VOLUNTEER_ROLES,
} from "../../../common/forms/volunteer-schema.ts";
import { helpersEachDateText } from "../../../common/inbox/places.ts";
import { type Choice, ChoiceGroup, SelectField, TextArea, TextField } from "./form-parts.tsx";
import { NameAndEmail, PublicForm } from "./public-form.tsx";

export const volunteerFieldId = (field: string) => `volunteer-${field}`;
export { VOLUNTEER_FIELDS };

/** Checkbox groups, sent as lists. */
export const VOLUNTEER_LIST_FIELDS = ["interests"] as const;

const roleOptions = VOLUNTEER_ROLES.map((value) => ({ value, label: VOLUNTEER_ROLE_LABELS[value] }));
const recordCheckOptions = RECORD_CHECK_ANSWERS.map((value) => ({ value, label: RECORD_CHECK_LABELS[value] }));

/** A repeating event's next dates as the form offers them (ADR 067): helpers sign up for one date. */
export interface SeriesDateChoices {
  title: string;
  /** Helpers wanted each date; null: as many as come. */
  needed: number | null;
  /** `value` is the date's start, what the form sends as `date`; `places` its "3 places left", "Full" or "". */
  dates: { value: string; when: string; places: string; full: boolean }[];
}

export interface VolunteerFormProps {
  state: FormState | undefined;
  /** Upcoming events that want helpers, as "Title — when". */
  events: Choice[];
  /** The event chosen by `?eventId=`, preselected until the visitor changes it. */
  chosenEventId: string | null;
  /** The dates of each repeating event in the list, by its id: the date question follows the event chosen. */
  seriesDates?: Record<string, SeriesDateChoices>;
  /**
   * What the page says about the event chosen in the form ("" for none), under the form's heading where a link
   * from the event lands. It follows the list as the visitor changes it, so it never names an event they left.
   */
  chosen?: (eventId: string) => ReactNode;
}

export function VolunteerForm({ state, events, chosenEventId, seriesDates = {}, chosen }: VolunteerFormProps) {
  const eventOptions: Choice[] = [{ value: "", label: "No particular event" }, ...events];
  /** After a refused post, the visitor's own choice; before, the event the link chose, if it is still listed. */
  const offered = state?.status === "invalid" ? textValue(state.values, "eventId") : (chosenEventId ?? "");
  const startChoice = eventOptions.some((o) => o.value === offered) ? offered : "";
  // The visitor's own change, until a new link chooses an event again (and remounts the list with it).
  const [changed, setChanged] = useState<{ link: string | null; eventId: string }>();
  const eventChoice = changed && changed.link === chosenEventId ? changed.eventId : startChoice;
  const series = seriesDates[eventChoice];

  return (
    <PublicForm
      idPrefix="volunteer"
      heading="Sign up to volunteer"
      intro="The volunteer coordinator will contact you within a week about what you have chosen."
      submitLabel="Sign up to volunteer"
      pendingMessage="Sending your sign-up, please wait."
      state={state}
      before={chosen?.(eventChoice)}
    >
      {(fields) => (
        <>
          <NameAndEmail fields={fields} />
          <TextField
            id={fields.id("phone")}
            name="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            width="medium"
            hint="The coordinator may call to arrange a shift."
            error={fields.error("phone")}
            defaultValue={fields.text("phone")}
          />
          <SelectField
            // A new ?eventId= (a link in "Events that need helpers") remounts the select with that event chosen.
            key={`event:${chosenEventId ?? ""}`}
            id={fields.id("eventId")}
            name="eventId"
            label="Which event would you like to help with?"
            hint="Only upcoming events that still need helpers are listed."
            options={eventOptions}
            error={fields.error("eventId")}
            defaultValue={startChoice}
            onChange={(eventId) => setChanged({ link: chosenEventId, eventId })}
          />
          {series ? <input type="hidden" name="dateFor" value={eventChoice} /> : null}
          {series ? (
            <ChoiceGroup
              // Another event's dates are other radios: remount so none stays checked from the last one.
              key={`date:${eventChoice}`}
              id={fields.id("date")}
              name="date"
              type="radio"
              label="Which date?"
              hint={`${series.title} repeats: choose the date you will come. ${
                series.needed ? `${helpersEachDateText(series.needed)}; a full date cannot be chosen.` : ""
              }`.trim()}
              options={series.dates.map((date) => ({
                value: date.value,
                label: date.when,
                hint: date.places || undefined,
                disabled: date.full,
              }))}
              error={fields.error("date")}
              defaultValues={[fields.text("date")]}
            />
          ) : null}
          <ChoiceGroup
            id={fields.id("interests")}
            name="interests"
            type="checkbox"
            label="How would you like to help?"
            hint="Select all that apply. If you chose an event, you can leave these empty."
            options={roleOptions}
            error={fields.error("interests")}
            defaultValues={fields.list("interests")}
          />
          <TextArea
            id={fields.id("availability")}
            name="availability"
            label="When are you usually free?"
            optional
            hint="For example, weekday mornings, or evenings and weekends."
            rows={3}
            error={fields.error("availability")}
            defaultValue={fields.text("availability")}
          />
          <ChoiceGroup
            id={fields.id("criminalRecordCheck")}
            name="criminalRecordCheck"
            type="radio"
            label="Do you have a current criminal record check?"
            hint="Classroom helpers, coaches, drivers and overnight trip volunteers need one. If you do not have one yet, we will send you the link."
            options={recordCheckOptions}
            error={fields.error("criminalRecordCheck")}
            defaultValues={[fields.text("criminalRecordCheck")]}
          />
          <TextArea
            id={fields.id("notes")}
            name="notes"
            label="Anything else we should know?"
            optional
            rows={4}
            error={fields.error("notes")}
            defaultValue={fields.text("notes")}
          />
        </>
      )}
    </PublicForm>
  );
}
