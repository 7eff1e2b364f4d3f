/**
 * `npm run lighthouse`: Lighthouse (mobile and desktop presets) on the production build in Debian's Chromium,
 * checked against the budgets below. Reports land in reports/lighthouse/ (not committed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startServer } from "./support/server.ts";

/** The pages measured; `NEWS_ITEM` stands for the newest news item, whose address is known once the server runs. */
const NEWS_ITEM = "news-item";
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/about",
  "/admissions/tuition-and-fees",
  "/events/calendar",
  "/events/upcoming-events",
  NEWS_ITEM,
  "/careers",
  "/contact",
];
/** Issue 17's goals: every score 100 on both presets, and the largest paint within 1.5 s on a phone. */
const BUDGETS = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 } as const;
const MOBILE_LCP_BUDGET_MS = 1500;
type Category = keyof typeof BUDGETS;

/** The newest published news item's page. */
async function newsItemPath(origin: string): Promise<string> {
  const { items } = (await (await fetch(`${origin}/api/news`)).json()) as { items: { id: string }[] };
  const first = items[0];
  if (!first) throw new Error("No news item to measure: /api/news is empty");
  return `/events/news-and-announcements/${first.id}`;
}

async function main() {
  const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3320));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  mkdirSync("reports/lighthouse", { recursive: true });
  const failures: string[] = [];
  try {
    const pages = await Promise.all(PAGES.map((page) => (page === NEWS_ITEM ? newsItemPath(server.origin) : page)));
    const presets = [
      ["mobile", undefined],
      ["desktop", desktopConfig as Config],
    ] as const;
    // LIGHTHOUSE_PRESETS=mobile runs one preset while working on it; the budgets hold for both.
    const chosen = process.env.LIGHTHOUSE_PRESETS?.split(",");
    for (const [preset, config] of presets.filter(([name]) => !chosen || chosen.includes(name))) {
      for (const path of pages) {
        // A second visitor gets the page from the page cache (ADR 030), as nearly every visitor does.
        await fetch(`${server.origin}${path}`);
        const run = () =>
          lighthouse(
            `${server.origin}${path}`,
            { port: chrome.port, output: "html", logLevel: "error", onlyCategories: Object.keys(BUDGETS) },
            config,
          );
        let result = await run();
        // A run that failed to load the page at all (Lighthouse's runtimeError) is tried once more;
        // a low score is never retried.
        if (result?.lhr.runtimeError) {
          console.warn(`${preset} ${path}: ${result.lhr.runtimeError.code}; running it again`);
          result = await run();
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const name = `${preset}${path.replace(/\//g, "_") || "_home"}`;
        writeFileSync(`reports/lighthouse/${name}.html`, String(result.report));
        writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(result.lhr));
        const scores = Object.fromEntries(
          (Object.keys(BUDGETS) as Category[]).map((c) => [c, result.lhr.categories[c]?.score ?? 0]),
        ) as Record<Category, number>;
        const line = (Object.keys(scores) as Category[]).map((c) => `${c} ${Math.round(scores[c] * 100)}`).join("  ");
        const lcpAudit = result.lhr.audits["largest-contentful-paint"];
        const lcp = lcpAudit?.displayValue ?? "?";
        const fcp = result.lhr.audits["first-contentful-paint"]?.displayValue ?? "?";
        console.log(`${preset.padEnd(8)} ${path.padEnd(32)} ${line}  FCP ${fcp}  LCP ${lcp}`);
        const lcpMs = lcpAudit?.numericValue ?? Number.POSITIVE_INFINITY;
        if (preset === "mobile" && lcpMs > MOBILE_LCP_BUDGET_MS)
          failures.push(`${preset} ${path}: LCP ${Math.round(lcpMs)} ms > ${MOBILE_LCP_BUDGET_MS} ms`);
        for (const c of Object.keys(BUDGETS) as Category[]) {
          if (scores[c] < BUDGETS[c])
            failures.push(`${preset} ${path}: ${c} ${Math.round(scores[c] * 100)} < ${BUDGETS[c] * 100}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (failures.length > 0) {
    console.error(`\nUnder budget:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
}

await main();
