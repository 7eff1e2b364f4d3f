/**
 * The deployment recipe, run (issue 18): Debian's nginx with deploy/nginx-pcs.conf itself (only ports, paths
 * and a self-signed certificate put in) in front of the production server configured as deploy/pcs.env.example
 * says. Checks the http → https redirect, HSTS, Secure cookies, build assets served by nginx, pictures cached
 * by it, the visitor's own address reaching the rate limit, and the office signing in through it.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { nginxConfig } from "../../scripts/support/nginx.ts";
import { type RunningServer, startServer } from "../../scripts/support/server.ts";
import { createAdmin, signIn, type TestAdmin } from "./support/admin.ts";
import { expect, scaled, test } from "./support/test.ts";

const BASE = Number(process.env.E2E_PORT ?? 3100) + 40;
const APP_PORT = BASE;
const HTTP_PORT = BASE + 1;
const HTTPS_PORT = BASE + 2;
const ORIGIN = `https://127.0.0.1:${HTTPS_PORT}`;
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const HSTS = "max-age=31536000; includeSubDomains";
/** How long nginx keeps a picture in this test (ten minutes as shipped). */
const MEDIA_CACHE_SECONDS = 5;

/** Puts this run's values into the shipped site file; a value no longer in the file fails the test, loudly. */
function renderSite(dir: string): string {
  let site = readFileSync("deploy/nginx-pcs.conf", "utf8");
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${APP_PORT};`],
    ["listen 80;", `listen 127.0.0.1:${HTTP_PORT};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`],
    // The test machine may have no IPv6; the IPv4 lines above are the ones the test reaches.
    ["listen [::]:80;", ""],
    ["listen [::]:443 ssl http2;", ""],
    ["/etc/letsencrypt/live/www.pinecrest.example/fullchain.pem", join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/www.pinecrest.example/privkey.pem", join(dir, "key.pem")],
    ["/srv/pcs/build/client", resolve("build/client")],
    ["/var/cache/nginx/pcs", join(dir, "cache")],
    // A picture's time in nginx's cache, shortened so the test sees a deleted picture leave it.
    ["proxy_cache_valid 200 10m;", `proxy_cache_valid 200 ${MEDIA_CACHE_SECONDS}s;`],
    ["/var/www/letsencrypt", join(dir, "acme")],
  ];
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`deploy/nginx-pcs.conf no longer contains "${from}"; update this test`);
    site = site.replaceAll(from, to);
  }
  return site;
}

function startNginx(dir: string): ChildProcess {
  if (!NGINX) {
    throw new Error("Debian's nginx is needed for the deployment test: apt-get install nginx-light (.ci/run does)");
  }
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "pipe" },
  );
  writeFileSync(join(dir, "pcs.conf"), renderSite(dir));
  // What Debian's /etc/nginx/nginx.conf gives a site, with every path in the test's own folder.
  writeFileSync(
    join(dir, "nginx.conf"),
    nginxConfig(dir, {
      workers: 1,
      connections: 256,
      http: `include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  include ${join(dir, "pcs.conf")};`,
    }),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "inherit", "pipe"] });
  child.stderr?.on("data", (chunk) => process.stderr.write(chunk));
  return child;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to nginx from the given loopback address (127.0.0.x), as a visitor at that address would
 * send it; the certificate is checked against the test's own.
 */
function send(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string; ca?: Buffer } = {},
): Promise<Answer> {
  const target = new URL(url);
  const requester = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = requester(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from ?? "127.0.0.1",
        ca: options.ca,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(options.body);
  });
}

/** A visitor with a cookie jar, at one address. */
function visitor(from: string, ca: Buffer) {
  const jar = new Map<string, string>();
  return async (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const answer = await send(`${ORIGIN}${path}`, {
      from,
      ca,
      method: init.method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
}

let dir: string;
let nginx: ChildProcess | undefined;
let server: RunningServer | undefined;
let cert: Buffer;
let admin: TestAdmin;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(scaled(180_000));
  dir = mkdtempSync(join(tmpdir(), "pcs-deploy-"));
  for (const sub of ["cache", "acme"]) mkdirSync(join(dir, sub));
  nginx = startNginx(dir);
  cert = readFileSync(join(dir, "cert.pem"));
  // As deploy/pcs.env.example configures it.
  server = await startServer(APP_PORT, {
    env: { SITE_URL: ORIGIN, TRUST_PROXY: "127.0.0.1", WEB_CONCURRENCY: "auto" },
  });
  admin = createAdmin("Deployment Office", "deploy", server.databaseUrl);
  const healthBy = Date.now() + scaled(10_000);
  for (;;) {
    try {
      if ((await send(`${ORIGIN}/api/health`, { ca: cert })).status === 200) break;
    } catch (error) {
      if (Date.now() > healthBy) throw error;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await new Promise((stopped) => nginx?.once("exit", stopped));
  }
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true });

test("plain http is sent to https, path and query kept", async () => {
  const answer = await send(`http://127.0.0.1:${HTTP_PORT}/admissions/tuition-and-fees?year=2027`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe("https://127.0.0.1/admissions/tuition-and-fees?year=2027");
});

