/**
 * The bad-input sweep (issue 18): every API route and every page with an action, sent every kind of broken
 * input in app/test-support/sweep/corpus.ts, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. It fails on
 * any 5xx; a "refuse" item must get a 4xx; any 4xx must leave every table (listed from the database's own
 * catalogue) exactly as it was; and an accepted right-to-left or combining-mark text must be stored exactly.
 * Office routes are swept signed in (a real session and CSRF token) and signed out. The routes come from the
 * app itself (Fastify's route table, React Router's route manifest), so a new route without a case here fails.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../server/test-support/app.ts";
import { AuthClient, randomClientAddress, signedInOffice } from "../server/test-support/auth-client.ts";
import { testDialects } from "../server/test-support/databases.ts";
import { changedTables, storedRows, tableDigests, tableNames } from "../server/test-support/stored-rows.ts";
import routes from "./routes.ts";
import { type PageSummary, pageBuild } from "./test-support/page-build.ts";
import {
  API_CASES,
  type ApiCase,
  CONTENT_SETS,
  type ContentSet,
  multipart,
  type SweepIds,
} from "./test-support/sweep/api-cases.ts";
import { BODY_VALUES, type Expectation, FIELD_VALUES, URL_VALUES } from "./test-support/sweep/corpus.ts";
import { PAGE_CASES, type PageCase } from "./test-support/sweep/page-cases.ts";

/** The routes of app/routes.ts, flattened, with each one's module (to find the ones with an action). */
interface ManifestRoute {
  file: string;
  path?: string;
  children?: ManifestRoute[];
}
const routeModules = import.meta.glob<Record<string, unknown>>("./routes/**/*.{ts,tsx}");
const flatten = (list: readonly ManifestRoute[]): ManifestRoute[] =>
  list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const actionPages: { path: string; action: unknown }[] = [];
for (const route of flatten(routes as readonly ManifestRoute[])) {
  const load = routeModules[`./${route.file}`];
  if (!load) throw new Error(`app/routes.ts names ${route.file}, which the sweep cannot load`);
  const module = await load();
  if (typeof module.action === "function" && route.path !== undefined) {
    if (!actionPages.some((page) => page.path === route.path))
      actionPages.push({ path: route.path, action: module.action });
  }
}

const ORIGIN = "http://localhost";
const WRONG_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"] as const;

/** A route table entry as the sweep names it: HEAD is GET's, and "/api/news/" is "/api/news". */
function routeKey(method: string, url: string): string | undefined {
  if (method === "HEAD") return undefined;
  return `${method} ${url.length > 5 && url.endsWith("/") ? url.slice(0, -1) : url}`;
}

