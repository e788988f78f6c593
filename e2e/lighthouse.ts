/**
 * `npm run lighthouse`: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slowdown) against the built
 * portal in headless Chromium, the median of N runs (default 3) per key page, printed as a table. Exits 1
 * when a page misses a target of issue 17. Serves the portal itself on the E2E_PORT_BASE block (default 3740).
 *
 *   npm run lighthouse                          all pages, 3 runs each (about 20 s a run on 2 cores)
 *   npm run lighthouse -- --runs 1 flight       1 run, only pages whose address contains "flight"
 *   npm run lighthouse -- /                     home only (a filter starting with / is a whole path)
 *   npm run lighthouse -- --json out.json       also writes every run's figures, and each run's whole Lighthouse
 *                                               report in out.reports/ (the LCP element's phases, the requests)
 *
 * Each run's line ends with its observed first paint and the scripts downloaded and run before it (bench/paintOrder.ts):
 * whether the downloads ended before that paint decides where the simulated LCP lands.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { findChromium } from './support/chromium';
import { startBenchPortal } from './bench/benchPortal';
import { describePaintOrder, paintOrder, type PaintOrder } from './bench/paintOrder';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const FLIGHT_SEARCH = `/flight-details?trip=one-way&from=BOM&to=DEL&date=${inDays(9)}&adults=1&cabin=economy`;

/**
 * The checkout's first step (travellers): it draws the flight chosen in this tab, so the run opens it in one, at the
 * address the fare page led to (which names the flight: `/flight-checkout?flight=…`).
 */
export const CHECKOUT_PAGE = '/flight-checkout';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/about-us',
  '/flight-home',
  FLIGHT_SEARCH,
  '/hotel-details?destination=Paris',
  `/hotel?hotelId=PAR-0001&checkIn=${inDays(30)}&checkOut=${inDays(32)}&adults=2&rooms=1`,
  CHECKOUT_PAGE,
];

export const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, accessibility: 98 };

export interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the accessibility audits failed on, by audit title. */
  a11yFailures: string[];
  /** The element of the largest paint. */
  lcpElement: string;
  /** The elements that moved, with their share of CLS (Lighthouse's layout-shifts audit). */
  shifts: { element: string; score: number }[];
  /** The main thread's longest tasks (Lighthouse's long-tasks audit): the script they ran, and how long, in ms. */
  longTasks: { url: string; ms: number }[];
  /** The observed first paint against when each script arrived and was evaluated (unthrottled). */
  paintOrder: PaintOrder | undefined;
}

/** The elements an audit names (its table's node column), for the report: where to fix it. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string; nodeLabel?: string } }[] } | undefined)?.items;
  return (items ?? [])
    .map((item) => item.node?.selector ?? item.node?.nodeLabel)
    .filter(Boolean)
    .slice(0, 4)
    .join(', ');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function missedTargets(
  f: Pick<RunFigures, 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'>,
): string[] {
  const missed: string[] = [];
  if (f.performance < TARGETS.performance) missed.push(`performance ${f.performance} < ${TARGETS.performance}`);
  if (f.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${(f.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (f.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(f.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (f.cls > TARGETS.cls) missed.push(`CLS ${f.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (f.accessibility < TARGETS.accessibility)
    missed.push(`accessibility ${f.accessibility} < ${TARGETS.accessibility}`);
  return missed;
}

function parseArgs(argv: string[]) {
  let runs = 3;
  let json: string | undefined;
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--json') json = argv[++i];
    else filters.push(argv[i]);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  return { runs, json, filters };
}

/**
 * What the fare page leaves in the tab's sessionStorage for the checkout (the chosen flight and fare), got the
 * way a traveller gets there: the search, Select on the first flight, Continue on the fare page.
 */
