/**
 * `npm run bench`'s ceiling for a cached page: Node's own `http` in one process sending fixed bytes with one
 * prepared header list, nothing else. The page cache's hit can at best match it; what stands between it and
 * nginx is Node's HTTP layer on one core, not the cache (issue 17).
 *
 * Usage: node scripts/support/node-ceiling.ts PORT MANIFEST, MANIFEST a JSON list of { path, type, file }; it
 * answers each path with its file's bytes, and 404 to anything else.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, manifest] = process.argv.slice(2);
if (!port || !manifest) {
  console.error("Usage: node-ceiling.ts PORT MANIFEST");
  process.exit(2);
}

const pages = new Map(
  (JSON.parse(readFileSync(manifest, "utf8")) as { path: string; type: string; file: string }[]).map((page) => {
    const body = readFileSync(page.file);
    return [page.path, { body, headers: ["content-type", page.type, "content-length", String(body.length)] }];
  }),
);

createServer((request, response) => {
  const page = pages.get(request.url ?? "");
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, page.headers);
  response.end(page.body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
