/** The office's frame around every /admin screen: the server turns a visitor without a session away before any HTML. */
import { useEffect } from "react";
import { Outlet, redirect } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell.tsx";
import { type AdminProfile, authState } from "~/lib/auth/auth-state.ts";
import { SIGNED_OUT_HOME } from "~/lib/auth/signed-out-address.ts";
import adminStyles from "~/styles/admin/admin-screens.css?url";
import editorStyles from "~/styles/admin/rich-text-editor.css?url";
import { installZoneRules, type ZoneRules, zoneRulesAround } from "../../../common/zoned-time.ts";
import type { Route } from "./+types/layout";

// The office's styles load with its screens only; no public page downloads them.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: editorStyles },
];

/**
 * Signed out goes to `/`, as the spec's guard does (§4), so no admin screen's HTML reaches a visitor. The
 * redirect is marked so the browser clears sign-in flags an old session left behind (signed-out-marker.tsx).
 * Each screen's own access point is then checked by the guard in the browser.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ profile: AdminProfile; zoneRules: ZoneRules }> {
  const admin = await context.services.auth.sessionFromRequest(request);
  if (!admin) throw redirect(SIGNED_OUT_HOME);
  return {
    profile: { name: admin.name, email: admin.email },
    zoneRules: zoneRulesAround(context.services.now()),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Before any screen below formats or reads a time, the browser takes the server's zone rules (the server
  // keeps its own data: nothing to install there).
  if (typeof document !== "undefined") installZoneRules(loaderData.zoneRules);
  // A tab opened on an office screen (not the one that signed in) learns who is signed in here, so a session
  // that ends in it can say whether their unsaved work is kept (signed-out-marker.tsx).
  const { name, email } = loaderData.profile;
  useEffect(() => authState.noteProfile({ name, email }), [name, email]);
  return (
    <AdminShell profile={loaderData.profile}>
      <Outlet />
    </AdminShell>
  );
}
