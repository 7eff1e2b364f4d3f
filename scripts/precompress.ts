/** Runs after `react-router build`: writes .br and .gz beside each text asset so they are served pre-compressed. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|ico)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(ROOT)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const source = readFileSync(path);
  if (source.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`Pre-compressed ${count} assets (brotli and gzip).`);
