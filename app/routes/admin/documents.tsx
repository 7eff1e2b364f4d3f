/**
 * "Downloadable forms" at /admin/documents (issue 14): the PDFs families download from the Admissions pages.
 * The office replaces one (next year's supply list) or adds a new one, then links it from a page's downloads.
 */
import { type FormEvent, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { ErrorSummary, type SummaryField } from "~/components/admin/error-summary.tsx";
import { ScreenNotices } from "~/components/admin/screen-notices.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { BusyButton } from "~/components/busy-button.tsx";
import { FieldErrorMessage } from "~/components/forms/form-parts.tsx";
import { formatChangedAt } from "~/lib/admin/admin-dates.ts";
import { UploadError, uploadFile } from "~/lib/api/upload.ts";
import { type AccessHandle, requireAccess } from "~/lib/auth/access-guard.ts";
import { browserServices } from "~/lib/auth/browser-services.ts";
import { useOnePress } from "~/lib/forms/one-press.ts";
import { routeMeta } from "~/lib/seo.ts";
import {
  DOCUMENT_MESSAGES,
  type DocumentInfo,
  documentNameOf,
  MAX_DOCUMENT_BYTES,
} from "../../../common/documents/documents.ts";
import type { Route } from "./+types/documents";

export const handle = {
  accessPoint: "admin-documents",
  seo: { title: "Downloadable forms", noindex: true },
} satisfies AccessHandle & { seo: object };

export const meta = routeMeta;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAccess(request, handle);
  const { items } = await browserServices().api.get<{ items: DocumentInfo[] }>("/documents", {
    signal: request.signal,
  });
  return { items };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1>Downloadable forms</h1>
      <p role="status">Loading the forms…</p>
    </>
  );
}

/** The file chosen in a form, checked as the server will check it, before a byte is sent. */
function chosenFile(form: HTMLFormElement): { file: File } | { error: string } {
  const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
  if (!file) return { error: DOCUMENT_MESSAGES.missing };
  if (file.size > MAX_DOCUMENT_BYTES) return { error: DOCUMENT_MESSAGES.tooLarge };
  if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") return { error: DOCUMENT_MESSAGES.notPdf };
  return { file };
}

function FileField({ id, label, hint, error }: { id: string; label: string; hint?: string; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrorMessage id={id} error={error} />
      <input
        id={id}
        name="file"
        type="file"
        accept="application/pdf,.pdf"
        className="field__file"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}

/**
 * One summary for the screen's forms, at its top as GOV.UK places it. A replacement's message names its form: away
 * from its row, "The file must be a PDF" alone would not say which.
 */
function summaryFields(items: DocumentInfo[]): SummaryField[] {
  return [
    ...items.map((item) => ({
      name: item.name,
      targetId: `replace-${item.name}`,
      problems: (message: string) => [{ message: `${item.name}: ${message}`, targetId: `replace-${item.name}` }],
    })),
    { name: "new", targetId: "new-document" },
  ];
}

export default function DocumentsScreen() {
  const { items } = useLoaderData() as { items: DocumentInfo[] };
  const revalidator = useRevalidator();
  const [flash, setFlash] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  // One file at a time, until the table shows it: a second press would send the emptied form and be refused.
  const uploading = useOnePress<string>();

  function refuse(key: string, message: string) {
    setErrors({ [key]: message });
    setAttempt((n) => n + 1);
  }

  function send(event: FormEvent<HTMLFormElement>, key: string, nameOf: (file: File) => string) {
    event.preventDefault();
    const form = event.currentTarget;
    uploading.run(() => upload(form, key, nameOf), key);
  }

  async function upload(form: HTMLFormElement, key: string, nameOf: (file: File) => string) {
    setFlash("");
    const chosen = chosenFile(form);
    if ("error" in chosen) {
      refuse(key, chosen.error);
      return;
    }
    const name = nameOf(chosen.file);
    if (key === "new" && items.some((item) => item.name === name)) {
      refuse("new", `A form named ${name} is already here: use its Replace button, or rename your file.`);
      return;
    }
    setErrors({});
    try {
      const saved = await uploadFile<DocumentInfo>(browserServices().api, {
        method: "PUT",
        path: `/documents/${encodeURIComponent(name)}`,
        file: chosen.file,
      });
      form.reset();
      setFlash(
        key === "new"
          ? `${saved.name} is uploaded (${saved.sizeKb} KB). Link it from a page's downloads with the address ${saved.href}.`
          : `${saved.name} is replaced (${saved.sizeKb} KB). Families get the new file from now on.`,
      );
    } catch (error) {
      const message =
        error instanceof UploadError ? (error.fields.file ?? error.fields.name ?? error.message) : String(error);
      refuse(key, message);
      return;
    }
    await revalidator.revalidate();
  }

  return (
    <>
      <Breadcrumbs root={DASHBOARD_CRUMB} current="Downloadable forms" />
      <h1>Downloadable forms</h1>
      <p className="admin-lead">
        The PDFs families download, such as the application form and the supply list. Replace one with next year's, or
        add a new one and link it from a page's downloads. PDF only, smaller than 10 MB.
      </p>
      <ScreenNotices flash={flash} />
      <ErrorSummary errors={errors} fields={summaryFields(items)} focusKey={attempt} />
      <div className="admin-table__scroll">
        <table className="admin-table stack-table">
          <caption className="visually-hidden">The downloadable forms</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Size</th>
              <th scope="col">Last changed</th>
              <th scope="col">Replace it</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name}>
                <th scope="row">
                  <a href={item.href}>{item.name}</a>
                </th>
                <td data-label="Size">{item.sizeKb} KB</td>
                <td data-label="Last changed">
                  {item.updatedAt
                    ? `${formatChangedAt(item.updatedAt)}${item.updatedBy ? ` by ${item.updatedBy}` : ""}`
                    : "As the site was built"}
                </td>
                <td data-label="Replace it">
                  <form
                    className="documents__replace"
                    noValidate
                    aria-label={`Replace ${item.name}`}
                    onSubmit={(event) => send(event, item.name, () => item.name)}
                  >
                    <FileField
                      id={`replace-${item.name}`}
                      label={`New file for ${item.name}`}
                      error={errors[item.name]}
                    />
                    {/* Every upload button waits while any one file goes up: one at a time. */}
                    <BusyButton type="submit" className="button button--ghost button--small" busy={uploading.busy}>
                      {uploading.isRunning(item.name) ? "Uploading…" : "Replace"}
                    </BusyButton>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Add a new form</h2>
      <form
        className="admin-form"
        noValidate
        aria-label="Add a new form"
        onSubmit={(event) => send(event, "new", (file) => documentNameOf(file.name))}
      >
        <FileField
          id="new-document"
          label="PDF file"
          hint="Its address comes from the file's name: Bus Form.pdf becomes /downloads/bus-form.pdf."
          error={errors.new}
        />
        <div className="admin-actions">
          <BusyButton type="submit" className="button" busy={uploading.busy}>
            {uploading.isRunning("new") ? "Uploading…" : "Upload the form"}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
