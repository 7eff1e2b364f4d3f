/** Shows rich text that the server sanitized on the way in and again on the way out (content-views.server.ts). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitized on the server for every response
  return <div className={className ?? "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
