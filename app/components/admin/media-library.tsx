/**
 * The office's pictures: add several at once (drag and drop or choose), each with its description and a
 * progress bar, and a wrong one taken off the list before it is sent; the library below with search, where
 * each picture is used, its description changed, and delete with a question; what was deleted waits 30 days under
 * "Recently deleted" (ADR 066), the content sets' screen configured by MEDIA_PLACE.
 */
import { useEffect, useRef, useState } from "react";
import { Button, type DropItem, DropZone, type FileDropItem, FileTrigger, Text } from "react-aria-components";
import { Form, Link, useRevalidator } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { Pager } from "~/components/content/pager.tsx";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { ApiResponseError } from "~/lib/api/errors.ts";
import { isRecord } from "~/lib/api/is-record.ts";
import { type MediaService, UploadError } from "~/lib/api/media-service.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import { DELETED_KEPT_DAYS } from "../../../common/content/deleted.ts";
import type { Page } from "../../../common/content/types.ts";
import { countWords } from "../../../common/count-words.ts";
import type { DeletedPicture, MediaItem, PutBackPicture } from "../../../common/media/media.ts";
import { MEDIA_WIDTHS, mediaFileUrl } from "../../../common/media/media.ts";
import { AdminDialog, ConfirmDialog } from "./admin-dialog.tsx";
import { DASHBOARD_CRUMB } from "./content-list.tsx";
import type { DeletedPlace } from "./deleted-items.tsx";
import { ErrorSummary, type SummaryField } from "./error-summary.tsx";
import { ListToolbar, RecentlyDeletedLink } from "./list-filters.tsx";
import { PictureDescriptionDialog } from "./picture-description.tsx";
import { StatusNotice } from "./screen-notices.tsx";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 10 * 1024 * 1024;

interface Queued {
  key: string;
  file: File;
  alt: string;
  decorative: boolean;
  progress: number | null;
  state: "ready" | "uploading" | "done" | "failed";
  error?: string;
  /** What the error is about: the description (its field is where to fix it) or the file (take it off the list). */
  problem?: "alt" | "file";
}

/** A picture's smallest file, for the library's cards and the picker. */
export function MediaThumb({ picture, alt }: { picture: MediaItem; alt: string }) {
  return (
    <img
      src={mediaFileUrl(picture.id, picture.variants[0] ?? MEDIA_WIDTHS[0])}
      alt={alt}
      width={MEDIA_WIDTHS[0]}
      height={Math.round((MEDIA_WIDTHS[0] * picture.height) / picture.width)}
      loading="lazy"
    />
  );
}

/** "2.4 MB", "380 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const SET_PATHS: Record<string, { label: string; path: string }> = {
  news: { label: "News", path: "/admin/news" },
  events: { label: "Event", path: "/admin/events" },
  alumni: { label: "Graduate", path: "/admin/alumni" },
  pages: { label: "Page", path: "/admin/pages" },
};

export const MEDIA_PATH = "/admin/media";

/** "2 items", for what shows a picture. */
const itemsWord = (count: number) => countWords(count, "item", "items");

/** The library as its "Recently deleted" knows it (ADR 066): where it is, and what it says differently from a set. */
export const MEDIA_PLACE: DeletedPlace<DeletedPicture, PutBackPicture> = {
  accessPoint: "admin-media",
  apiPath: "/media",
  adminPath: MEDIA_PATH,
  names: { plural: "Pictures", singular: "picture" },
  deletedWords: {
    whereBack: "in the library again, at its own address and on the items it was taken off that still show no picture",
    itemHeading: "Picture",
    detailOf: (picture) =>
      `${picture.originalName} · ${
        picture.takenOff.length === 0
          ? "was not used on the site"
          : `taken off ${picture.takenOff.map((use) => `“${use.title}”`).join(", ")}`
      }`,
    // The description is the row's heading beside it, so the thumbnail itself says nothing more.
    thumbnailOf: (picture) => (
      <img
        src={browserServices()
          .api.urlOf(`/media/deleted/${encodeURIComponent(picture.id)}/${picture.variants[0] ?? MEDIA_WIDTHS[0]}.webp`)
          .toString()}
        alt=""
        width={MEDIA_WIDTHS[0]}
        height={Math.round((MEDIA_WIDTHS[0] * picture.height) / picture.width)}
        loading="lazy"
      />
    ),
    openVerb: null,
    backNote: (back) => {
      const shows =
        back.itemsBack === 0
          ? "It is in the library again."
          : `It is in the library again and shows on ${itemsWord(back.itemsBack)} again.`;
      // Items deleted since it was taken off them get it back with their own put back (ADR 066).
      const waiting = back.deletedItemsBack;
      if (waiting === 0) return shows;
      return waiting === 1
        ? `${shows} 1 item under Recently deleted will show it when it is put back.`
        : `${shows} ${waiting} items under Recently deleted will show it when they are put back.`;
    },
    foreverNote: "The picture and all its files will be removed for good.",
  },
};