describe.each(testDialects)("the bad-input sweep on %s", (dialect) => {
  let t: TestApp;
  let office: AuthClient;
  let visitor: AuthClient;
  let tables: string[];
  let ids: SweepIds;
  let counter = 0;
  const next = () => ++counter;

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      {
        pageBuild: pageBuild(
          Object.fromEntries(actionPages.map((page) => [`/${page.path}`, { action: page.action } as never])),
        ),
      },
    );
    office = await signedInOffice(t.app, t.database);
    visitor = new AuthClient(t.app);
    await visitor.fetchCsrfToken();
    ids = await makeRows();
    tables = await tableNames(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** One of every row the routes point at, made as the office and visitors make them. */
  async function makeRows(): Promise<SweepIds> {
    const made: Partial<SweepIds> = {};
    for (const set of Object.keys(CONTENT_SETS) as ContentSet[]) {
      const res = await office.send("POST", `/api/${set}`, CONTENT_SETS[set](next()));
      if (res.statusCode !== 201) throw new Error(`could not make a ${set} row: ${res.body}`);
      made[set] = String(res.json().id);
    }
    const contact = await visitor.post("/api/contact", {
      name: "Row Parent",
      email: "parent@example.com",
      topic: "tour",
      message: "A message.",
    });
    if (contact.statusCode !== 200) throw new Error(`could not send a message: ${contact.body}`);
    const signup = await visitor.post("/api/volunteers", {
      name: "Row Helper",
      email: "helper@example.com",
      phone: "250-555-0134",
      eventId: made.events,
      criminalRecordCheck: "yes",
    });
    if (signup.statusCode !== 200) throw new Error(`could not sign up: ${signup.body}`);
    made.message = (await office.request({ method: "GET", url: "/api/messages" })).json().items[0].id;
    made.signup = (await office.request({ method: "GET", url: "/api/volunteers" })).json().items[0].id;
    // A message waiting in the outbox (the contact form's copy to the office); retrying it is refused as not failed.
    made.mail = (await t.database.db.kysely.selectFrom("mail_outbox").select("id").executeTakeFirstOrThrow()).id;
    const invited = await office.send("POST", "/api/admins", {
      name: "Invited Teacher",
      email: "invited@pinecrest.example",
    });
    if (invited.statusCode !== 201) throw new Error(`could not invite: ${invited.body}`);
    made.invited = invited.json().id;
    made.document = (await office.request({ method: "GET", url: "/api/documents" })).json().items[0].name;
    const upload = await multipart({ alt: "A row picture" }, await pictureFile());
    const media = await office.request({
      method: "POST",
      url: "/api/media",
      headers: { "x-csrf-token": office.csrfToken ?? "", "content-type": upload.contentType },
      payload: upload.payload,
    });
    if (media.statusCode !== 201) throw new Error(`could not upload: ${media.body}`);
    made.media = media.json().id;
    return made as SweepIds;
  }

  async function pictureFile() {
    const upload = await API_CASES["POST /api/media"]?.upload?.(context());
    if (!upload) throw new Error("the media case has no upload");
    return upload.file;
  }

  function context() {
    return {
      ids,
      next,
      async read(url: string) {
        const res = await office.request({
          method: "GET",
          url: `${url}${url.startsWith("/api/settings") ? "" : "?status=all"}`,
        });
        if (res.statusCode !== 200) throw new Error(`could not read ${url}: ${res.statusCode} ${res.body}`);
        return res.json() as Record<string, unknown>;
      },
    };
  }

  /** What one request did wrong, if anything. */
  interface Check {
    label: string;
    expect: Expectation;
    send(): Promise<LightMyRequestResponse>;
    sideEffects?: readonly string[];
    /** Text that must be stored exactly when the request is accepted. */
    storedText?: string;
    /** Nothing may be stored even when the request is answered 2xx (a honeypot, a form that stores nothing). */
    storesNothing?: boolean;
    /** A refusal in a page's own words, when it is not a 4xx (page-cases.ts). */
    refusal?(res: LightMyRequestResponse): boolean;
    /** Runs before the tables are read (a fresh sign-in for a request that ends its session). */
    prepare?(): Promise<void>;
  }

  async function run(check: Check): Promise<string | undefined> {
    await check.prepare?.();
    const before = await tableDigests(t.database.db, tables);
    let res: LightMyRequestResponse;
    try {
      res = await check.send();
    } catch (error) {
      return `${check.label}: the request threw ${(error as Error).message}`;
    }
    const status = res.statusCode;
    const said = `${check.label}: ${status} ${res.body.slice(0, 200)}`;
    if (status >= 500) return said;
    const refused = status >= 400 || (check.refusal?.(res) ?? false);
    if (check.expect === "refuse" && !refused) return `${said} (must be refused)`;
    if (refused || check.storesNothing) {
      const changed = changedTables(before, await tableDigests(t.database.db, tables)).filter(
        (table) => !check.sideEffects?.includes(table),
      );
      if (changed.length > 0)
        return `${said} (${refused ? "refused" : "stores nothing"}, yet changed ${changed.join(", ")})`;
    } else if (check.storedText !== undefined) {
      const rows = Object.values(await storedRows(t.database.db, tables)).join("\n");
      // Stored rows are JSON text: the text is looked for as JSON writes it.
      if (!rows.includes(JSON.stringify(check.storedText).slice(1, -1))) {
        return `${said} (accepted, but the text was not stored exactly as sent)`;
      }
    }
    return undefined;
  }

  async function runAll(checks: Check[]): Promise<string[]> {
    const problems: string[] = [];
    for (const check of checks) {
      const problem = await run(check);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  /** Sends as a client (a fresh address each time, so the sweep does not trip its own rate limits). */
  function sender(client: AuthClient | (() => Promise<AuthClient>), csrf = true) {
    return async (options: InjectOptions & { url: string }) => {
      const who = typeof client === "function" ? await client() : client;
      const headers = { ...(options.headers as Record<string, string> | undefined) };
      if (csrf && who.csrfToken) headers["x-csrf-token"] = who.csrfToken;
      return who.request({ ...options, headers, remoteAddress: randomClientAddress() });
    };
  }

  async function freshOffice(): Promise<AuthClient> {
    const client = new AuthClient(t.app);
    const res = await client.login();
    if (res.statusCode !== 200) throw new Error(`could not sign in: ${res.body}`);
    await client.fetchCsrfToken();
    return client;
  }

  /** Every check of one API route as one client: signed in, a visitor, or signed out. */
  async function apiChecks(key: string, apiCase: ApiCase, as: "office" | "visitor"): Promise<Check[]> {
    const [method, pattern] = key.split(" ") as [string, string];
    // A request that ends its session gets a session of its own, signed in before the tables are read.
    let own: AuthClient | undefined;
    const prepare =
      as === "office" && apiCase.endsSession
        ? async () => {
            own = await freshOffice();
          }
        : undefined;
    const client: AuthClient | (() => Promise<AuthClient>) =
      as === "visitor" ? visitor : prepare ? async () => own ?? office : office;
    const send = sender(client);
    const refusedAnyway = as === "visitor" && apiCase.access === "office";
    const expectOf = (expect: Expectation): Expectation => (refusedAnyway ? "refuse" : expect);
    const sideEffects = apiCase.sideEffects?.tables;
    const url = apiCase.url(ids);
    const query = (values: Record<string, string> | undefined) =>
      values
        ? Object.entries(values)
            .map(([name, value]) => `${name}=${value}`)
            .join("&")
        : "";
    const withQuery = (path: string, values = apiCase.query) => (query(values) ? `${path}?${query(values)}` : path);
    const ctx = context();
    const checks: Check[] = [];
    const jsonBody = async () => (apiCase.body ? await apiCase.body(ctx) : undefined);

    /** The valid request with something changed. */
    const request = (changes: Partial<InjectOptions> & { url?: string }) => () =>
      jsonBody().then(async (body) => {
        const upload = apiCase.upload ? await apiCase.upload(ctx) : undefined;
        const form = upload ? await multipart(upload.fields, upload.file) : undefined;
        return send({
          method: method as InjectOptions["method"],
          url: withQuery(url),
          ...(body ? { payload: body } : {}),
          ...(form ? { payload: form.payload, headers: { "content-type": form.contentType } } : {}),
          ...changes,
        } as InjectOptions & { url: string });
      });

    if (apiCase.control) {
      checks.push({
        label: `${key} valid`,
        expect: refusedAnyway ? "refuse" : "survive",
        send: async () => {
          const res = await request({})();
          if (!refusedAnyway && (res.statusCode < 200 || res.statusCode >= 300)) {
            // A control that fails means the corpus below breaks a request that was refused anyway.
            return {
              ...res,
              statusCode: 599,
              body: `the valid request was not accepted: ${res.statusCode} ${res.body}`,
            } as LightMyRequestResponse;
          }
          return res;
        },
      });
    }

    // Methods the path does not answer.
    const answered = t.app.apiMethodsFor(url.split("?")[0] ?? url);
    for (const wrong of WRONG_METHODS) {
      if (answered.includes(wrong)) continue;
      checks.push({ label: `${wrong} ${pattern}`, expect: "refuse", send: () => send({ method: wrong, url }) });
    }

    // A write without its CSRF token.
    if (method !== "GET") {
      checks.push({
        label: `${key} without a CSRF token`,
        expect: "refuse",
        sideEffects,
        send: () =>
          jsonBody().then((body) =>
            sender(
              client,
              false,
            )({ method: method as InjectOptions["method"], url: withQuery(url), ...(body ? { payload: body } : {}) }),
          ),
      });
    }

    // Path parameters.
    const patternParts = pattern.split("/");
    const urlParts = url.split("/");
    patternParts.forEach((part, index) => {
      if (!part.startsWith(":")) return;
      for (const value of URL_VALUES) {
        const broken = urlParts.map((segment, i) => (i === index ? value.encoded : segment)).join("/");
        checks.push({
          label: `${key} with ${part} = ${value.name}`,
          expect: expectOf(method === "GET" ? "survive" : "refuse"),
          sideEffects,
          send: request({ url: withQuery(broken) }),
        });
      }
    });

    // Query-string parameters, one at a time, and ones no route takes.
    for (const name of Object.keys(apiCase.query ?? {})) {
      for (const value of URL_VALUES) {
        checks.push({
          label: `${key} with ?${name} = ${value.name}`,
          expect: expectOf(method === "GET" ? "survive" : "refuse"),
          sideEffects,
          send: request({ url: withQuery(url, { ...apiCase.query, [name]: value.encoded }) }),
        });
      }
    }
    // A valid request with extra parameters is a valid request: not sent where that would delete the row.
    if (method === "GET" || apiCase.control)
      checks.push({
        label: `${key} with an unknown and a repeated query parameter`,
        expect: expectOf("survive"),
        sideEffects,
        send: request({ url: `${withQuery(url)}${apiCase.query ? "&" : "?"}sweepExtra=1&sweepExtra=2&page=1&page=2` }),
      });

    // Whole bodies that are not what any route takes.
    if (apiCase.body || apiCase.upload) {
      for (const value of BODY_VALUES) {
        const expect = value.name === "an empty object" && !apiCase.upload ? "survive" : "refuse";
        checks.push({
          label: `${key} with a body of ${value.name}`,
          expect: expectOf(expect),
          sideEffects,
          send: request({
            payload: value.payload,
            headers: value.contentType ? { "content-type": value.contentType } : {},
          }),
        });
      }
    }

    // Each field of the valid body, broken in each way.
    if (apiCase.body) {
      const example = await apiCase.body(ctx);
      const fields = as === "visitor" && refusedAnyway ? Object.keys(example).slice(0, 1) : Object.keys(example);
      for (const field of fields) {
        for (const value of FIELD_VALUES) {
          const n = next();
          // A filled honeypot is a bot's post: thanked, never stored. Left empty, it is a person's.
          const honeypot =
            field === apiCase.honeypot && !value.remove && !["", null].includes(value.value(n) as string);
          checks.push({
            label: `${key} with ${field} = ${value.name}`,
            expect: expectOf(honeypot ? "survive" : value.expect),
            sideEffects,
            storesNothing: honeypot,
            storedText: honeypot ? undefined : value.storedText?.(n),
            send: () =>
              jsonBody().then((body) => {
                const changed: Record<string, unknown> = { ...body };
                if (value.remove) delete changed[field];
                else changed[field] = value.value(n);
                return send({ method: method as InjectOptions["method"], url: withQuery(url), payload: changed });
              }),
          });
        }
      }
      checks.push({
        label: `${key} with an extra field`,
        expect: expectOf("survive"),
        sideEffects,
        send: () =>
          jsonBody().then((body) =>
            send({
              method: method as InjectOptions["method"],
              url: withQuery(url),
              payload: { ...body, isAdmin: true, id: "x" },
            }),
          ),
      });
    }

    // Uploads: the file and each text field broken.
    if (apiCase.upload) {
      const valid = await apiCase.upload(ctx);
      const upload =
        (fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) => async () => {
          const form = await multipart(fields, file);
          return send({
            method: method as InjectOptions["method"],
            url,
            payload: form.payload,
            headers: { "content-type": form.contentType },
          });
        };
      const files: [string, { data: Buffer; name: string; type: string } | undefined][] = [
        ["no file", undefined],
        ["an empty file", { ...valid.file, data: Buffer.alloc(0) }],
        ["text sent as the file", { ...valid.file, data: Buffer.from("not a picture or a PDF at all") }],
        ["an 11 MB file", { ...valid.file, data: Buffer.concat([valid.file.data, Buffer.alloc(11 * 1024 * 1024)]) }],
      ];
      for (const [name, file] of files) {
        checks.push({ label: `${key} with ${name}`, expect: "refuse", sideEffects, send: upload(valid.fields, file) });
      }
      for (const field of Object.keys(valid.fields)) {
        for (const value of FIELD_VALUES) {
          const n = next();
          const text = value.value(n);
          if (typeof text !== "string") continue;
          checks.push({
            label: `${key} with ${field} = ${value.name}`,
            expect: expectOf(value.expect),
            sideEffects,
            storedText: value.storedText?.(n),
            send: upload({ ...valid.fields, [field]: text }, valid.file),
          });
        }
      }
    }
    return prepare ? checks.map((check) => ({ ...check, prepare })) : checks;
  }

  it("has a case for every API route and every page with an action, and no case for a route that is gone", () => {
    const table = new Set(t.app.apiRoutes().flatMap(({ method, url }) => routeKey(method, url) ?? []));
    expect([...table].sort()).toEqual(Object.keys(API_CASES).sort());
    expect(actionPages.map((page) => page.path).sort()).toEqual(Object.keys(PAGE_CASES).sort());
  });

  describe.each(Object.entries(API_CASES))("%s", (key, apiCase) => {
    it(apiCase.access === "public" ? "as a visitor" : "signed in", async () => {
      const problems = await runAll(await apiChecks(key, apiCase, "office"));
      expect(problems).toEqual([]);
    }, 300_000);
    if (apiCase.access !== "public") {
      it("signed out", async () => {
        const problems = await runAll(await apiChecks(key, apiCase, "visitor"));
        expect(problems).toEqual([]);
      }, 300_000);
    }
  });

  describe.each(Object.entries(PAGE_CASES))("the page /%s", (path, pageCase: PageCase) => {
    it("answers every broken form post without a 5xx and stores nothing it refused", async () => {
      const encode = (fields: Record<string, string | string[]>) => {
        const form = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) {
          for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
        }
        return form.toString();
      };
      const post =
        (payload: string | Buffer, contentType?: string, method: InjectOptions["method"] = "POST") =>
        () =>
          t.app.inject({
            method,
            url: `/${path}`,
            remoteAddress: randomClientAddress(),
            headers: { origin: ORIGIN, ...(contentType ? { "content-type": contentType } : {}) },
            payload,
          });
      const form = "application/x-www-form-urlencoded";
      /** What every check of this page shares: how it says no, and whether it ever stores anything. */
      const shared: Pick<Check, "refusal" | "storesNothing"> = {
        storesNothing: pageCase.storesNothing ?? false,
        refusal: (res) => {
          const refusal = pageCase.refusal;
          if (!refusal || res.statusCode !== 200) return false;
          return refusal((res.json() as PageSummary).actionData);
        },
      };
      const checks: Check[] = [];
      if (pageCase.control) {
        const name = `Sweep Control ${next()}`;
        checks.push({
          ...shared,
          label: `/${path} valid`,
          expect: "survive",
          storedText: name,
          send: async () => {
            const res = await post(encode({ ...pageCase.fields, name }), form)();
            return res.statusCode === 200 ? res : ({ ...res, statusCode: 599 } as LightMyRequestResponse);
          },
        });
      }
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"] as const) {
        checks.push({
          ...shared,
          label: `${method} /${path}`,
          expect: "refuse",
          send: post(encode(pageCase.fields), form, method),
        });
      }
      for (const value of BODY_VALUES) {
        checks.push({
          ...shared,
          label: `/${path} with a body of ${value.name}`,
          // A form body with fields the page does not know is a form without its fields: refused by the form's rules.
          expect: "refuse",
          send: post(value.payload, value.contentType),
        });
      }
      for (const field of Object.keys(pageCase.fields)) {
        for (const value of FIELD_VALUES) {
          const n = next();
          const text = value.value(n);
          // A filled honeypot is a bot's post: thanked, never stored. Left empty, it is a person's.
          const honeypot = field === pageCase.honeypot && !value.remove && text !== "";
          // A form field is text: the values of other types are the API's concern.
          if (!value.remove && typeof text !== "string") continue;
          const fields = { ...pageCase.fields };
          if (value.remove) delete fields[field];
          else fields[field] = text as string;
          checks.push({
            ...shared,
            label: `/${path} with ${field} = ${value.name}`,
            expect: honeypot ? "survive" : value.expect,
            storesNothing: shared.storesNothing || honeypot,
            storedText: shared.storesNothing || honeypot ? undefined : value.storedText?.(n),
            send: post(encode(fields), form),
          });
        }
        checks.push({
          ...shared,
          label: `/${path} with ${field} sent twice`,
          expect: "survive",
          send: post(`${encode(pageCase.fields)}&${encode({ [field]: "again" })}`, form),
        });
      }
      checks.push({
        ...shared,
        label: `/${path} with broken percent-encoding`,
        expect: "survive",
        send: post(`${encode(pageCase.fields)}&x=%E0%A4%A&y=%`, form),
      });
      const problems = await runAll(checks);
      expect(problems).toEqual([]);
    }, 300_000);
  });
});