test("pages come over TLS with HSTS, and the session cookie is Secure", async () => {
  const page = await send(`${ORIGIN}/`, { ca: cert });
  expect(page.status).toBe(200);
  expect(page.headers["strict-transport-security"]).toBe(HSTS);

  const token = await send(`${ORIGIN}/api/csrf-token`, { ca: cert });
  const cookies = token.headers["set-cookie"] ?? [];
  // Set only because nginx said X-Forwarded-Proto: https and the server believes it.
  expect(cookies.find((line) => line.startsWith("__Host-pcs.sid="))).toMatch(/; Secure/i);
});

test("build assets are nginx's own files, pre-compressed, cached for a year, with HSTS", async () => {
  const html = (await send(`${ORIGIN}/`, { ca: cert })).body.toString();
  // The framework's file: large enough to be pre-compressed (scripts/precompress.ts leaves files under 1 KB).
  const asset = /\/assets\/framework-[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, "the home page links the framework's script under /assets/").toBeTruthy();
  const viaNginx = await send(`${ORIGIN}${asset}`, { ca: cert, headers: { "accept-encoding": "gzip" } });
  expect(viaNginx.status).toBe(200);
  expect(viaNginx.headers["content-encoding"]).toBe("gzip");
  expect(viaNginx.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(viaNginx.headers["strict-transport-security"]).toBe(HSTS);
  // Every answer of the Node server carries its Content-Security-Policy; this one never reached it.
  expect((await send(`http://127.0.0.1:${APP_PORT}${asset}`)).headers["content-security-policy"]).toBeTruthy();
  expect(viaNginx.headers["content-security-policy"]).toBeUndefined();
});

test("the rate limit counts each visitor's own address, whatever X-Forwarded-For they send", async () => {
  const refusedForm = { name: "" };
  const first = visitor("127.0.0.2", cert);
  const { csrfToken } = JSON.parse((await first("/api/csrf-token")).body.toString()) as { csrfToken: string };
  const statuses: number[] = [];
  for (let post = 0; post < 6; post++) {
    statuses.push(
      (await first("/api/contact", { method: "POST", headers: { "x-csrf-token": csrfToken }, body: refusedForm }))
        .status,
    );
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  // A made-up address in the header changes nothing: nginx replaces it with the real one.
  const spoofed = await first("/api/contact", {
    method: "POST",
    headers: { "x-csrf-token": csrfToken, "x-forwarded-for": "198.51.100.23" },
    body: refusedForm,
  });
  expect(spoofed.status).toBe(429);

  // Another visitor, behind the same nginx, is not held back by the first one's posts.
  const second = visitor("127.0.0.3", cert);
  const token = JSON.parse((await second("/api/csrf-token")).body.toString()) as { csrfToken: string };
  const theirs = await second("/api/contact", {
    method: "POST",
    headers: { "x-csrf-token": token.csrfToken },
    body: refusedForm,
  });
  expect(theirs.status).toBe(400);
});

test("the office signs in through nginx, with Secure cookies, and its pictures are cached by nginx until deleted", async ({
  page,
}) => {
  await signIn(page, admin);
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);

  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post("/api/media", {
    headers: { "x-csrf-token": csrfToken },
    multipart: {
      alt: "The school's front doors in the morning",
      file: { name: "doors.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const firstLoad = await send(`${ORIGIN}${url}`, { ca: cert });
  const secondLoad = await send(`${ORIGIN}${url}`, { ca: cert });
  expect([firstLoad.status, firstLoad.headers["x-cache-status"]]).toEqual([200, "MISS"]);
  expect([secondLoad.status, secondLoad.headers["x-cache-status"]]).toEqual([200, "HIT"]);
  expect(secondLoad.body.equals(firstLoad.body)).toBe(true);
  // Browsers are told a year; nginx keeps it only its own few seconds here (ten minutes as shipped).
  expect(secondLoad.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  // Deleted (a child's photo taken down on a parent's request), it stops being served once nginx's time is up,
  // not a year later.
  const { id } = (await uploaded.json()) as { id: string };
  expect((await page.request.delete(`/api/media/${id}`, { headers: { "x-csrf-token": csrfToken } })).status()).toBe(
    204,
  );
  await expect
    .poll(async () => (await send(`${ORIGIN}${url}`, { ca: cert })).status, {
      timeout: scaled((MEDIA_CACHE_SECONDS + 10) * 1000),
    })
    .toBe(404);
});
