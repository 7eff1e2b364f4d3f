/**
 * A no-JavaScript form post's fields, or why there are none (issue 18): a page's form is sent as
 * application/x-www-form-urlencoded or multipart/form-data, and anything else (JSON, no content type) is
 * 415; a body that claims to be a form and is not one (broken multipart) is 400. Before, both reached
 * `request.formData()` unchecked and came back as an HTML 500. The size is limited before any action runs
 * (server/plugins/page-requests.ts).
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const UNSUPPORTED_FORM_MESSAGE =
  "This form could not be read as it was sent. Please reload the page and send it from there.";
export const UNREADABLE_FORM_MESSAGE = "This form arrived incomplete. Please reload the page and send it again.";

export type FormBody = { ok: true; formData: FormData } | { ok: false; status: 400 | 415; message: string };

/** The media type of a Content-Type header, lower-cased, without its parameters. */
function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

export async function readFormBody(request: Request): Promise<FormBody> {
  if (!FORM_TYPES.includes(mediaType(request.headers.get("content-type")))) {
    return { ok: false, status: 415, message: UNSUPPORTED_FORM_MESSAGE };
  }
  try {
    return { ok: true, formData: await request.formData() };
  } catch {
    return { ok: false, status: 400, message: UNREADABLE_FORM_MESSAGE };
  }
}