/** Why the server refused a delete, in its own words (an item that cannot be saved without the picture). */
function deleteRefusal(error: unknown): string {
  if (error instanceof ApiResponseError && error.status === 409 && isRecord(error.response.data)) {
    const { message } = error.response.data;
    if (typeof message === "string") return message;
  }
  return "The picture could not be deleted. Try again.";
}

/** Problems the browser can see before sending anything; the server checks again from the bytes. */
function firstCheck(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type)) return "This file is not a JPEG, PNG or WebP picture.";
  if (file.size > MAX_BYTES) return "The picture must be smaller than 10 MB.";
  return undefined;
}

/** The error summary's line for each picture that was refused, named, and linked to where it is put right. */
function problemsOf(queue: readonly Queued[]): { errors: Record<string, string>; fields: SummaryField[] } {
  const refused = queue.filter((item) => item.state === "failed" && item.error);
  return {
    errors: Object.fromEntries(refused.map((item) => [item.key, item.error ?? ""])),
    fields: refused.map((item) => {
      // The description to write (or, once marked decorative, that box: the description's field is off then); a
      // file the server or the browser refused is taken off the list.
      const targetId =
        item.problem === "alt" ? `${item.key}-${item.decorative ? "decorative" : "alt"}` : `${item.key}-remove`;
      return {
        name: item.key,
        targetId,
        problems: (message: string) => [{ message: `${item.file.name}: ${message}`, targetId }],
      };
    }),
  };
}

