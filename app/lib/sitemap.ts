/** Builds /sitemap.xml and /robots.txt from the same page list as the site map page. */
import { sitePages } from "../../common/pages/registry.ts";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Static pages plus any dynamic entries (news, events…) the caller adds. */
export function buildSitemapXml(siteUrl: string, extra: SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [...sitePages.map((page) => ({ path: page.path })), ...extra];
  const urls = entries
    .map((entry) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`;
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : "";
      return `  <url>${loc}${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string): string {
  // "Disallow: /admin" alone would match /admissions by prefix (RFC 9309). The login page is kept out of
  // search engines by its noindex tag rather than named here, where anyone could read it.
  return [
    "User-agent: *",
    "Disallow: /admin$",
    "Disallow: /admin/",
    "Disallow: /api/",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
