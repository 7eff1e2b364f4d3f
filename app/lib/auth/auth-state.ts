/**
 * Spec §3's auth state: `isAuthenticated` in session storage and the admin flag in local storage as
 * the text "true". Safe to import during a server render, where there is no storage and nobody is signed in.
 */

export const AUTH_FLAG_KEY = "isAuthenticated";
export const ADMIN_FLAG_KEY = "isAdmin";
/** Who signed in, for "Signed in as …"; kept beside the flag in session storage and cleared with it. */
export const ADMIN_PROFILE_KEY = "pcsAdminProfile";

export interface AdminProfile {
  name?: string;
  email?: string;
}

export interface AuthStorage {
  session: Storage | undefined;
  local: Storage | undefined;
}

/** The browser's storages, or none on the server (or where the browser refuses access, e.g. blocked cookies). */
export function browserStorage(): AuthStorage {
  if (typeof window === "undefined") return { session: undefined, local: undefined };
  const read = (get: () => Storage): Storage | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return { session: read(() => window.sessionStorage), local: read(() => window.localStorage) };
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // A full or refused storage must not break signing in or out.
  }
}

export interface AuthState {
  /** Both flags set (spec §4, successful login). */
  markSignedIn(profile?: AdminProfile): void;
  /**
   * Who the server says is signed in, noted in a tab that did not sign in itself (a link opened in a new tab):
   * what their kept work is filed under. The flags are left as they are.
   */
  noteProfile(profile: AdminProfile): void;
  /**
   * Both flags cleared (spec §4, failed login or logout). `keepProfile`: a session the server ended keeps who was
   * signed in for the page that end leads to, which says whether their unsaved work is kept and then clears it.
   */
  clear(options?: { keepProfile?: boolean }): void;
  isAuthenticated(): boolean;
  isAdmin(): boolean;
  /** Either flag left behind: there is a local session to end. */
  hasSession(): boolean;
  profile(): AdminProfile | undefined;
}

export function createAuthState(storage: () => AuthStorage = browserStorage): AuthState {
  const get = (which: keyof AuthStorage, key: string): string | null => {
    try {
      return storage()[which]?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const state: AuthState = {
    markSignedIn(profile) {
      const { session, local } = storage();
      attempt(() => session?.setItem(AUTH_FLAG_KEY, "true"));
      attempt(() => local?.setItem(ADMIN_FLAG_KEY, "true"));
      if (profile) attempt(() => session?.setItem(ADMIN_PROFILE_KEY, JSON.stringify(profile)));
    },
    noteProfile(profile) {
      attempt(() => storage().session?.setItem(ADMIN_PROFILE_KEY, JSON.stringify(profile)));
    },
    clear({ keepProfile = false } = {}) {
      const { session, local } = storage();
      attempt(() => session?.removeItem(AUTH_FLAG_KEY));
      if (!keepProfile) attempt(() => session?.removeItem(ADMIN_PROFILE_KEY));
      attempt(() => local?.removeItem(ADMIN_FLAG_KEY));
    },
    isAuthenticated: () => get("session", AUTH_FLAG_KEY) === "true",
    isAdmin: () => get("local", ADMIN_FLAG_KEY) === "true",
    hasSession: () => state.isAuthenticated() || state.isAdmin(),
    profile() {
      const text = get("session", ADMIN_PROFILE_KEY);
      if (!text) return undefined;
      try {
        const value = JSON.parse(text) as AdminProfile;
        return {
          name: typeof value.name === "string" ? value.name : undefined,
          email: typeof value.email === "string" ? value.email : undefined,
        };
      } catch {
        return undefined;
      }
    },
  };
  return state;
}

/** The browser's auth state. */
export const authState: AuthState = createAuthState();
