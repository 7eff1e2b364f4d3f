/**
 * The no-JavaScript path of the two password pages (forgot, and set from an e-mailed link): the form's values
 * checked with the same schemas as the API, then the same service, for handleFormPost (ADR 009's pattern).
 */
import { resetRequestSchema, setPasswordSchema } from "../../../common/admins/accounts.ts";
import { parseOrThrow } from "../../../server/errors.ts";
import type { Services } from "../../../server/services.ts";

export async function requestResetFromForm(services: Services, values: Record<string, unknown>): Promise<void> {
  await services.adminLinks.requestReset(parseOrThrow(resetRequestSchema, values).email);
}

export async function setPasswordFromForm(
  services: Services,
  values: Record<string, unknown>,
  ip: string | null,
): Promise<void> {
  const { token, password } = parseOrThrow(setPasswordSchema, values);
  await services.adminLinks.redeemPasswordLink(token, password, ip);
}
