/**
 * Administrator sign-in: credential checks with lockout and audit, the access-point rules behind
 * /api/secure/access/verify, and "who is signed in?" for React Router loaders (from a Fetch Request).
 */
import fastifyCookie from "@fastify/cookie";
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH } from "../../../common/constants.ts";
import { type Admin, type AdminsService, normaliseEmail } from "../admins/service.ts";
import type { AuditService } from "../audit/service.ts";
import type { CodeKind, TwoFactorService } from "../two-factor/service.ts";
import { accessLevel } from "./access-points.ts";
import { type DeviceCookiesService, deviceCookieName } from "./device-cookies.ts";
import type { LoginFailuresService } from "./login-failures.ts";
import { getDummyHash, type ScryptParams, verifyPassword } from "./password.ts";
import { type SessionsService, sessionCookieName } from "./sessions.ts";

export type LoginResult =
  /** `deviceCookie`: a fresh device cookie for this browser (set on every successful sign-in). */
  | { ok: true; admin: Admin; deviceCookie: string }
  /** The password was right and the account has two-factor sign-in: a code must follow (completeTwoFactor). */
  | { ok: "two-factor"; adminId: number; deviceKey: string | null }
  | { ok: false; code: "INVALID_CREDENTIALS" }
  | { ok: false; code: "ACCOUNT_LOCKED"; lockedUntil: string };

export type TwoFactorResult =
  | { ok: true; admin: Admin; deviceCookie: string; kind: CodeKind }
  /** No sign-in waits for a code in this browser (never started, ran out, or ended by a lock). */
  | { ok: false; code: "NO_CHALLENGE" }
  | { ok: false; code: "INVALID_CODE" }
  | { ok: false; code: "ACCOUNT_LOCKED"; lockedUntil: string };

export interface AccessAnswer {
  isAllowed: boolean;
  redirect?: string;
}

export interface AuthServiceOptions {
  admins: AdminsService;
  audit: AuditService;
  failures: LoginFailuresService;
  deviceCookies: DeviceCookiesService;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  /** The clock behind the rate-limit audit's once-a-minute rule (the same one as sessions and lockout). */
  now: () => Date;
  /** scrypt cost of the dummy hash an unknown address is checked against: the same as real hashes'. */
  passwordParams: ScryptParams;
  /** The spec's "authentication enabled" switch. */
  enabled: boolean;
  /** Whether the session cookie is the `__Host-` one (site served over https). */
  secureCookies: boolean;
}

const RATE_LIMIT_AUDIT_INTERVAL_MS = 60 * 1000;
/** Past this many remembered addresses, the ones older than the interval are forgotten. */
const RATE_LIMIT_AUDIT_MEMORY = 10_000;

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "").toLowerCase() : bare;
}

