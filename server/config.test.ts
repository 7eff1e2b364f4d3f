import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, HTTPS_WITHOUT_PROXY, insecureCookieWarning, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 3000 on 127.0.0.1 with the SQLite file", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.database).toEqual({ dialect: "sqlite", filename: "./data/pcs.sqlite" });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
  });

  it("reads a PostgreSQL URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/pcs" });
    expect(config.database).toEqual({
      dialect: "postgres",
      connectionString: "postgres://postgres@127.0.0.1:5432/pcs",
    });
  });

  it.each(["mysql://x", "pcs.sqlite", "http://db"])("refuses DATABASE_URL=%s with the one clear line", (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      new ConfigError("DATABASE_URL must be file:… or postgres://…"),
    );
  });

  it.each(["0", "70000", "abc", "30.5"])("refuses PORT=%s", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(new ConfigError("PORT must be a whole number from 1 to 65535"));
  });

  it("turns on secure cookies when the site is served over https behind a trusted proxy", () => {
    const config = loadConfig({ SITE_URL: "https://www.pinecrest.example/", TRUST_PROXY: "10.0.0.1, 10.0.0.2" });
    expect(config.siteUrl).toBe("https://www.pinecrest.example");
    expect(config.secureCookies).toBe(true);
    expect(config.trustProxy).toEqual(["10.0.0.1", "10.0.0.2"]);
  });

  it("refuses an https SITE_URL without TRUST_PROXY, saying what to set, since no session cookie could be kept", () => {
    expect(() => loadConfig({ SITE_URL: "https://www.pinecrest.example" })).toThrow(
      new ConfigError(HTTPS_WITHOUT_PROXY),
    );
    expect(HTTPS_WITHOUT_PROXY).toContain("Set TRUST_PROXY");
    // Local development over http needs no proxy.
    expect(loadConfig({ SITE_URL: "http://localhost:3001" }).secureCookies).toBe(false);
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it("turns authentication on unless AUTH_ENABLED says false", () => {
    expect(loadConfig({}).authEnabled).toBe(true);
    expect(loadConfig({ AUTH_ENABLED: "false" }).authEnabled).toBe(false);
    expect(loadConfig({ AUTH_ENABLED: "0" }).authEnabled).toBe(false);
    expect(() => loadConfig({ AUTH_ENABLED: "no" })).toThrow(new ConfigError("AUTH_ENABLED must be true or false"));
  });

  it("serves from one process unless WEB_CONCURRENCY asks for more, or for one per core with auto", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "auto" }).workers).toBe(availableParallelism());
    for (const value of ["0", "65", "two", "1.5", "-2"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
        new ConfigError("WEB_CONCURRENCY must be a whole number from 1 to 64, or auto (one process per core)"),
      );
    }
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });
});

describe("insecureCookieWarning", () => {
  const publicHttp = loadConfig({ HOST: "0.0.0.0", SITE_URL: "http://www.pinecrest.example" });

  it("warns a production server on a public address with an http SITE_URL that cookies are not Secure", () => {
    expect(insecureCookieWarning(publicHttp, "production")).toBe(
      "Warning: SITE_URL (http://www.pinecrest.example) is not https:// and HOST 0.0.0.0 is reachable from other machines: session cookies are sent without Secure. Set SITE_URL to the https:// address of the site.",
    );
  });

  it("stays quiet for `npm start` on a loopback address", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.1.1"]) {
      expect(insecureCookieWarning(loadConfig({ HOST: host }), "production")).toBeUndefined();
    }
  });

  it("stays quiet when the site is https or the server is not in production", () => {
    const https = loadConfig({ HOST: "0.0.0.0", SITE_URL: "https://www.pinecrest.example", TRUST_PROXY: "10.0.0.1" });
    expect(insecureCookieWarning(https, "production")).toBeUndefined();
    expect(insecureCookieWarning(publicHttp, "development")).toBeUndefined();
    expect(insecureCookieWarning(publicHttp, undefined)).toBeUndefined();
  });
});

describe("outgoing e-mail settings", () => {
  it("sends nothing without SMTP_URL", () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(loadConfig({ MAIL_FROM: "office@pinecrest.example" }).mail).toBeNull();
  });

  it("takes an smtp:// or smtps:// address, with MAIL_FROM or the school's office address as the sender", () => {
    expect(loadConfig({ SMTP_URL: "smtp://mailer:secret@mail.example:587" }).mail).toEqual({
      smtpUrl: "smtp://mailer:secret@mail.example:587",
      from: "Pinecrest Christian School <office@pinecrest.example>",
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://mail.example", MAIL_FROM: "PCS Office <noreply@pinecrest.example>" }).mail?.from,
    ).toBe("PCS Office <noreply@pinecrest.example>");
  });

  it.each([
    ["SMTP_URL", "mail.example:25", "SMTP_URL must be smtp://user:password@host:port or smtps://…"],
    ["SMTP_URL", "http://mail.example", "SMTP_URL must be smtp://user:password@host:port or smtps://…"],
    [
      "MAIL_FROM",
      "the office",
      'MAIL_FROM must be an e-mail address, or a name and one: "Pinecrest Christian School <office@…>"',
    ],
  ])("refuses %s=%s with one readable line", (name, value, message) => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example", [name]: value })).toThrow(new ConfigError(message));
  });
});
