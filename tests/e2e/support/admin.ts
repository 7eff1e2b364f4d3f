/** An administrator made the way the office makes one (the CLI, on the server's own database), and signing in. */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./test.ts";
import { scaled } from "./time-scale.ts";

export interface TestAdmin {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates the administrator; call it in beforeAll. The e-mail is new per worker and run. `databaseUrl`: a
 * test's own server's database; the shared test server's by default.
 */
export function createAdmin(name: string, tag: string, databaseUrl?: string): TestAdmin {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir && !databaseUrl) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const admin = {
    email: `e2e-${tag}-${process.pid}-${Date.now()}@pinecrest.example`,
    password: "Lakeshore-orchard-2026!",
    name,
  };
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin.ts", "create", "--email", admin.email, "--name", name],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl ?? `file:${join(dataDir ?? "", "pcs.sqlite")}`,
        ADMIN_PASSWORD: admin.password,
      },
      stdio: "pipe",
    },
  );
  return admin;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, admin: TestAdmin): Promise<void> {
  await page.goto("/secure-pcs-login");
  // A page from a context of the test's own (a second administrator) has no goto that waits for hydration;
  // a sign-in sent before it gets the page's "needs JavaScript" answer, as a person that quick would.
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Checking the password is deliberately slow (scrypt at production cost); a busy machine takes seconds.
  await expect(page).toHaveURL(/\/admin$/, { timeout: scaled(20_000) });
}