export function createAuthService(options: AuthServiceOptions) {
  const { admins, audit, failures, deviceCookies, sessions, twoFactor, enabled, passwordParams, now } = options;
  const cookieName = sessionCookieName(options.secureCookies);
  const deviceCookie = deviceCookieName(options.secureCookies);
  /**
   * When this process last looked at or wrote each address's rate-limit row, so a flood costs one query a minute
   * per address, and writes one row a minute however many processes it reaches.
   */
  const rateLimitedRecorded = new Map<string, number>();

  return {
    enabled,
    cookieName,
    /** The device cookie's name (device-cookies.ts). */
    deviceCookieName: deviceCookie,

    /**
     * Checks an e-mail and password. Unknown e-mail and wrong password give the same answer, cost the same
     * scrypt run and count towards the same lockout (per address, not per account), so neither the reply,
     * its timing nor the fifth failure tells whether an administrator has that address.
     *
     * `presentedDevice` is the browser's device cookie, if it sent one. When it is one this server signed for
     * the administrator with this address, and that browser has not itself failed five times in the last
     * fifteen minutes, the attempt is counted against the browser alone: the address's lockout (which anyone
     * can set off by typing the address) does not refuse it, and its failures do not add to that lockout.
     */
    async login(
      typedEmail: string,
      password: string,
      ip: string | null,
      presentedDevice?: string,
    ): Promise<LoginResult> {
      const email = normaliseEmail(typedEmail);
      const admin = await admins.findByEmail(email);
      const actorAdminId = admin?.id ?? null;
      // Checked for an unknown address too (against no account, so never valid), to cost the same.
      const device = presentedDevice ? await deviceCookies.verify(presentedDevice, admin?.id ?? -1) : null;
      // Counted before the slow check, not after it: otherwise a burst of parallel guesses would all pass
      // a "not locked yet" test before the first of them failed. A trusted browser whose own count is full
      // is judged like any other browser, by the address's count.
      const deviceAttempt = device ? await failures.reserveDeviceAttempt(device) : null;
      const trusted = device !== null && deviceAttempt?.allowed === true;
      const attempt = trusted && deviceAttempt ? deviceAttempt : await failures.reserveAttempt(email);
      const via = trusted ? { device: "trusted" } : {};
      if (!attempt.allowed) {
        const { lockedUntil } = attempt;
        await audit.record({ action: "auth.login_refused_locked", actorAdminId, detail: { email, lockedUntil }, ip });
        return { ok: false, code: "ACCOUNT_LOCKED", lockedUntil };
      }
      // An invited account has no password yet: it is checked against the dummy hash, so it costs the same.
      const stored = admin?.passwordHash.startsWith("scrypt$") ? admin.passwordHash : undefined;
      const matches = (await verifyPassword(password, stored ?? (await getDummyHash(passwordParams)))) && !!stored;
      if (!admin || !matches) {
        const reason = admin ? "wrong-password" : "unknown-email";
        await audit.record({ action: "auth.login_failed", actorAdminId, detail: { email, reason, ...via }, ip });
        if (attempt.lockedUntil) {
          const { lockedUntil } = attempt;
          if (trusted) {
            // Only this browser loses its exemption; the address is not locked by it, so the answer is the
            // usual one, and the next attempt from this browser is judged by the address's count.
            await audit.record({ action: "auth.device_locked", actorAdminId, detail: { email, lockedUntil }, ip });
            return { ok: false, code: "INVALID_CREDENTIALS" };
          }
          await audit.record({ action: "auth.locked", actorAdminId, detail: { email, lockedUntil }, ip });
          return { ok: false, code: "ACCOUNT_LOCKED", lockedUntil };
        }
        return { ok: false, code: "INVALID_CREDENTIALS" };
      }
      // Two-factor sign-in (ADR 035): the password's slot stays counted until the code is right, so knowing the
      // password buys no fresh guesses at the code; the code step is judged by the same count as this one was.
      if (await twoFactor.isEnabled(admin.id)) {
        await audit.record({
          action: "auth.two_factor_requested",
          actorAdminId: admin.id,
          detail: { email: admin.email, ...via },
          ip,
        });
        return { ok: "two-factor", adminId: admin.id, deviceKey: trusted ? device : null };
      }
      // The count that judged the attempt starts again. A trusted browser's success leaves the address's count
      // (and any lock on it) alone: otherwise each of the office's sign-ins would hand a stranger five more guesses.
      if (trusted && device) await failures.resetDevice(device);
      else await failures.reset(email);
      await admins.recordSuccess(admin.id);
      await audit.record({ action: "auth.login", actorAdminId: admin.id, detail: { email: admin.email, ...via }, ip });
      return {
        ok: true,
        admin: { id: admin.id, email: admin.email, name: admin.name },
        deviceCookie: await deviceCookies.issue(admin.id),
      };
    },

    /**
     * The second step of a two-factor sign-in: the code for the sign-in this pre-session is waiting to finish.
     * Each code counts as an attempt against the count that judged the password (the trusted browser's own, or
     * the address's), before it is checked; five wrong ones lock like five wrong passwords, and end the wait.
     */
    async completeTwoFactor(sessionId: string, code: string, ip: string | null): Promise<TwoFactorResult> {
      const challenge = await twoFactor.challengeFor(sessionId);
      const admin = challenge ? await admins.findById(challenge.adminId) : undefined;
      if (!challenge || !admin) return { ok: false, code: "NO_CHALLENGE" };
      const { email } = admin;
      const deviceAttempt = challenge.deviceKey ? await failures.reserveDeviceAttempt(challenge.deviceKey) : null;
      const trusted = challenge.deviceKey !== null && deviceAttempt?.allowed === true;
      const attempt = trusted && deviceAttempt ? deviceAttempt : await failures.reserveAttempt(email);
      const via = trusted ? { device: "trusted" } : {};
      if (!attempt.allowed) {
        const { lockedUntil } = attempt;
        await twoFactor.closeChallenge(sessionId);
        await audit.record({
          action: "auth.login_refused_locked",
          actorAdminId: admin.id,
          detail: { email, lockedUntil },
          ip,
        });
        return { ok: false, code: "ACCOUNT_LOCKED", lockedUntil };
      }
      const kind = await twoFactor.checkCode(admin.id, code);
      if (!kind) {
        await audit.record({ action: "auth.two_factor_failed", actorAdminId: admin.id, detail: { email, ...via }, ip });
        if (attempt.lockedUntil) {
          const { lockedUntil } = attempt;
          await twoFactor.closeChallenge(sessionId);
          if (trusted) {
            await audit.record({
              action: "auth.device_locked",
              actorAdminId: admin.id,
              detail: { email, lockedUntil },
              ip,
            });
            return { ok: false, code: "INVALID_CODE" };
          }
          await audit.record({ action: "auth.locked", actorAdminId: admin.id, detail: { email, lockedUntil }, ip });
          return { ok: false, code: "ACCOUNT_LOCKED", lockedUntil };
        }
        return { ok: false, code: "INVALID_CODE" };
      }
      if (challenge.deviceKey) await failures.resetDevice(challenge.deviceKey);
      if (!trusted) await failures.reset(email);
      await twoFactor.closeChallenge(sessionId);
      await admins.recordSuccess(admin.id);
      await audit.record({
        action: "auth.login",
        actorAdminId: admin.id,
        detail: { email, twoFactor: kind, ...via },
        ip,
      });
      if (kind === "recovery-code") {
        const { recoveryCodesLeft } = await twoFactor.status(admin.id);
        await audit.record({
          action: "auth.recovery_code_used",
          actorAdminId: admin.id,
          detail: { email, recoveryCodesLeft },
          ip,
        });
      }
      return {
        ok: true,
        admin: { id: admin.id, email: admin.email, name: admin.name },
        deviceCookie: await deviceCookies.issue(admin.id),
        kind,
      };
    },

    /** Makes the unknown-address dummy hash now, so the first unknown e-mail is not slower than the ones after it. */
    async prepare(): Promise<void> {
      await getDummyHash(passwordParams);
    },

    /**
     * Writes `auth.rate_limited` for a sign-in refused by the per-address limit: the address and how long it
     * must wait, never what was typed. At most one row per address per minute, so a flood of refused
     * attempts cannot fill the audit table.
     */
    async recordRateLimited(ip: string, retryAfterSeconds: number): Promise<void> {
      const at = now().getTime();
      const last = rateLimitedRecorded.get(ip);
      if (last !== undefined && at - last < RATE_LIMIT_AUDIT_INTERVAL_MS) return;
      if (rateLimitedRecorded.size >= RATE_LIMIT_AUDIT_MEMORY) {
        for (const [address, when] of rateLimitedRecorded) {
          if (at - when >= RATE_LIMIT_AUDIT_INTERVAL_MS) rateLimitedRecorded.delete(address);
        }
      }
      rateLimitedRecorded.set(ip, at);
      // Another process (a second worker, ADR 071) may have written this minute's row: one row, not one per process.
      if (await audit.recordedSince("auth.rate_limited", ip, new Date(at - RATE_LIMIT_AUDIT_INTERVAL_MS))) return;
      await audit.record({ action: "auth.rate_limited", detail: { retryAfterSeconds }, ip });
    },

    async recordLogout(adminId: number, ip: string | null): Promise<void> {
      await audit.record({ action: "auth.logout", actorAdminId: adminId, ip });
    },

    /**
     * The administrator a session's adminId names, if sign-in is on and that administrator still exists:
     * a session is worth nothing once its administrator is gone, whatever its row says.
     */
    async signedInAdmin(adminId: number | null | undefined): Promise<Admin | null> {
      if (!enabled || !adminId) return null;
      return (await admins.findById(adminId)) ?? null;
    },

    /** The administrator a session id belongs to, or null (unknown, expired or a visitor's pre-session). */
    async adminForSessionId(sessionId: string): Promise<Admin | null> {
      const session = await sessions.get(sessionId);
      return this.signedInAdmin(session?.adminId);
    },

    /** For React Router loaders: the signed-in administrator behind a request's cookie, or null. */
    async sessionFromRequest(request: Request): Promise<Admin | null> {
      if (!enabled) return null;
      const header = request.headers.get("cookie");
      if (!header) return null;
      const sessionId = fastifyCookie.parse(header)[cookieName];
      return sessionId ? this.adminForSessionId(sessionId) : null;
    },

    /** The answer to "may this visitor open this screen?" (spec §4, route guard). */
    verifyAccess(signedIn: boolean, accessPoint: string, path: string): AccessAnswer {
      const level = accessLevel(accessPoint);
      if (!level) return { isAllowed: false };
      if (signedIn && normalisePath(path) === ADMIN_LOGIN_PATH) {
        return { isAllowed: true, redirect: ADMIN_DASHBOARD_PATH };
      }
      if (level === "admin" && !signedIn) return { isAllowed: false };
      return { isAllowed: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
