/**
 * "Choose from the pictures" beside a content form's picture address: the library in a dialog; choosing one
 * fills the address and, when the picture has one, its description. "Close without choosing" sits above the
 * pictures: a tablet has no Escape key, and tapping outside the dialog is not something to guess.
 */
import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { createMediaService } from "~/lib/api/media-service.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import type { MediaItem } from "../../../common/media/media.ts";
import { AdminDialog } from "./admin-dialog.tsx";
import { MediaThumb } from "./media-library.tsx";

export function PicturePicker({ onChoose }: { onChoose(picture: MediaItem): void }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [pictures, setPictures] = useState<MediaItem[] | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setPictures(null);
    setProblem("");
    createMediaService(browserServices().api)
      .list({ q: search || undefined }, { signal: controller.signal })
      .then((page) => setPictures(page.items))
      .catch(() => {
        if (!controller.signal.aborted) setProblem("The pictures could not be loaded. Close this and try again.");
      });
    return () => controller.abort();
  }, [open, search]);

  return (
    <>
      {/* React Aria's Button takes focus when tapped (Safari's own button does not), so closing returns focus here. */}
      <Button className="button button--ghost" onPress={() => setOpen(true)}>
        Choose from the pictures
      </Button>
      <AdminDialog title="Choose a picture" isOpen={open} onOpenChange={setOpen} wide>
        <div className="admin-actions">
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Close without choosing
          </button>
        </div>
        <form
          className="admin-filters"
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog sits in a portal, but React events still bubble to the editor's own form: keep it from saving.
            event.stopPropagation();
            setSearch(q.trim());
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="picker-q">
              Search pictures
            </label>
            <input
              className="field__input"
              id="picker-q"
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
          <div className="admin-filters__actions">
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
        {problem ? <p className="field__error">{problem}</p> : null}
        {pictures === null && !problem ? <p role="status">Loading the pictures…</p> : null}
        {pictures?.length === 0 ? (
          <p role="status">
            No pictures{search ? " match" : " yet"}. Add them under <a href="/admin/media">Pictures</a>.
          </p>
        ) : null}
        {pictures && pictures.length > 0 ? (
          <ul className="media-grid media-grid--picker">
            {pictures.map((picture) => (
              <li key={picture.id} className="media-card">
                <MediaThumb picture={picture} alt="" />
                <div className="media-card__body">
                  <p className="media-card__alt">{picture.decorative ? <em>Decorative</em> : picture.alt}</p>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Use this picture: ${picture.alt || picture.originalName}`}
                    onClick={() => {
                      onChoose(picture);
                      setOpen(false);
                    }}
                  >
                    Use this picture
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </AdminDialog>
    </>
  );
}
