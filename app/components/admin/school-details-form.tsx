/**
 * The school's details form (issue 14): the GOV.UK pattern of the content editor (its fields, error summary,
 * 409 merge and question before leaving) for the one record every page reads.
 */
import { useRef } from "react";
import { useRevalidator } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { FieldSpec, FormValues } from "~/lib/admin/content-set.ts";
import { checkValues, errorsOf } from "~/lib/admin/form-state.ts";
import { useSessionKeptWhileTyping } from "~/lib/admin/session-kept-while-typing.ts";
import { useVersionedForm } from "~/lib/admin/versioned-form.ts";
import type { ApiClient } from "~/lib/api/client.ts";
import { versionConflictOf } from "~/lib/api/content-service.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import {
  OUTSIDE_LINKS,
  type SchoolDetailsField,
  type StoredSchoolDetails,
} from "../../../common/school-details/details.ts";
import { schoolDetailsSchema } from "../../../common/school-details/schema.ts";
import { ConflictPanel } from "./conflict-panel.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FormField } from "./form-field.tsx";
import { useLeaveGuard } from "./leave-guard.tsx";
import { StatusNotice } from "./screen-notices.tsx";

type DetailField = FieldSpec & { name: SchoolDetailsField };

const linkField = (name: keyof typeof OUTSIDE_LINKS, hint: string): DetailField => ({
  name,
  label: OUTSIDE_LINKS[name],
  hint,
  kind: "text",
  width: "long",
});

/** The form's parts, each a fieldset with its legend. */
const GROUPS: readonly { legend: string; fields: readonly DetailField[] }[] = [
  {
    legend: "How to reach the office",
    fields: [
      {
        name: "phone",
        label: "Phone number",
        // A non-breaking hyphen (U+2011): split over two lines, "555-" and "0134" read as two numbers.
        hint: "As families should dial it, like (250) 555\u20110134.",
        kind: "text",
        width: "medium",
      },
      {
        name: "fax",
        label: "Fax number",
        hint: "Leave it empty if the school has no fax.",
        kind: "text",
        width: "medium",
        optional: true,
      },
      { name: "email", label: "Office e-mail address", kind: "text", width: "long" },
    ],
  },
  {
    legend: "Address",
    fields: [
      { name: "street", label: "Street address", kind: "text", width: "long" },
      { name: "city", label: "Town or city", kind: "text", width: "medium" },
      { name: "region", label: "Province", hint: "Two letters, like BC.", kind: "text", width: "short" },
      { name: "postalCode", label: "Postal code", kind: "text", width: "short" },
    ],
  },
  {
    legend: "Office hours, Monday to Friday",
    fields: [
      { name: "opens", label: "Opens at", hint: "24-hour time, like 08:00.", kind: "text", width: "short" },
      { name: "closes", label: "Closes at", hint: "24-hour time, like 16:00.", kind: "text", width: "short" },
      {
        name: "weekend",
        label: "Weekend line",
        hint: "Shown under the hours, like Weekend closed.",
        kind: "text",
        width: "medium",
      },
    ],
  },
  {
    legend: "Links to other sites",
    fields: [
      linkField("virtualTour", "The About menu's 3D Virtual Tour."),
      linkField("reportBullying", "The About menu, the footer and the contact page."),
      linkField("bursaryApplication", "The Admissions menu."),
      linkField("hotLunch", "The Events menu."),
      linkField("onlineDonation", "The Giving menu's Give Online."),
      linkField("social", "The icon in the top bar."),
    ],
  },
];

const FIELDS: readonly DetailField[] = GROUPS.flatMap((group) => group.fields);
const FIELD_NAMES = new Set<string>(FIELDS.map((field) => field.name));

function valuesOf(details: StoredSchoolDetails): FormValues {
  return Object.fromEntries(FIELDS.map((field) => [field.name, details[field.name]]));
}

export function SchoolDetailsForm({ stored, api }: { stored: StoredSchoolDetails; api: ApiClient }) {
  const form = useVersionedForm({ fields: FIELDS, stored, startValues: valuesOf(stored), valuesOf });
  const current = form.record ?? stored;
  // One save at a time, held until the page's frame shows the new details: a double click saved twice.
  const saving = useOnePress();
  const leaving = useRef(false);
  const revalidator = useRevalidator();

  const leaveQuestion = useLeaveGuard(form.dirty, leaving, "the school's details", false);
  useSessionKeptWhileTyping(form.values);

  const save = () => saving.run(saveNow);

  async function saveNow() {
    const { values: toSave, version } = form.toSave();
    form.announce(undefined);
    const checked = checkValues(schoolDetailsSchema, { ...toSave });
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    form.setErrors({});
    try {
      const updated = await api.put<StoredSchoolDetails>("/settings", { ...checked.input, version });
      const settling = form.conflict !== undefined;
      form.settle(updated);
      form.announce(
        `Saved at ${formatChangedAt(updated.updatedAt ?? "")}. Every page of the website shows these details now.`,
        settling,
      );
      // The save went to the API, not through a route action, so nothing reloads by itself: the root loader's
      // details (this page's own top bar and footer) would keep the old phone number until the next reload.
      await revalidator.revalidate();
    } catch (error) {
      const found = versionConflictOf<StoredSchoolDetails>(error);
      if (found?.current) {
        form.clash(found.current, found.current.version, form.baseline, toSave);
        return;
      }
      form.showErrors(errorsOf(error, FIELD_NAMES));
    }
  }

  return (
    <>
      <p className="admin-meta">
        {current.updatedAt
          ? `Last changed ${formatChangedAt(current.updatedAt)}${current.updatedBy ? ` by ${current.updatedBy}` : ""}`
          : "The website shows the details it was built with: nobody has changed them here yet."}
      </p>
      <StatusNotice text={form.saved} focusKey={form.savedFocus} />
      <ErrorSummary
        errors={form.errors}
        fields={FIELDS.map((field) => ({ name: field.name, targetId: field.name }))}
        focusKey={form.summaryFocus}
      />
      {form.conflict ? (
        <ConflictPanel
          rows={form.conflictRows}
          theirName={form.conflict.theirs.updatedBy}
          choices={form.choices}
          onChoose={form.choose}
          onSave={save}
          onTakeTheirs={() => form.takeTheirs("the details")}
          saving={saving.busy}
        />
      ) : null}
      <form
        className="admin-form"
        noValidate
        aria-label="School details"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="admin-fieldset">
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                value={form.values[field.name] ?? ""}
                error={form.errors[field.name]}
                values={form.values}
                onChange={(name, value) => {
                  form.announce(undefined);
                  form.setValues((now) => ({ ...now, [name]: value }));
                }}
              />
            ))}
          </fieldset>
        ))}
        <div className="admin-actions">
          <BusyButton type="submit" className="button" busy={saving.busy}>
            {saving.busy ? "Saving…" : "Save the details"}
          </BusyButton>
        </div>
      </form>
      {leaveQuestion}
    </>
  );
}
