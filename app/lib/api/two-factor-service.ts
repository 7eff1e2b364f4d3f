/** One's own two-factor sign-in through the API client (/api/admins/me/two-factor, ADR 035). */
import type { TwoFactorEnrolment, TwoFactorStatus } from "../../../common/admins/two-factor.ts";
import type { ApiClient } from "./client.ts";

const BASE = "/admins/me/two-factor";

export interface TwoFactorService {
  status(options?: { signal?: AbortSignal }): Promise<TwoFactorStatus>;
  /** A new secret and its QR code, waiting for the first code. */
  setUp(): Promise<TwoFactorEnrolment>;
  /** Turns it on with the app's first code; the recovery codes come back once. */
  enable(input: { code: string }): Promise<string[]>;
  /** New recovery codes for a current code. */
  replaceRecoveryCodes(input: { code: string }): Promise<string[]>;
  disable(input: { password: string; code: string }): Promise<TwoFactorStatus>;
}

export function createTwoFactorService(api: ApiClient): TwoFactorService {
  return {
    status: (options) => api.get<TwoFactorStatus>(BASE, { signal: options?.signal }),
    setUp: () => api.post<TwoFactorEnrolment>(`${BASE}/setup`),
    async enable(input) {
      return (await api.post<{ recoveryCodes: string[] }>(`${BASE}/enable`, input)).recoveryCodes;
    },
    async replaceRecoveryCodes(input) {
      return (await api.post<{ recoveryCodes: string[] }>(`${BASE}/recovery-codes`, input)).recoveryCodes;
    },
    disable: (input) => api.post<TwoFactorStatus>(`${BASE}/disable`, input),
  };
}
