/**
 * "Change the description" of a picture in the library: the upload's own rules (mediaDetailsSchema), checked in
 * the browser and again by the server, with the GOV.UK error summary; items that copied the old words follow
 * (ADR 057).
 */
import { BusyButton } from "~/components/busy-button.tsx";
import { FieldErrorMessage, TextField } from "~/components/forms/form-parts.tsx";
import { useOfficeForm } from "~/lib/admin/use-office-form.ts";
import type { MediaService } from "~/lib/api/media-service.ts";
import { type MediaItem, mediaDetailsFormSchema } from "../../../common/media/media.ts";
import { AdminDialog } from "./admin-dialog.tsx";
import { ErrorSummary } from "./error-summary.tsx";

const FIELDS = ["alt", "decorative"] as const;
const TARGETS: Record<(typeof FIELDS)[number], string> = { alt: "picture-alt", decorative: "picture-decorative" };

function DescriptionForm({
  picture,
  service,
  onChanged,
  onCancel,
}: {
  picture: MediaItem;
  service: Pick<MediaService, "describe">;
  onChanged(picture: MediaItem): void;
  onCancel(): void;
}) {
  const form = useOfficeForm(
    mediaDetailsFormSchema,
    FIELDS,
    (details) => service.describe(picture.id, details),
    (_details, changed) => onChanged(changed),
  );
  return (
    <>
      <ErrorSummary
        errors={form.errors}
        fields={FIELDS.map((name) => ({ name, targetId: TARGETS[name] }))}
        focusKey={form.attempt}
        titleId="picture-description-errors"
      />
      {picture.usedBy.length > 0 ? (
        <p className="admin-dialog__note">
          The items that show this picture with its old description word for word get the new one too. An item whose
          description was written for it keeps its own.
        </p>
      ) : null}
      <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label="The picture's description">
        <TextField
          id={TARGETS.alt}
          name="alt"
          label="Description"
          hint="What the picture shows, for people who cannot see it."
          defaultValue={picture.alt}
          error={form.errors.alt}
        />
        <div className="checkboxes__item">
          <input
            type="checkbox"
            id={TARGETS.decorative}
            name="decorative"
            defaultChecked={picture.decorative}
            aria-invalid={form.errors.decorative ? true : undefined}
            aria-describedby={form.errors.decorative ? `${TARGETS.decorative}-error` : undefined}
          />
          <label htmlFor={TARGETS.decorative}>Decorative: it adds nothing a reader needs</label>
          <FieldErrorMessage id={TARGETS.decorative} error={form.errors.decorative} />
        </div>
        <div className="admin-actions">
          <BusyButton type="submit" className="button" busy={form.busy}>
            {form.busy ? "Saving…" : "Save the description"}
          </BusyButton>
          <BusyButton type="button" className="button button--ghost" busy={form.busy} onClick={onCancel}>
            Cancel
          </BusyButton>
        </div>
      </form>
    </>
  );
}

export function PictureDescriptionDialog({
  picture,
  service,
  onChanged,
  onCancel,
}: {
  /** The picture being described; null while the dialog is closed. */
  picture: MediaItem | null;
  service: Pick<MediaService, "describe">;
  onChanged(picture: MediaItem): void;
  onCancel(): void;
}) {
  return (
    <AdminDialog
      title={picture ? `Change the description of ${picture.originalName}` : "Change the description"}
      isOpen={picture !== null}
      holdsTyping
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {picture ? (
        <DescriptionForm picture={picture} service={service} onChanged={onChanged} onCancel={onCancel} />
      ) : null}
    </AdminDialog>
  );
}
