/** A visitor to the running site that posts as its forms' script does, for tools and tests outside a browser. */

export interface CsrfVisitor {
  /** The cookies the site has set so far (the session's among them), as a Cookie header. */
  cookie(): string;
  /** A CSRF token for the visitor's session, from GET /api/csrf-token, which starts the session on the first call. */
  csrfToken(): Promise<string>;
  /** A request to `path` with the visitor's cookies; the cookies its answer sets are kept for the next, as a browser keeps them. */
  send(path: string, init?: RequestInit): Promise<Response>;
}

/** A new visitor to `origin` ("http://127.0.0.1:3100"), with no cookies yet. */
export function csrfVisitor(origin: string): CsrfVisitor {
  // The last value of each cookie the site set: all a browser's jar does that these callers need.
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", cookie());
    const answer = await fetch(`${origin}${path}`, { ...init, headers });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ""] = line.split(";", 1);
      const at = pair.indexOf("=");
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return answer;
  };
  return {
    cookie,
    send,
    async csrfToken() {
      const answer = await send("/api/csrf-token");
      if (!answer.ok) throw new Error(`GET /api/csrf-token answered ${answer.status}`);
      return ((await answer.json()) as { csrfToken: string }).csrfToken;
    },
  };
}

/** Posts JSON as a signed-in administrator; each post carries a fresh CSRF token for the session of that moment. */
export type OfficePost = (path: string, body: unknown) => Promise<Response>;

/** Signs an administrator in through the API (a CSRF token, then the login) as the login page does. */
export async function signedInOffice(origin: string, admin: { email: string; password: string }): Promise<OfficePost> {
  const office = csrfVisitor(origin);
  // A fresh token for each post: signing in starts a new session, where the token from before does not hold.
  const post: OfficePost = async (path, body) =>
    office.send(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": await office.csrfToken() },
      body: JSON.stringify(body),
    });
  const login = await post("/api/auth/login", { email: admin.email, password: admin.password });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return post;
}
