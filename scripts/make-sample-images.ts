/** Renders the sample news/event artwork, scripts/sample-images/*.svg, to public/images/sample/*.jpg in Chromium. */
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { chromium } from "@playwright/test";

const sourceDir = "scripts/sample-images";
const outDir = "public/images/sample";

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 675 } });
  const files = readdirSync(sourceDir)
    .filter((name) => name.endsWith(".svg"))
    .sort();
  for (const file of files) {
    const svg = readFileSync(`${sourceDir}/${file}`, "utf8");
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#fbf8f3">${svg.replace("<svg ", '<svg style="display:block" ')}</body></html>`,
    );
    const path = `${outDir}/${basename(file, ".svg")}.jpg`;
    await page.screenshot({ path, type: "jpeg", quality: 80 });
    console.log(`Wrote ${path} (${(statSync(path).size / 1024).toFixed(1)} KB)`);
  }
  await browser.close();
}

await main();
