/**
 * The school's details form (issue 14): the GOV.UK pattern of the content editor (its fields, error summary,
 * 409 merge and question before leaving) for the one record every page reads.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { FieldSpec, FormValues } from "~/lib/admin/content-set.ts";
import {
  type Choice,
  checkValues,
  conflictRows,
  differingFields,
  errorsOf,
  mergeChoices,
  startingChoices,
} from "~/lib/admin/form-state.ts";
import { useSessionKeptWhileTyping } from "~/lib/admin/session-kept-while-typing.ts";
import type { ApiClient } from "~/lib/api/client.ts";
import { versionConflictOf } from "~/lib/api/content-service.ts";
import type { FieldErrors } from "../../../common/forms/field-errors.ts";
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
        hint: "As families should dial it, like (250) 555-0134.",
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
  const [current, setCurrent] = useState(stored);
  const [baseline, setBaseline] = useState<FormValues>(() => valuesOf(stored));
  const [values, setValues] = useState<FormValues>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState("");
  // The conflict panel holding the pressed button is removed once it is settled. Focus goes to the "Saved at …"
  // (or "now editing their version") words rather than to the form's Save button: they are the answer to the
  // press, which a screen reader then reads, and the form follows them, so Tab goes on into what was edited.
  // The Save button would only say "Save", leaving the reader to hunt for whether it worked.
  const [savedFocus, setSavedFocus] = useState(0);
  const [conflict, setConflict] = useState<{ theirs: StoredSchoolDetails; base: FormValues }>();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const leaving = useRef(false);
  const revalidator = useRevalidator();

  const dirty = differingFields(FIELDS, values, baseline).length > 0;
  const leaveQuestion = useLeaveGuard(dirty, leaving, "the school's details");
  useSessionKeptWhileTyping(values);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setSummaryFocus((count) => count + 1);
  }

  async function save(toSave: FormValues, version: number) {
    setSaved("");
    const checked = checkValues(schoolDetailsSchema, { ...toSave });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await api.put<StoredSchoolDetails>("/settings", { ...checked.input, version });
      const now = valuesOf(updated);
      setCurrent(updated);
      setBaseline(now);
      setValues(now);
      if (conflict) setSavedFocus((count) => count + 1);
      setConflict(undefined);
      setChoices({});
      setSaved(
        `Saved at ${formatChangedAt(updated.updatedAt ?? "")}. Every page of the website shows these details now.`,
      );
      // The save went to the API, not through a route action, so nothing reloads by itself: the root loader's
      // details (this page's own top bar and footer) would keep the old phone number until the next reload.
      void revalidator.revalidate();
    } catch (error) {
      const found = versionConflictOf<StoredSchoolDetails>(error);
      if (found?.current) {
        setConflict({ theirs: found.current, base: baseline });
        setChoices(startingChoices(conflictRows(FIELDS, baseline, toSave, valuesOf(found.current))));
        return;
      }
      showErrors(errorsOf(error, FIELD_NAMES));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    if (conflict) {
      const merged = mergeChoices(values, valuesOf(conflict.theirs), choices);
      setValues(merged);
      void save(merged, conflict.theirs.version);
      return;
    }
    void save(values, current.version);
  }

  function takeTheirs() {
    if (!conflict) return;
    const theirs = valuesOf(conflict.theirs);
    setCurrent(conflict.theirs);
    setBaseline(theirs);
    setValues(theirs);
    setConflict(undefined);
    setChoices({});
    setErrors({});
    setSavedFocus((count) => count + 1);
    setSaved(`You are now editing the details ${conflict.theirs.updatedBy ?? "someone else"} saved.`);
  }

  return (
    <>
      <p className="admin-meta">
        {current.updatedAt
          ? `Last changed ${formatChangedAt(current.updatedAt)}${current.updatedBy ? ` by ${current.updatedBy}` : ""}`
          : "The website shows the details it was built with: nobody has changed them here yet."}
      </p>
      <StatusNotice text={saved} focusKey={savedFocus} />
      <ErrorSummary
        errors={errors}
        fields={FIELDS.map((field) => ({ name: field.name, targetId: field.name }))}
        focusKey={summaryFocus}
      />
      {conflict ? (
        <ConflictPanel
          rows={conflictRows(FIELDS, conflict.base, values, valuesOf(conflict.theirs))}
          theirName={conflict.theirs.updatedBy}
          choices={choices}
          onChoose={(name, choice) => setChoices((now) => ({ ...now, [name]: choice }))}
          onSave={submit}
          onTakeTheirs={takeTheirs}
          saving={saving}
        />
      ) : null}
      <form
        className="admin-form"
        noValidate
        aria-label="School details"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="admin-fieldset">
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                value={values[field.name] ?? ""}
                error={errors[field.name]}
                values={values}
                onChange={(name, value) => {
                  setSaved("");
                  setValues((now) => ({ ...now, [name]: value }));
                }}
              />
            ))}
          </fieldset>
        ))}
        <div className="admin-actions">
          <BusyButton type="submit" className="button" busy={saving}>
            {saving ? "Saving…" : "Save the details"}
          </BusyButton>
        </div>
      </form>
      {leaveQuestion}
    </>
  );
}
