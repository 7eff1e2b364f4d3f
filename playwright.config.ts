import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { scaled } from "./tests/e2e/support/time-scale.ts";

// Browser tests run the production build (npm run test:e2e builds it first) on a throw-away SQLite file.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "pcs-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // The PostgreSQL suite starts its own server on a throw-away database, where TEST_DATABASE_URL names a server
  // (crash.spec.ts adds its PostgreSQL test on the same condition, through testDialects).
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ["**/postgres.spec.ts"],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // Each test signs in at production scrypt cost and runs axe on every page it visits (support/test.ts); the
  // office's screens are many and full, so a test of several screens needs more than the default 30 s.
  // Every limit here and in the tests guards against a hang, and CI machines vary two to three times in speed,
  // so each is scaled (three times on CI, E2E_TIME_SCALE to choose; ADR 064).
  timeout: scaled(60_000),
  expect: { timeout: scaled(5_000) },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dataDir, "pcs.sqlite")}`,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      E2E_DATA_DIR: dataDir,
      // Tests send their own visitor address (support/test.ts), as a proxy in front of the site would.
      TRUST_PROXY: "127.0.0.1",
      // The server runs far from the school on purpose: pages must still show Vancouver time.
      TZ: "Asia/Tokyo",
    },
  },
});
