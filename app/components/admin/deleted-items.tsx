/**
 * "Recently deleted" (ADR 048), a content set's, the inbox's (ADR 062) or the picture library's (ADR 066): what was
 * deleted in the last 30 days, who deleted it and when, with "Put back" (it comes back under its own address) and
 * "Delete forever" after a question.
 */
import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import type { SetNames } from "~/lib/admin/content-set.ts";
import type { DeletedService } from "~/lib/api/deleted-service.ts";
import { ApiError, ApiResponseError } from "~/lib/api/errors.ts";
import { isRecord } from "~/lib/api/is-record.ts";
import {
  DELETED_KEPT_DAYS,
  type DeletedItem,
  type KeptDeletion,
  type PictureLeftOff,
} from "../../../common/content/deleted.ts";
import { ConfirmDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "./content-list.tsx";
import { StatusNotice } from "./screen-notices.tsx";

/** Why the server refused, in its own words: a 409's message, a 400's first field, a 404 as "no longer kept". */
function refusalOf(error: unknown, what: string): string {
  if (error instanceof ApiResponseError && error.status === 409 && isRecord(error.response.data)) {
    const { message } = error.response.data;
    if (typeof message === "string") return message;
  }
  if (error instanceof ApiError && error.status === 400 && isRecord(error.response?.data)) {
    const { fields } = error.response.data;
    const first = isRecord(fields) ? Object.values(fields).find((value) => typeof value === "string") : undefined;
    if (typeof first === "string") return first;
  }
  if (error instanceof ApiError && error.status === 404) {
    return `${what} is no longer kept: someone may have put it back or deleted it forever. The list is up to date now.`;
  }
  return error instanceof Error && error.message ? error.message : "That did not work. Please try again.";
}

/**
 * What a put back answers at least: the item (or message, or picture) under its id; a content item also the picture it
 * came back without, when that was deleted meanwhile (ADR 066).
 */
export type PutBack = { id: string | number; pictureLeftOff?: PictureLeftOff };

/**
 * Where the deleted things belong, for its "Recently deleted" screen and the links to it: a content set's
 * configuration, the inbox's (ADR 062) or the picture library's (ADR 066). B: what its put back answers.
 */
export interface DeletedPlace<K extends KeptDeletion = DeletedItem, B extends PutBack = PutBack> {
  /** The access point its screens declare for the guard (spec §4). */
  accessPoint: string;
  /** The collection under /api whose /deleted routes keep them. */
  apiPath: `/${string}`;
  /** Its list's address in the dashboard; items come back under it. */
  adminPath: string;
  names: SetNames;
  /** What it says differently from a content set, whose words are the defaults. */
  deletedWords?: Partial<DeletedWords<K, B>>;
}

/** What a place says differently from a content set (whose words are the defaults). */
export interface DeletedWords<K, B = PutBack> {
  /** How "Put it back to show it …" ends: "on the website again at its address". */
  whereBack: string;
  /** The first column's heading. */
  itemHeading: string;
  /** A line under the title to recognise it by (the inbox: address, topic, when it was sent). */
  detailOf?: (item: K) => string;
  /** A small picture beside the title to recognise it by (a picture's thumbnail). */
  thumbnailOf?: (item: K) => ReactNode;
  /** The "is back" notice's link to it: "Edit"; null where it has no screen of its own (a picture: its list shows it). */
  openVerb: string | null;
  /** What the "is back" notice adds from the answer (a picture: how many items show it again). */
  backNote?: (back: B) => string;
  /** What "Delete forever" removes, before "This cannot be undone." */
  foreverNote: string;
  /** How long what was deleted is kept, under the heading. */
  keptNote: string;
}

/**
 * Why a content item came back without its picture, and where that picture is: under the library's "Recently
 * deleted", where putting it back gives it back to this item too, or gone for good (ADR 066).
 */
function pictureNote(leftOff: PictureLeftOff | undefined, names: DeletedPlace["names"]): string {
  if (!leftOff) return "";
  return leftOff.kept
    ? `It shows no picture for now: its picture “${leftOff.title}” was deleted and is under Pictures › Recently deleted. Put the picture back there and this ${names.singular} shows it again.`
    : `It came back without a picture that was deleted for good. Choose another in its editor if it needs one.`;
}

function contentSetWords(names: DeletedPlace["names"]): DeletedWords<unknown> {
  return {
    whereBack: "on the website again at its address",
    itemHeading: "Title",
    openVerb: "Edit",
    backNote: (back) => pictureNote(back.pictureLeftOff, names),
    foreverNote: `The ${names.singular} and every saved version of it will be removed for good.`,
    keptNote: `What was deleted is kept for ${DELETED_KEPT_DAYS} days.`,
  };
}

export function DeletedItems<
  E extends PutBack,
  K extends KeptDeletion & { status?: DeletedItem["status"] } = DeletedItem,
>({
  set,
  items,
  service,
}: {
  set: DeletedPlace<K, E>;
  items: K[];
  /** The list is the loader's: the screen puts back and deletes forever. */
  service: Pick<DeletedService<E, K>, "putBack" | "deleteForever">;
}) {
  const revalidator = useRevalidator();
  const { names } = set;
  const words: DeletedWords<K, E> = { ...contentSetWords(names), ...set.deletedWords };
  // What was put back or deleted forever here: gone from the table at once, before the list is read again.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<{ text: string; editPath?: string; title?: string; count: number }>();
  const [error, setError] = useState<string>();
  // Each row's own busy state: a second put back pressed while the first is under way keeps its own.
  const [puttingBack, setPuttingBack] = useState<ReadonlySet<string>>(new Set());
  const [forever, setForever] = useState<K>();
  const [foreverError, setForeverError] = useState<string>();
  const shown = items.filter((item) => !gone.has(String(item.id)));

  /** The row's control is gone: the notice takes focus (StatusNotice's focusKey), and the list is read again. */
  function done(item: K, text: string, editPath?: string) {
    setGone((before) => new Set(before).add(String(item.id)));
    setNotice((last) => ({ text, editPath, title: item.title, count: (last?.count ?? 0) + 1 }));
    // The site's frame (an alert's banner, the menus' added pages) may change too.
    void revalidator.revalidate();
  }

  async function putBack(item: K) {
    const key = String(item.id);
    setError(undefined);
    setPuttingBack((before) => new Set(before).add(key));
    try {
      const back = await service.putBack(item.id);
      done(
        item,
        [`“${item.title}” is back.`, words.backNote?.(back)].filter(Boolean).join(" "),
        words.openVerb === null ? undefined : `${set.adminPath}/${encodeURIComponent(String(back.id))}`,
      );
    } catch (caught) {
      setError(refusalOf(caught, `“${item.title}”`));
      if (caught instanceof ApiError && caught.status === 404) void revalidator.revalidate();
    } finally {
      setPuttingBack((before) => {
        const after = new Set(before);
        after.delete(key);
        return after;
      });
    }
  }

  async function deleteForever() {
    if (!forever) return;
    try {
      await service.deleteForever(forever.id);
      const item = forever;
      setForever(undefined);
      // An earlier refusal on another row is no longer what the screen is about.
      setError(undefined);
      done(item, `“${item.title}” was deleted forever.`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) {
        const item = forever;
        setForever(undefined);
        done(item, `“${item.title}” is no longer kept.`);
        return;
      }
      setForeverError(refusalOf(caught, `“${forever.title}”`));
    }
  }

  return (
    <>
      <Breadcrumbs
        root={DASHBOARD_CRUMB}
        trail={[{ text: names.plural, to: set.adminPath }]}
        current="Recently deleted"
      />
      <h1>Recently deleted {names.plural.toLowerCase()}</h1>
      <p className="admin-meta">
        {words.keptNote} Put it back to show it {words.whereBack}, or delete it forever now.
      </p>
      <StatusNotice text={notice?.text} focusKey={notice?.count ?? 0}>
        {notice?.editPath ? (
          <Link to={notice.editPath}>
            {words.openVerb} “{notice.title}”
          </Link>
        ) : null}
      </StatusNotice>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}

      {shown.length === 0 ? (
        <div className="admin-empty">
          <p>
            {gone.size > 0
              ? "Nothing else is waiting to be put back."
              : `Nothing has been deleted in the last ${DELETED_KEPT_DAYS} days.`}
          </p>
          <p>
            <Link to={set.adminPath}>Back to {names.plural.toLowerCase()}</Link>
          </p>
        </div>
      ) : (
        <div className="admin-table__scroll">
          <table className="admin-table stack-table">
            <caption className="visually-hidden">Deleted {names.plural.toLowerCase()}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">{words.itemHeading}</th>
                <th scope="col">Deleted</th>
                <th scope="col">Kept until</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => {
                const key = String(item.id);
                return (
                  <tr key={key}>
                    <th scope="row">
                      {words.thumbnailOf ? (
                        <span className="deleted-table__thumbnail">{words.thumbnailOf(item)}</span>
                      ) : null}
                      {item.title}
                      {item.status === "draft" ? " (draft)" : null}
                      {words.detailOf ? <span className="deleted-table__detail">{words.detailOf(item)}</span> : null}
                    </th>
                    <td data-label="Deleted">
                      {formatChangedAt(item.deletedAt)}
                      {item.deletedBy ? ` by ${item.deletedBy}` : ""}
                    </td>
                    <td data-label="Kept until">{formatChangedAt(item.keptUntil)}</td>
                    <td>
                      <div className="admin-actions">
                        <BusyButton
                          type="button"
                          className="button button--small"
                          busy={puttingBack.has(key)}
                          onClick={() => void putBack(item)}
                        >
                          {puttingBack.has(key) ? "Putting back…" : "Put back"}{" "}
                          <span className="visually-hidden">“{item.title}”</span>
                        </BusyButton>
                        <button
                          type="button"
                          className="button button--danger button--small"
                          onClick={() => {
                            setForeverError(undefined);
                            setForever(item);
                          }}
                        >
                          Delete forever <span className="visually-hidden">“{item.title}”</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        title={forever ? `Delete “${forever.title}” forever?` : "Delete forever?"}
        isOpen={forever !== undefined}
        confirmLabel={forever ? `Delete “${forever.title}” forever` : "Delete forever"}
        keepLabel="Cancel"
        error={foreverError}
        busyLabel="Deleting…"
        onConfirm={deleteForever}
        onCancel={() => setForever(undefined)}
      >
        <p>{words.foreverNote} This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
