/**
 * The office's create/edit screen for any content set (ADR 021): GOV.UK form with the set's own schema, save,
 * preview, duplicate, delete with a named confirmation, the 409 merge, and a question before unsaved work is left.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt, formatDayOrTime } from "~/lib/admin/admin-dates.ts";
import {
  type AdminItem,
  type ContentSetConfig,
  type FormValues,
  type ItemAction,
  withArticle,
} from "~/lib/admin/content-set.ts";
import { checkValues, differingFields, errorsOf } from "~/lib/admin/form-state.ts";
import { draftKey, dropDraft, type KeptDraft, keepDraft, readDraft } from "~/lib/admin/kept-drafts.ts";
import { useKeptWorkOwner } from "~/lib/admin/kept-work-owner.ts";
import { useOtherTabEditing } from "~/lib/admin/other-tab-editing.ts";
import { useSessionKeptWhileTyping } from "~/lib/admin/session-kept-while-typing.ts";
import { useVersionedForm } from "~/lib/admin/versioned-form.ts";
import type { ApiClient } from "~/lib/api/client.ts";
import { type ContentService, versionConflictOf } from "~/lib/api/content-service.ts";
import { ApiError } from "~/lib/api/errors.ts";
import type { HistoryService } from "~/lib/api/history-service.ts";
import type { RunItemAction } from "~/lib/api/item-actions.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import { DELETED_KEPT_DAYS } from "../../../common/content/deleted.ts";
import { FORM_ERROR_KEY } from "../../../common/forms/field-errors.ts";
import { AdminDialog, ConfirmDialog } from "./admin-dialog.tsx";
import { blockProblemTargets } from "./blocks-field.tsx";
import { ConflictPanel } from "./conflict-panel.tsx";
import { DASHBOARD_CRUMB, type FlashState } from "./content-list.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FormField } from "./form-field.tsx";
import { HistoryPanel } from "./history-panel.tsx";
import { KeptDraftOffer } from "./kept-draft-offer.tsx";
import { useLeaveGuard } from "./leave-guard.tsx";
import { OtherTabNotice } from "./other-tab-notice.tsx";
import { ArrivalNotice, StatusNotice } from "./screen-notices.tsx";

type Input = Record<string, unknown>;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The item's status as the office should read it: a published item still waiting for its time is "Scheduled",
 * and one whose set knows more (an ended alert, a closed posting) says so, as the list does.
 */
function statusWords<E extends AdminItem>(set: ContentSetConfig<E>, item: E): string {
  if (item.status !== "published") return "Draft";
  const waiting = set.appearsAt?.(item);
  return waiting ? `Scheduled for ${formatDayOrTime(waiting)}` : (set.stateOf?.(item) ?? "Published");
}

