/**
 * The access points route modules carry in their metadata, and who may pass each. An access point that is
 * not listed here is refused, so a typo fails closed. A new admin screen adds one line.
 */
export type AccessLevel = "public" | "admin";

export const ACCESS_POINTS: Readonly<Record<string, AccessLevel>> = {
  /** The sign-in page: open to everyone, but a signed-in administrator is sent on to the dashboard. */
  "admin-login": "public",
  "admin-dashboard": "admin",
  "admin-careers": "admin",
  "admin-news": "admin",
  "admin-events": "admin",
  "admin-alumni": "admin",
  "admin-testimonials": "admin",
  "admin-why-choose": "admin",
  "admin-media": "admin",
  "admin-messages": "admin",
  "admin-volunteers": "admin",
  "admin-administrators": "admin",
  "admin-account": "admin",
  "admin-activity": "admin",
  "admin-privacy": "admin",
  "admin-alerts": "admin",
  "admin-school-details": "admin",
  "admin-pages": "admin",
  "admin-documents": "admin",
};

export function accessLevel(accessPoint: string): AccessLevel | undefined {
  return Object.hasOwn(ACCESS_POINTS, accessPoint) ? ACCESS_POINTS[accessPoint] : undefined;
}
