/** A multipart body as a browser's FormData sends it, for upload tests through app.inject(). */
export async function multipart(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  if (file) form.set("file", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/** A small but real PDF of about `size` bytes: the header, one empty object, padding and the end marker. */
export function pdfOf(size = 2048, note = "PCS"): Buffer {
  const head = `%PDF-1.4\n% ${note}\n1 0 obj << >> endobj\ntrailer << >>\n`;
  const tail = "\n%%EOF\n";
  return Buffer.from(head + "%".repeat(Math.max(0, size - head.length - tail.length)) + tail, "latin1");
}
