/**
 * `npm run bench:live -w e2e`: when a page drawn at build time comes alive, under Chrome's own throttling of a phone
 * on slow 4G (150 ms a request, 1.6 Mbps down, 750 Kbps up, 4x slower CPU), against the built portal. For each page
 * it prints, median of N runs (default 5), the first contentful paint and the moment React has drawn the live page
 * over the served one (no `[data-first-paint]` and nothing `inert` left in the root: a tap works from then on).
 *
 * Lighthouse simulates its figures from an unthrottled load, and cannot see what a change costs between those two
 * moments; this measures it (docs/performance.md, "The first paint").
 *
 *   npm run bench:live -w e2e                   every drawn page of npm run lighthouse
 *   npm run bench:live -w e2e -- --runs 3 hotel 3 runs, only pages whose address contains "hotel"
 */
import type { Browser } from 'puppeteer-core';
import { findChromium } from '../support/chromium';
import { LIGHTHOUSE_PAGES, CHECKOUT_PAGE, median } from '../lighthouse';
import { startBenchPortal } from './benchPortal';

/** The pages a remote's build draws (home has no served frame to replace; the checkout needs a chosen flight). */
const PAGES = LIGHTHOUSE_PAGES.filter((page) => page !== '/' && page !== CHECKOUT_PAGE);

const LIVE = '!document.querySelector("[data-first-paint]") && !document.querySelector("#root [inert]")';

async function measure(browser: Browser, url: string): Promise<{ paintMs: number; liveMs: number }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    await page.emulateNetworkConditions({ latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 });
    await page.emulateCPUThrottling(4);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(LIVE, { polling: 20, timeout: 30_000 });
    const liveMs = (await page.evaluate('performance.now()')) as number;
    const paintMs = (await page.evaluate(
      'performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN',
    )) as number;
    return { paintMs, liveMs };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
  const pages = PAGES.filter((page) => args.length === 0 || args.some((filter) => page.includes(filter)));
  const executablePath = process.env.CHROME_PATH ?? findChromium();
  if (!executablePath) throw new Error('bench:live needs a Chromium on disk: set CHROME_PATH=/path/to/chromium');
  const puppeteer = await import('puppeteer-core');
  const portal = await startBenchPortal();
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
  try {
    console.log('| page | first contentful paint | live |\n|---|---|---|');
    for (const page of pages) {
      const figures = [];
      for (let run = 0; run < runs; run++) figures.push(await measure(browser, `${portal.baseUrl}${page}`));
      const paint = median(figures.map((figure) => figure.paintMs));
      const live = median(figures.map((figure) => figure.liveMs));
      console.log(`| ${page.split('?')[0]} | ${Math.round(paint)} ms | ${Math.round(live)} ms |`);
    }
  } finally {
    await browser.close();
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