async function checkoutSession(
  browser: Browser,
  baseUrl: string,
): Promise<{ storage: Record<string, string>; address: string }> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}${FLIGHT_SEARCH}`);
    const select = await page.waitForSelector('[data-testid="flight-card"] ::-p-text(Select)', { timeout: 60_000 });
    await select!.click();
    await page.waitForFunction(() => location.pathname === '/single-flight-search', { timeout: 60_000 });
    const proceed = await page.waitForSelector('button ::-p-text(Continue)', { timeout: 60_000 });
    await proceed!.click();
    await page.waitForFunction((path) => location.pathname === path, { timeout: 60_000 }, CHECKOUT_PAGE);
    return await page.evaluate(() => ({
      storage: Object.fromEntries(Object.entries(sessionStorage)),
      address: location.pathname + location.search,
    }));
  } finally {
    await page.close();
  }
}

/** A fresh tab holding `session` in its sessionStorage, with the browser's cache emptied (a first visit). */
async function tabWithSession(browser: Browser, baseUrl: string, session: Record<string, string>): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/remotes.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}

async function main() {
  const { runs, json, filters } = parseArgs(process.argv.slice(2));
  // A filter starting with '/' is a whole path ('/' is home only); other filters match a part of the address.
  const matches = (page: string, filter: string) =>
    filter.startsWith('/') ? page.split('?')[0] === filter : page.includes(filter);
  const pages = LIGHTHOUSE_PAGES.filter((p) => filters.length === 0 || filters.some((f) => matches(p, f)));
  if (pages.length === 0) throw new Error(`No page matches ${filters.join(', ')}; pages: ${LIGHTHOUSE_PAGES}`);

  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error('Lighthouse needs a Chromium on disk: set CHROME_PATH=/path/to/chromium');
  // ESM-only packages: loaded with a real import() from this CommonJS script.
  const { default: lighthouse } = (await import('lighthouse')) as typeof import('lighthouse');
  const chromeLauncher = (await import('chrome-launcher')) as typeof import('chrome-launcher');

  const portal = await startBenchPortal();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const puppeteer = (await import('puppeteer-core')) as typeof import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: Record<string, RunFigures[]> = {};
  try {
    const session = pages.includes(CHECKOUT_PAGE) ? await checkoutSession(browser, portal.baseUrl) : undefined;
    for (const page of pages) {
      results[page] = [];
      for (let run = 1; run <= runs; run++) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: ['performance', 'accessibility'],
        };
        const measure = async () => {
          // The checkout runs in a tab that holds the chosen flight, so Lighthouse must not wipe the origin's storage.
          const tab =
            page === CHECKOUT_PAGE ? await tabWithSession(browser, portal.baseUrl, session!.storage) : undefined;
          try {
            return await lighthouse(
              `${portal.baseUrl}${tab ? session!.address : page}`,
              tab ? { ...flags, disableStorageReset: true } : flags,
              // Lighthouse's default config is the mobile preset: Moto G Power, slow 4G, 4x CPU slowdown.
              undefined,
              tab,
            );
          } finally {
            await tab?.close();
          }
        };
        let result = await measure();
        // A trace Lighthouse could not read (NO_NAVSTART and the like) is its own hiccup: measured once more.
        if (result?.lhr.runtimeError) result = await measure();
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        const lhr = result.lhr;
        if (json) {
          const dir = json.replace(/\.json$/, '') + '.reports';
          fs.mkdirSync(dir, { recursive: true });
          const name = page.split('?')[0].replace(/\//g, '_') || '_';
          fs.writeFileSync(`${dir}/${name}-${run}.json`, JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const a11y = lhr.categories.accessibility;
        const figures: RunFigures = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((a11y.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          a11yFailures: a11y.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => `${audit.title} (${failingNodes(audit.details)})`),
          lcpElement: failingNodes(
            (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] })
              ?.items?.[0],
          ),
          shifts: (
            (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] })
              ?.items ?? []
          ).map((item) => ({ element: item.node?.selector ?? '?', score: item.score ?? 0 })),
          longTasks: (
            (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] })?.items ?? []
          )
            .slice(0, 5)
            .map((item) => ({ url: item.url ?? '?', ms: Math.round(item.duration ?? 0) })),
          paintOrder: paintOrder(
            result.artifacts.Trace.traceEvents,
            (lhr.audits.metrics.details as { items?: Parameters<typeof paintOrder>[1][] } | undefined)?.items?.[0] ??
              {},
          ),
        };
        results[page].push(figures);
        console.error(
          `  ${page} run ${run}/${runs}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
            `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, a11y ${figures.accessibility}, ` +
            `largest paint ${figures.lcpElement}; longest tasks ` +
            figures.longTasks.map((task) => `${task.url.replace(/^https?:\/\/[^/]+/, '')} ${task.ms} ms`).join(', ') +
            (figures.paintOrder ? `; ${describePaintOrder(figures.paintOrder)}` : '') +
            (figures.a11yFailures.length ? `; failed: ${figures.a11yFailures.join('; ')}` : ''),
        );
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await portal.close();
  }

  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'missed'];
  const rows = Object.entries(results).map(([page, figs]) => {
    const m = {
      performance: median(figs.map((f) => f.performance)),
      accessibility: median(figs.map((f) => f.accessibility)),
      lcpMs: median(figs.map((f) => f.lcpMs)),
      tbtMs: median(figs.map((f) => f.tbtMs)),
      cls: median(figs.map((f) => f.cls)),
    };
    const missed = missedTargets(m);
    return {
      missed,
      a11yFailures: [...new Set(figs.flatMap((f) => f.a11yFailures))],
      cells: [
        page.split('?')[0],
        String(m.performance),
        `${(m.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        String(m.accessibility),
        missed.length ? missed.join('; ') : 'none',
      ],
    };
  });
  console.log(`\nLighthouse 12 mobile, median of ${runs} run${runs > 1 ? 's' : ''} per page:\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.cells.join(' | ')} |`);
  for (const row of rows.filter((r) => r.a11yFailures.length))
    console.log(`\n${row.cells[0]} accessibility audits failed: ${row.a11yFailures.join('; ')}`);
  for (const [page, figs] of Object.entries(results)) {
    const shifts = figs[0].shifts.filter((shift) => shift.score > 0.001);
    if (shifts.length)
      console.log(
        `\n${page.split('?')[0]} moved (first run): ` +
          shifts.map((shift) => `${shift.element} ${shift.score.toFixed(3)}`).join('; '),
      );
  }
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 2));

  const failing = rows.filter((r) => r.missed.length);
  if (failing.length) {
    console.log(`\n${failing.length} of ${rows.length} pages miss a target.`);
    process.exitCode = 1;
  } else console.log('\nEvery page meets the targets.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
