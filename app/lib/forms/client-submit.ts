/**
 * The public forms' clientAction: check the fields with the shared schema (no request for a mistake the
 * browser can see), then POST through the API client, whose CSRF token cache and retry apply (spec §7–8).
 */
import { fieldErrorsOf } from "../../../common/forms/field-errors.ts";
import { formValues, HONEYPOT_FIELD, honeypotFilled } from "../../../common/forms/fields.ts";
import type { ApiClient } from "../api/client.ts";
import { ApiError, ApiResponseError } from "../api/errors.ts";
import { type FormState, rateLimitedMessage, textValue, withoutHoneypot } from "./form-state.ts";

export interface ClientFormOptions {
  formData: FormData;
  /** The form's shared schema (zod or zod/mini): only its safeParse is used. */
  schema: { safeParse(input: unknown): FormSchemaResult };
  /** API path under /api, e.g. "/contact". */
  path: string;
  api: Pick<ApiClient, "post">;
  listFields?: readonly string[];
}

type FormSchemaResult =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The server's `{ code: 'VALIDATION', fields }`, when that is what a 400 carried. */
function validationFields(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.response?.data as { code?: unknown; fields?: unknown } | null | undefined;
  if (body?.code !== "VALIDATION" || typeof body.fields !== "object" || body.fields === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.fields)) if (typeof value === "string") fields[key] = value;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function retryAfter(error: ApiResponseError): number | undefined {
  const header = error.response.headers.get("retry-after");
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
}

export async function submitClientForm(options: ClientFormOptions): Promise<FormState> {
  const values = formValues(options.formData, options.listFields);
  const echoed = withoutHoneypot(values, HONEYPOT_FIELD);
  // A filled honeypot goes straight to the server, which thanks it and stores nothing.
  if (!honeypotFilled(values)) {
    const checked = options.schema.safeParse(values);
    if (!checked.success)
      return { status: "invalid", values: echoed, fieldErrors: fieldErrorsOf(checked.error.issues) };
  }
  try {
    await options.api.post(options.path, values);
  } catch (error) {
    const fields = validationFields(error);
    if (fields) return { status: "invalid", values: echoed, fieldErrors: fields };
    if (error instanceof ApiResponseError && error.status === 429) {
      return { status: "invalid", values: echoed, fieldErrors: {}, formError: rateLimitedMessage(retryAfter(error)) };
    }
    // The spec's catalogue message: no reply, server error, CSRF retries used up.
    const message =
      error instanceof Error && error.message ? error.message : "An unexpected error occurred. Please try again.";
    return { status: "invalid", values: echoed, fieldErrors: {}, formError: message };
  }
  const sent: FormState = { status: "sent", email: textValue(echoed, "email").trim() };
  const eventId = textValue(echoed, "eventId");
  if (eventId) sent.eventId = eventId;
  const date = textValue(echoed, "date");
  if (date) sent.date = date;
  return sent;
}
