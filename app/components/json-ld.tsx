/** A JSON-LD block for search engines (app/lib/structured-data.ts), with the response's nonce as every inline script. */
import { useNonce } from "~/lib/nonce.tsx";

export function JsonLd({ data }: { data: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON with "<" escaped (structured-data.ts)
      dangerouslySetInnerHTML={{ __html: data }}
    />
  );
}