export function ContentEditor<E extends AdminItem>({
  set,
  service,
  item: loadedItem,
  startValues,
  startedFrom,
  history,
  act,
  api,
}: {
  set: ContentSetConfig<E>;
  service: ContentService<E, Input>;
  /** The stored item being edited; none for a new one. */
  item?: E;
  startValues: FormValues;
  /** "Duplicate": the title of the item this new one started from. */
  startedFrom?: string;
  /** The item's saved versions; without it the editor offers no history. */
  history?: HistoryService<E>;
  /** Runs the set's own actions (set.actions); without it the editor offers none. */
  act?: RunItemAction<E>;
  /**
   * For the set's own reads before a delete (set.deleteNote) or a save (set.saveNote); without it the delete question
   * says only the usual and a save asks nothing.
   */
  api?: ApiClient;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const flash = (location.state as FlashState | null)?.flash;
  const { names } = set;
  const fieldNames = new Set(set.fields.map((field) => field.name));

  const form = useVersionedForm({ fields: set.fields, stored: loadedItem, startValues, valuesOf: set.valuesOf });
  const { record: item, values, baseline, errors, dirty, showErrors, announce } = form;
  // One save at a time, held until the site's frame is read again: a double click on a fast server saved twice.
  const saving = useOnePress();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteAlso, setDeleteAlso] = useState<string | null>(null);
  const [checkingDelete, setCheckingDelete] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // A save the set asks about first (set.saveNote): the question's words, and the save it holds until answered.
  const [saveQuestion, setSaveQuestion] = useState<{ note: string; send(): Promise<void> }>();
  const [checkingSave, setCheckingSave] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // One action at a time (ADR 060): a second press while "End this alert now" runs is dropped, not sent again.
  const acting = useOnePress<string>();
  // What an action did; `count` makes each one a new arrival that takes focus (its button is usually gone).
  const [done, setDone] = useState<{ text: string; count: number }>();
  // Set just before this screen navigates itself away (after a create or a delete): nothing is left unsaved then.
  const leaving = useRef(false);

  // What was typed here is kept in this browser until it is saved or thrown away (ADR 047); work kept earlier and
  // never saved is offered back first, and nothing is kept over it until that is answered.
  // Read once: the screen's item and administrator do not change while it is open (it is keyed on the item).
  const owner = useKeptWorkOwner();
  const [keptKey] = useState(() => draftKey(owner, set.apiPath, loadedItem?.id));
  // Work that says nothing the form does not already is not offered; the effect below then removes it.
  const [kept, setKept] = useState<KeptDraft | undefined>(() => {
    const found = readDraft(keptKey);
    return found && differingFields(set.fields, found.values, startValues).length > 0 ? found : undefined;
  });
  const otherTab = useOtherTabEditing(keptKey);

  // The frame around the form reads the site from the root loader (an alert's banner above this very screen, the
  // menus listing added pages); a write goes to the API, so nothing reloads that frame unless asked. The form
  // keeps its own state.
  const reloadFrame = () => revalidator.revalidate();

  // Whether the work as it stands is in storage now: not while an offer waits (nothing is kept over it), nor in a
  // browser that refuses storage. The question before leaving says "kept" only when it is.
  const [storedHere, setStoredHere] = useState(false);
  const leaveQuestion = useLeaveGuard(dirty, leaving, `this ${names.singular}`, storedHere);
  useSessionKeptWhileTyping(values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another tab's save or discard removed this work too
  useEffect(() => {
    if (kept || leaving.current) {
      setStoredHere(false);
      return;
    }
    if (!dirty) dropDraft(keptKey);
    else
      setStoredHere(
        keepDraft(keptKey, {
          values,
          base: baseline,
          version: item?.version ?? null,
          keptAt: new Date().toISOString(),
        }),
      );
  }, [kept, dirty, keptKey, values, baseline, item?.version, otherTab.removals]);

  function restoreKept() {
    if (!kept) return;
    form.setValues(kept.values);
    setKept(undefined);
    if (item && kept.version !== null && kept.version !== item.version) {
      // Saved again since the work was kept (another tab, a colleague): the conflict panel shows each field that
      // differs, as a 409 would, with what was changed since marked.
      form.clash(item, item.version, kept.base, kept.values);
      return;
    }
    announce("Your changes are back in the form. Save to keep them.", true);
  }

  function discardKept() {
    dropDraft(keptKey);
    setKept(undefined);
    announce("The changes this browser kept are thrown away.", true);
  }

  const title = item ? set.titleOf(item) : undefined;

  function change(name: string, value: string) {
    announce(undefined);
    setDone(undefined);
    form.setValues((current) => ({ ...current, [name]: value }));
  }

  const save = () => saving.run(saveNow);

  async function saveNow() {
    const { values: toSave, version } = form.toSave();
    announce(undefined);
    setDone(undefined);
    const checked = checkValues(set.schema, set.inputOf(toSave));
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    form.setErrors({});
    // Asked of the item as stored now: while a 409 is being settled, that is the other person's version.
    const storedNow = form.conflict?.theirs ?? item;
    if (storedNow && set.saveNote && api) {
      setCheckingSave(true);
      let note: string | null;
      try {
        note = await set.saveNote(storedNow, toSave, api);
      } finally {
        setCheckingSave(false);
      }
      if (note) {
        setSaveQuestion({ note, send: () => send(toSave, version, checked.input) });
        return;
      }
    }
    await send(toSave, version, checked.input);
  }

  async function send(toSave: FormValues, version: number | undefined, input: Input) {
    try {
      if (!item || version === undefined) {
        const created = await service.create(input);
        leaving.current = true;
        dropDraft(keptKey);
        const waiting = set.appearsAt?.(created);
        const how = waiting
          ? `will be published on ${formatDayOrTime(waiting)}`
          : created.status === "published"
            ? "published"
            : "saved as a draft";
        await navigate(`${set.adminPath}/${encodeURIComponent(String(created.id))}`, {
          replace: true,
          state: { flash: `The ${names.singular} was created and ${how}.` } satisfies FlashState,
        });
        void reloadFrame();
        return;
      }
      const updated = await service.update(item.id, { ...input, version });
      const settling = form.conflict !== undefined;
      form.settle(updated);
      const reloaded = reloadFrame();
      const waiting = set.appearsAt?.(updated);
      announce(
        waiting
          ? `Saved at ${formatChangedAt(updated.updatedAt)}. It will be published on ${formatDayOrTime(waiting)}: until then only the office sees it.`
          : updated.status === "published"
            ? `Saved at ${formatChangedAt(updated.updatedAt)}. The website shows this version.`
            : `Saved at ${formatChangedAt(updated.updatedAt)} as a draft: only the office sees it.`,
        settling,
      );
      await reloaded;
    } catch (error) {
      const found = versionConflictOf<E>(error);
      if (found?.current) {
        form.clash(found.current, found.currentVersion, baseline, toSave);
        return;
      }
      if (item && isNotFound(error)) {
        // Deleted by someone else meanwhile: keep every word, and let Save make it anew.
        form.setRecord(undefined);
        showErrors({
          [FORM_ERROR_KEY]: `Someone deleted this ${names.singular} while you were editing. Your text is still here: select “Save” to keep it as a new ${names.singular}, or put the deleted one back from “Recently deleted” first if it should keep its address.`,
        });
        return;
      }
      showErrors(errorsOf(error, fieldNames));
    }
  }

  async function runAction(action: ItemAction<E>) {
    if (!item || !act) return;
    announce(undefined);
    setDone(undefined);
    try {
      const updated = await act(item.id, action.name);
      const now = set.valuesOf(updated);
      // What the office typed and has not saved stays in the form (still to save); the rest is as saved now.
      const typed = new Set(differingFields(set.fields, values, baseline).map((field) => field.name));
      form.settle(
        updated,
        Object.fromEntries(set.fields.map(({ name }) => [name, (typed.has(name) ? values : now)[name] ?? ""])),
      );
      form.setErrors({});
      setDone((last) => ({ text: action.doneMessage(updated), count: (last?.count ?? 0) + 1 }));
      void reloadFrame();
    } catch (error) {
      showErrors(errorsOf(error, fieldNames));
    }
  }

  function takeTheirs() {
    setDone(undefined);
    form.takeTheirs("the version");
  }

  async function askDelete() {
    if (!item) return;
    if (set.deleteNote && api) {
      setCheckingDelete(true);
      try {
        setDeleteAlso(await set.deleteNote(item, api));
      } finally {
        setCheckingDelete(false);
      }
    }
    setDeleteOpen(true);
  }

  async function remove() {
    if (!item) return;
    setDeleting(true);
    try {
      await service.remove(item.id);
    } catch (error) {
      // Already gone is what was asked for.
      if (!isNotFound(error)) {
        setDeleting(false);
        setDeleteOpen(false);
        showErrors(errorsOf(error, fieldNames));
        return;
      }
    }
    leaving.current = true;
    dropDraft(keptKey);
    await navigate(set.adminPath, { state: { flash: `“${title}” was deleted.` } satisfies FlashState });
    void reloadFrame();
  }

  const heading = item
    ? `Edit “${title}”`
    : startedFrom
      ? `New ${names.singular} from “${startedFrom}”`
      : `Create ${withArticle(names)}`;
  const publicPath = item ? set.publicPath(item) : null;
  // The blocks field lists each block's problem on its own, linked to that block; the other fields link to their
  // input, whose id is the field's name.
  const summaryFields = set.fields.map((field) =>
    field.kind === "blocks"
      ? { name: field.name, targetId: field.name, problems: blockProblemTargets(field.name) }
      : { name: field.name, targetId: field.name },
  );

  return (
    <>
      <Breadcrumbs
        root={DASHBOARD_CRUMB}
        trail={[{ text: names.plural, to: set.adminPath }]}
        current={item ? `Edit ${names.singular}` : `New ${names.singular}`}
      />
      <h1>{heading}</h1>
      {item ? (
        <p className="admin-meta">
          {statusWords(set, item)} · last changed {formatChangedAt(item.updatedAt)}
          {item.updatedBy ? ` by ${item.updatedBy}` : ""}
        </p>
      ) : null}
      {startedFrom ? (
        <p className="admin-flash">
          This is a copy of “{startedFrom}” and is not saved yet. Choose its dates, then save it.
        </p>
      ) : null}
      {item && act && set.actions?.some((action) => action.offeredFor(item)) ? (
        <div className="admin-actions">
          {set.actions
            .filter((action) => action.offeredFor(item))
            .map((action) => (
              <BusyButton
                key={action.name}
                className="button button--ghost"
                busy={acting.isRunning(action.name)}
                onClick={() => acting.run(() => runAction(action), action.name)}
              >
                {acting.isRunning(action.name) ? action.busyLabel : action.label}
              </BusyButton>
            ))}
        </div>
      ) : null}
      <ArrivalNotice key={location.key} flash={form.saved || done ? undefined : flash} />
      {done ? <ArrivalNotice key={`done-${done.count}`} flash={done.text} /> : null}
      <StatusNotice text={form.saved} focusKey={form.savedFocus} />

      {kept ? (
        <KeptDraftOffer
          what={item ? `this ${names.singular}` : `a new ${names.singular}`}
          keptAt={formatChangedAt(kept.keptAt)}
          changed={differingFields(set.fields, kept.values, kept.base).map((field) => field.label)}
          onRestore={restoreKept}
          onDiscard={discardKept}
        />
      ) : null}
      <OtherTabNotice shown={otherTab.editing} what={item ? `this ${names.singular}` : `a new ${names.singular}`} />

      <ErrorSummary errors={errors} fields={summaryFields} focusKey={form.summaryFocus} />

      {form.conflict ? (
        <ConflictPanel
          rows={form.conflictRows}
          theirName={form.conflict.theirs.updatedBy}
          choices={form.choices}
          onChoose={form.choose}
          onSave={save}
          onTakeTheirs={takeTheirs}
          saving={saving.busy}
        />
      ) : null}

      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        aria-label={heading}
      >
        {set.fields
          .filter((field) => field.kind !== "hidden" && (field.shownIf?.(values) ?? true))
          .map((field) => (
            <FormField
              key={field.name}
              field={field}
              value={values[field.name] ?? ""}
              error={errors[field.name]}
              values={values}
              onChange={change}
            />
          ))}
        <div className="admin-actions">
          <BusyButton type="submit" className="button" busy={saving.busy}>
            {saving.busy ? (checkingSave ? "Checking…" : "Saving…") : "Save"}
          </BusyButton>
          <button type="button" className="button button--ghost" onClick={() => setPreviewOpen(true)}>
            Preview
          </button>
          {item && history ? (
            <button type="button" className="button button--ghost" onClick={() => setHistoryOpen(true)}>
              History
            </button>
          ) : null}
          {item && !set.isFixed?.(item) ? (
            <Link
              className="button button--ghost"
              to={`${set.adminPath}/new?from=${encodeURIComponent(String(item.id))}`}
            >
              Duplicate
            </Link>
          ) : null}
          {publicPath ? (
            <Link className="button button--ghost" to={publicPath}>
              View on the website
            </Link>
          ) : null}
          {item && !set.isFixed?.(item) ? (
            <BusyButton className="button button--danger" busy={checkingDelete} onClick={() => void askDelete()}>
              {checkingDelete ? "Checking…" : "Delete"}
            </BusyButton>
          ) : null}
        </div>
      </form>

      {item && history ? (
        <AdminDialog title={`History of “${title}”`} isOpen={historyOpen} onOpenChange={setHistoryOpen} wide>
          <HistoryPanel
            set={set}
            history={history}
            item={item}
            values={values}
            dirty={dirty}
            onRestored={(restored, fromVersion) => {
              form.settle(restored);
              form.setErrors({});
              setHistoryOpen(false);
              setDone(undefined);
              announce(`Version ${fromVersion} is restored: it is now version ${restored.version}.`);
              void reloadFrame();
            }}
          />
          <div className="admin-actions">
            <button type="button" className="button button--ghost" onClick={() => setHistoryOpen(false)}>
              Close the history
            </button>
          </div>
        </AdminDialog>
      ) : null}

      <AdminDialog title="Preview" isOpen={previewOpen} onOpenChange={setPreviewOpen} wide>
        <p className="admin-dialog__note">
          How the page will look{values.status === "published" ? "" : " once it is published"}. Nothing is saved by
          previewing.
        </p>
        <article className="page__body admin-preview">
          <set.Preview values={values} />
        </article>
        <div className="admin-actions">
          <button type="button" className="button" onClick={() => setPreviewOpen(false)}>
            Close the preview
          </button>
        </div>
      </AdminDialog>

      <ConfirmDialog
        title={`Delete “${title}”?`}
        isOpen={deleteOpen}
        confirmLabel={`Delete “${title}”`}
        keepLabel="Cancel"
        busy={deleting}
        busyLabel="Deleting…"
        onConfirm={remove}
        onCancel={() => setDeleteOpen(false)}
      >
        <p>
          The {names.singular} will be removed from the website and from this list. You can put it back from “Recently
          deleted” for {DELETED_KEPT_DAYS} days.
        </p>
        {deleteAlso ? <p>{deleteAlso}</p> : null}
      </ConfirmDialog>

      <ConfirmDialog
        title={`Save the changes to “${title}”?`}
        isOpen={saveQuestion !== undefined}
        confirmLabel="Save anyway"
        keepLabel="Go back"
        onConfirm={() => {
          // Closed first, so the answer to the save (its "Saved at …", or the errors) takes focus as after any save.
          const asked = saveQuestion;
          setSaveQuestion(undefined);
          if (asked) saving.run(asked.send);
        }}
        onCancel={() => setSaveQuestion(undefined)}
      >
        <p>{saveQuestion?.note}</p>
      </ConfirmDialog>

      {leaveQuestion}
    </>
  );
}
