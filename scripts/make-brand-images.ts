/**
 * Renders the link-preview image (public/og-default.png, 1200×630) and public/favicon.ico from our own
 * SVG artwork in Debian's Chromium. Run after changing the artwork: `npx tsx scripts/make-brand-images.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Valley } from "../app/components/illustrations/valley.tsx";
import { site } from "../common/site.ts";

const favicon = readFileSync("public/favicon.svg", "utf8");
const valley = renderToStaticMarkup(createElement(Valley, {}));

const ogHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#fbf8f3;font-family:Georgia,serif">
<div style="position:absolute;inset:0 0 auto 0;height:420px;top:210px">${valley.replace('width="1200" height="420"', 'width="1200" height="420" style="display:block"')}</div>
<div style="position:absolute;left:72px;top:56px;display:flex;align-items:center;gap:28px">
  <div style="width:120px;height:120px">${favicon.replace("<svg ", '<svg width="120" height="120" ')}</div>
  <div><div style="font-size:58px;font-weight:700;color:#083a50">${site.name}</div>
  <div style="font:500 30px Arial,sans-serif;color:#1f2326;margin-top:8px">${site.grades} · ${site.address.city}, ${site.address.regionName}</div></div>
</div></body></html>`;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogHtml);
  await page.screenshot({ path: "public/og-default.png", type: "png" });

  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(`<body style="margin:0">${favicon.replace("<svg ", '<svg width="32" height="32" ')}</body>`);
  const png = await page.screenshot({ type: "png", omitBackground: true });
  await browser.close();

  // An .ico holding one 32×32 PNG: 6-byte header, one 16-byte directory entry, then the PNG.
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  writeFileSync("public/favicon.ico", Buffer.concat([header, png]));
  console.log("Wrote public/og-default.png and public/favicon.ico");
}

await main();
