import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Start-up must refuse bad configuration before doing anything else: one clear line, exit code 1.
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm start with bad configuration", () => {
  it("stops on a bad DATABASE_URL with one line and exit code 1", () => {
    const result = start({ DATABASE_URL: "mysql://localhost/pcs" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("DATABASE_URL must be file:… or postgres://…");
  });

  it("stops on a bad PORT with one line and exit code 1", () => {
    const result = start({ PORT: "not-a-port" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("PORT must be a whole number from 1 to 65535");
  });
});
