/**
 * The public forms' server `action` (the no-JavaScript path, ADR 009): same-origin check, the form-post
 * limit (ADR 032), the form's fields (a form's content type only), then the same service the JSON API
 * calls, whose validation, honeypot and per-address limit apply.
 */
import { data } from "react-router";
import { formValues, HONEYPOT_FIELD } from "../../../common/forms/fields.ts";
import type { SubmitOutcome } from "../../../server/modules/forms/submission.ts";
import { readFormBody } from "./form-body.server.ts";
import { type FormState, type FormValues, rateLimitedMessage, textValue, withoutHoneypot } from "./form-state.ts";
import { CROSS_SITE_MESSAGE, isSameOriginPost } from "./same-origin.ts";

export interface ServerFormOptions {
  request: Request;
  siteUrl: string;
  clientIp: string;
  /** Fields that are checkbox groups (sent as lists). */
  listFields?: readonly string[];
  /**
   * Counts this post against the form's limit per address (context.limitFormPost with the form's name), and
   * rejects with a RATE_LIMITED error past it: refused and invalid posts count, as on the API (ADR 032).
   */
  limit?(): Promise<void>;
  /** The service call; what it answers is not shown (a stored and an ignored post are thanked alike). */
  submit(values: Record<string, unknown>, sender: { ip: string | null }): Promise<SubmitOutcome | undefined>;
}

/** The service's thrown errors, recognised by their `code` so this module imports no server classes. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export async function handleFormPost(options: ServerFormOptions) {
  const { request } = options;
  if (!isSameOriginPost(request.headers, request.url, options.siteUrl)) {
    const state: FormState = { status: "invalid", values: {}, fieldErrors: {}, formError: CROSS_SITE_MESSAGE };
    return data(state, { status: 403 });
  }
  let echoed: FormValues = {};
  try {
    await options.limit?.();
    const body = await readFormBody(request);
    if (!body.ok) {
      const state: FormState = { status: "invalid", values: {}, fieldErrors: {}, formError: body.message };
      return data(state, { status: body.status });
    }
    const values = formValues(body.formData, options.listFields);
    echoed = withoutHoneypot(values, HONEYPOT_FIELD);
    await options.submit(values, { ip: options.clientIp || null });
    const state: FormState = { status: "sent", email: textValue(echoed, "email").trim() };
    const eventId = textValue(echoed, "eventId");
    if (eventId) state.eventId = eventId;
    const date = textValue(echoed, "date");
    if (date) state.date = date;
    return data(state, { status: 200 });
  } catch (error) {
    const code = errorCode(error);
    if (code === "VALIDATION") {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      const state: FormState = { status: "invalid", values: echoed, fieldErrors: fields };
      return data(state, { status: 400 });
    }
    if (code === "RATE_LIMITED") {
      const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      const state: FormState = {
        status: "invalid",
        values: echoed,
        fieldErrors: {},
        formError: rateLimitedMessage(seconds),
      };
      return data(state, { status: 429, headers: seconds ? { "Retry-After": String(seconds) } : undefined });
    }
    throw error;
  }
}