function Uploads({ service, onUploaded }: { service: MediaService; onUploaded(): Promise<void> }) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // One upload of the list at a time: a second press while it runs would send the pictures still waiting twice.
  const uploading = useOnePress();
  /** Raised by each upload with a refusal: the summary takes focus every time. */
  const [refusals, setRefusals] = useState(0);
  const counter = useRef(0);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Taken off while others upload: the running upload's list was read before.
  const removed = useRef(new Set<string>());
  // Where focus goes once a removed item's button has left the page: another item's Remove, or "Choose pictures".
  const [focusAfterRemove, setFocusAfterRemove] = useState<{ key: string | null } | null>(null);

  useEffect(() => {
    if (!focusAfterRemove) return;
    const target = focusAfterRemove.key ? removeButtons.current.get(focusAfterRemove.key) : undefined;
    (target ?? chooseButton.current)?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove]);

  const add = (files: readonly File[]) => {
    const added = files.map((file) => {
      counter.current += 1;
      const problem = firstCheck(file);
      return {
        key: `${counter.current}-${file.name}`,
        file,
        alt: "",
        decorative: false,
        progress: null,
        state: problem ? ("failed" as const) : ("ready" as const),
        error: problem,
        problem: problem ? ("file" as const) : undefined,
      };
    });
    setQueue((current) => [...current.filter((q) => q.state !== "done"), ...added]);
    setAnnouncement(
      `${added.length} ${added.length === 1 ? "picture" : "pictures"} added. Describe each one, then upload.`,
    );
  };
  const update = (key: string, change: Partial<Queued>) =>
    setQueue((current) => current.map((q) => (q.key === key ? { ...q, ...change } : q)));

  const removable = (item: Queued) => item.state === "ready" || item.state === "failed";

  const remove = (item: Queued) => {
    const index = queue.indexOf(item);
    const next = queue.slice(index + 1).find(removable) ?? queue.slice(0, index).reverse().find(removable);
    removed.current.add(item.key);
    setQueue((current) => current.filter((q) => q.key !== item.key));
    setFocusAfterRemove({ key: next?.key ?? null });
    const left = queue.filter((q) => q !== item && q.state !== "done").length;
    setAnnouncement(
      `${item.file.name} was taken off the list. ${
        left === 0 ? "No pictures are waiting." : `${left} ${left === 1 ? "picture is" : "pictures are"} waiting.`
      }`,
    );
  };

  const ready = queue.filter((q) => q.state === "ready" || (q.state === "failed" && !firstCheck(q.file)));

  const uploadAll = async () => {
    let done = 0;
    let failed = 0;
    for (const item of ready) {
      if (removed.current.has(item.key)) continue;
      if (!item.decorative && item.alt.trim() === "") {
        update(item.key, {
          state: "failed",
          error: "Describe the picture for people who cannot see it, or mark it as decorative.",
          problem: "alt",
        });
        failed += 1;
        continue;
      }
      update(item.key, { state: "uploading", progress: 0, error: undefined, problem: undefined });
      try {
        await service.upload({
          file: item.file,
          alt: item.alt,
          decorative: item.decorative,
          onProgress: (fraction) => update(item.key, { progress: fraction }),
        });
        update(item.key, { state: "done", progress: 1 });
        done += 1;
      } catch (error) {
        const aboutAlt = error instanceof UploadError && !error.fields.file && Boolean(error.fields.alt);
        const message =
          error instanceof UploadError
            ? (error.fields.file ?? error.fields.alt ?? error.message)
            : "The upload failed. Try again.";
        update(item.key, { state: "failed", error: message, problem: aboutAlt ? "alt" : "file", progress: null });
        failed += 1;
      }
    }
    setAnnouncement(
      `${done} ${done === 1 ? "picture" : "pictures"} uploaded${failed ? `, ${failed} not: see the messages beside them` : ""}.`,
    );
    if (failed > 0) setRefusals((n) => n + 1);
    // Every picture is up and the Upload button goes: focus goes to adding more rather than to the page's body.
    else setFocusAfterRemove({ key: null });
    // Held until the library below shows the new pictures.
    if (done > 0) await onUploaded();
  };
  const summary = problemsOf(queue);

  const onDrop = async (event: { items: DropItem[] }) => {
    const files = event.items.filter((item): item is FileDropItem => item.kind === "file");
    add(await Promise.all(files.map((item) => item.getFile())));
  };

  return (
    <section aria-labelledby="add-pictures" className="media-upload">
      <h2 id="add-pictures">Add pictures</h2>
      {refusals > 0 ? (
        <ErrorSummary
          errors={summary.errors}
          fields={summary.fields}
          focusKey={refusals}
          titleId="upload-error-title"
        />
      ) : null}
      <DropZone
        className={({ isDropTarget }) => `media-drop${isDropTarget ? " media-drop--active" : ""}`}
        getDropOperation={(types) => (ACCEPTED.some((type) => types.has(type)) ? "copy" : "cancel")}
        onDrop={onDrop}
      >
        <Text slot="label" elementType="p">
          Drag pictures here, or choose them. JPEG, PNG or WebP, up to 10 MB each.
        </Text>
        <FileTrigger acceptedFileTypes={ACCEPTED} allowsMultiple onSelect={(files) => add(Array.from(files ?? []))}>
          <Button className="button button--ghost" ref={chooseButton}>
            Choose pictures
          </Button>
        </FileTrigger>
      </DropZone>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {queue.length > 0 ? (
        <ul className="media-queue">
          {queue.map((item) => {
            const altId = `${item.key}-alt`;
            const errorId = `${item.key}-error`;
            return (
              <li key={item.key} className="media-queue__item">
                <p className="media-queue__name">
                  <strong>{item.file.name}</strong> ({formatBytes(item.file.size)})
                </p>
                <FieldErrorMessage id={item.key} error={item.error} />
                {item.state === "done" ? (
                  <p className="media-queue__done">Uploaded.</p>
                ) : (
                  <>
                    <div className="field">
                      <label className="field__label" htmlFor={altId}>
                        Description of {item.file.name}
                      </label>
                      <p className="field__hint" id={`${altId}-hint`}>
                        What the picture shows, for people who cannot see it.
                      </p>
                      <input
                        id={altId}
                        className="field__input field__input--long"
                        value={item.alt}
                        disabled={item.decorative || item.state === "uploading"}
                        aria-invalid={item.problem === "alt" ? true : undefined}
                        aria-describedby={`${altId}-hint${item.error ? ` ${errorId}` : ""}`}
                        onChange={(event) => update(item.key, { alt: event.target.value })}
                      />
                    </div>
                    <div className="checkboxes__item">
                      <input
                        type="checkbox"
                        id={`${item.key}-decorative`}
                        checked={item.decorative}
                        disabled={item.state === "uploading"}
                        onChange={(event) => update(item.key, { decorative: event.target.checked })}
                      />
                      <label htmlFor={`${item.key}-decorative`}>Decorative: it adds nothing a reader needs</label>
                    </div>
                  </>
                )}
                {item.progress !== null ? (
                  <progress
                    className="media-queue__progress"
                    max={1}
                    value={item.progress}
                    aria-label={`Uploading ${item.file.name}`}
                  />
                ) : null}
                {removable(item) ? (
                  <button
                    type="button"
                    id={`${item.key}-remove`}
                    className="button button--ghost media-queue__remove"
                    ref={(button) => {
                      if (button) removeButtons.current.set(item.key, button);
                      else removeButtons.current.delete(item.key);
                    }}
                    onClick={() => remove(item)}
                  >
                    Remove<span className="visually-hidden"> {item.file.name}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Kept while the upload runs, so the focus on it stays. */}
      {ready.length > 0 || uploading.busy ? (
        <BusyButton type="button" className="button" busy={uploading.busy} onClick={() => uploading.run(uploadAll)}>
          {uploading.busy ? "Uploading…" : `Upload ${ready.length === 1 ? "the picture" : `${ready.length} pictures`}`}
        </BusyButton>
      ) : null}
    </section>
  );
}

export function MediaLibrary({
  page,
  q,
  service,
  deletedCount,
}: {
  page: Page<MediaItem>;
  q: string;
  service: MediaService;
  /** Deleted pictures still kept: a link to "Recently deleted" when any are; null when they could not be counted. */
  deletedCount: number | null;
}) {
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [describing, setDescribing] = useState<MediaItem | null>(null);
  const [flash, setFlash] = useState("");
  const [deleteError, setDeleteError] = useState("");
  // Raised by each delete: the picture's card and its button go, so the notice takes focus (StatusNotice's focusKey).
  const [deletions, setDeletions] = useState(0);

  // A page's picture is taken off in the page's editor (ADR 068): the question becomes where to go instead.
  const onPages = deleting?.usedBy.filter((use) => use.set === "pages") ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await service.remove(deleting.id);
      setFlash(
        `The picture “${deleting.alt || deleting.originalName}” was deleted. You can put it back from “Recently deleted” for ${DELETED_KEPT_DAYS} days.`,
      );
      setDeletions((count) => count + 1);
      setDeleting(null);
      await revalidator.revalidate();
    } catch (error) {
      setDeleteError(deleteRefusal(error));
    }
  };

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Pictures" />
      <h1>Pictures</h1>
      <StatusNotice text={flash} focusKey={deletions} />
      <Uploads service={service} onUploaded={() => revalidator.revalidate()} />

      <section aria-labelledby="library" className="media-library">
        <h2 id="library">The library</h2>
        <Form method="get" className="admin-filters" aria-label="Find pictures">
          <div className="field">
            <label className="field__label" htmlFor="media-q">
              Search pictures
            </label>
            <p className="field__hint" id="media-q-hint">
              Words in the description or the file's name.
            </p>
            <input
              className="field__input"
              id="media-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              aria-describedby="media-q-hint"
            />
          </div>
          <div className="admin-filters__actions">
            <button type="submit" className="button">
              Search
            </button>
            {q ? (
              <Link to={MEDIA_PATH} className="button button--ghost">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
        <ListToolbar count={`${countWords(page.total, "picture", "pictures")}${q ? " found" : ""}`}>
          <RecentlyDeletedLink place={MEDIA_PLACE} count={deletedCount} />
        </ListToolbar>
        {page.items.length === 0 ? (
          <p className="admin-empty">
            {q ? "No pictures match." : "There are no pictures yet. Add the first ones above."}
          </p>
        ) : (
          <ul className="media-grid">
            {page.items.map((item) => (
              <li key={item.id} className="media-card">
                <MediaThumb picture={item} alt={item.decorative ? "" : item.alt} />
                <div className="media-card__body">
                  <p className="media-card__alt">{item.decorative ? <em>Decorative</em> : item.alt}</p>
                  <p className="media-card__meta">
                    {item.originalName} · {item.width} × {item.height} · added {formatChangedAt(item.createdAt)}
                    {item.createdBy ? ` by ${item.createdBy}` : ""}
                  </p>
                  <p className="media-card__meta">Address: {item.url}</p>
                  {item.usedBy.length > 0 ? (
                    <ul className="media-card__uses" aria-label={`Where ${item.originalName} is used`}>
                      {item.usedBy.map((use) => (
                        <li key={`${use.set}-${use.id}`}>
                          {SET_PATHS[use.set]?.label ?? use.set}:{" "}
                          <Link to={`${SET_PATHS[use.set]?.path ?? "/admin"}/${encodeURIComponent(use.id)}`}>
                            {use.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="media-card__meta">Not used on the site.</p>
                  )}
                  <div className="admin-actions">
                    <button type="button" className="button button--ghost" onClick={() => setDescribing(item)}>
                      Change the description<span className="visually-hidden"> of {item.originalName}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => {
                        setDeleteError("");
                        setDeleting(item);
                      }}
                    >
                      Delete<span className="visually-hidden"> {item.originalName}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page.page} pageCount={page.pageCount} label="Pages of pictures" />
      </section>

      <PictureDescriptionDialog
        picture={describing}
        service={service}
        onChanged={(changed) => {
          setFlash(`The description of ${changed.originalName} was changed.`);
          setDescribing(null);
          revalidator.revalidate();
        }}
        onCancel={() => setDescribing(null)}
      />

      {onPages.length > 0 && deleting ? (
        <AdminDialog
          title={`“${deleting.alt || deleting.originalName}” is on ${onPages.length === 1 ? "a page" : `${onPages.length} pages`}`}
          isOpen
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        >
          <p>
            A picture cannot be deleted while a page shows it: it is part of the page's writing, with its caption. Take
            it off {onPages.length === 1 ? "the page" : "each page"} in the page's editor, or choose another picture
            there, then delete it here.
          </p>
          <ul>
            {onPages.map((use) => (
              <li key={use.id}>
                <Link to={`${SET_PATHS.pages?.path}/${encodeURIComponent(use.id)}`}>{use.title}</Link>
              </li>
            ))}
          </ul>
          <div className="admin-actions">
            <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
              Close
            </button>
          </div>
        </AdminDialog>
      ) : (
        <ConfirmDialog
          title={deleting ? `Delete “${deleting.alt || deleting.originalName}”?` : "Delete"}
          isOpen={deleting !== null}
          confirmLabel="Delete the picture"
          error={deleteError}
          busyLabel="Deleting…"
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          {deleting && deleting.usedBy.length > 0 ? (
            <>
              <p>
                This picture shows on {itemsWord(deleting.usedBy.length)}. Each will show no picture, saved as a new
                version:
              </p>
              <ul>
                {deleting.usedBy.map((use) => (
                  <li key={`${use.set}-${use.id}`}>
                    {SET_PATHS[use.set]?.label ?? use.set}: {use.title}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>The picture is not used on the site.</p>
          )}
          <p>
            You can put it back from “Recently deleted” for {DELETED_KEPT_DAYS} days
            {deleting && deleting.usedBy.length > 0
              ? ", and it goes back on the items that still show no picture then."
              : "."}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
