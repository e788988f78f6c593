import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { API_BODY_LIMIT } from '../../shell/server/apiProxy';
import { serveShell, type TlsOptions } from '../../shell/server/serve';
import { remoteLocationsFromEnv } from '../../shell/server/remoteLocations';
import { isoDay } from '../support/flightCheckout';
import { E2E_API_URL, E2E_BASE_URL, E2E_PORTS } from '../support/ports';
import { E2E_TMP, ROOT } from '../support/testPortal';

/**
 * The shell's server as a client meets it, over real HTTP: its proxy in front of the suite's API, and its
 * static files. Shells of its own run on spare ports (federation.spec uses the first eight).
 */
const SHELL_PORT = E2E_PORTS.spare + 10;
const TLS_SHELL_PORT = E2E_PORTS.spare + 11;
const NOTHING_LISTENS = E2E_PORTS.spare + 12;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to the spare shell, sent from `localAddress` (any 127.x.y.z is this machine). */
function send({
  body,
  waitForContinue,
  ...options
}: http.RequestOptions & { body?: string | string[]; waitForContinue?: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: SHELL_PORT, agent: false, ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    const parts = typeof body === 'string' ? [body] : (body ?? []);
    const writeBody = () => {
      parts.forEach((part) => request.write(part));
      request.end();
    };
    if (waitForContinue) request.on('continue', writeBody);
    else writeBody();
  });
}

const json = { 'content-type': 'application/json' };
/** A per-IP limited call of the API (an unknown booking: nothing is changed). */
const lookup = (localAddress: string, forwardedFor: string) =>
  send({
    method: 'POST',
    path: '/api/bookings/lookup',
    localAddress,
    headers: { ...json, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ bookingId: 'HB-999999', email: 'nobody@example.com' }),
  });

test.describe('the shell’s proxy to the API', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: FastifyInstance;
  test.beforeAll(async () => {
    shell = await serveShell({
      dist: path.join(ROOT, 'shell/dist'),
      port: SHELL_PORT,
      apiUrl: E2E_API_URL,
      remoteLocations: remoteLocationsFromEnv({}),
      readPaths: async () => [],
    });
  });
  test.afterAll(() => shell.close());

  test('a forged X-Forwarded-For neither escapes the per-IP limit nor drains another client’s', async () => {
    const attacker = '127.0.0.2';
    const victim = '127.0.0.3';
    const first = await lookup(attacker, '198.51.100.1');
    const limit = Number(first.headers['x-ratelimit-limit']);
    expect(limit).toBeGreaterThan(1);
    let last = first;
    // Every call names someone else: a new address, or the victim's.
    for (let i = 2; i <= limit + 1; i++) {
      last = await lookup(attacker, i % 2 ? victim : `198.51.100.${i}`);
    }
    expect(last.status).toBe(429);

    const victimsCall = await lookup(victim, victim);
    expect(victimsCall.status).not.toBe(429);
    expect(Number(victimsCall.headers['x-ratelimit-remaining'])).toBe(limit - 1);
  });

  test('Expect: 100-continue is answered and the request reaches the API', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/translate',
      localAddress: '127.0.0.4',
      headers: { ...json, expect: '100-continue' },
      body: JSON.stringify({ texts: ['Login'], targetLang: 'hi' }),
      waitForContinue: true,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, translations: [expect.any(String)] });
  });

  test('a body over the limit is a 413 with the JSON error shape, declared or chunked', async () => {
    const oversize = JSON.stringify({ texts: ['x'.repeat(API_BODY_LIMIT)], targetLang: 'hi' });
    const expected = { success: false, message: 'The request body is larger than 1 MB.' };
    const declared = await send({
      method: 'POST',
      path: '/api/translate',
      localAddress: '127.0.0.4',
      headers: json,
      body: oversize,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual(expected);

    const half = oversize.length / 2;
    const chunked = await send({
      method: 'POST',
      path: '/api/translate',
      localAddress: '127.0.0.4',
      headers: { ...json, 'transfer-encoding': 'chunked' },
      body: [oversize.slice(0, half), oversize.slice(half)],
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual(expected);
  });

  test('an API that does not answer is a 502 with the JSON error shape', async () => {
    const orphan = await serveShell({
      dist: path.join(ROOT, 'shell/dist'),
      port: NOTHING_LISTENS,
      apiUrl: `http://127.0.0.1:${NOTHING_LISTENS + 1}`,
      remoteLocations: remoteLocationsFromEnv({}),
      readPaths: async () => [],
    });
    try {
      const answer = await send({ port: NOTHING_LISTENS, path: '/api/health' });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'The service is unavailable right now. Please try again in a moment.',
      });
    } finally {
      await orphan.close();
    }
  });
});

/** The files a served page has the browser fetch early: the preload hints in its head (not those waiting in a template). */
function earlyFiles(html: string): string[] {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const head = html.split('</head>')[0];
  return [...head.matchAll(/<link rel="preload" href="([^"]+)" as="(?:script|style)" \/>/g)].map(([, url]) =>
    unescape(url),
  );
}

test.describe('the shell’s and remotes’ static files', () => {
  /** A file as a client that takes `encoding` gets it: the headers, and the bytes as they were sent. */
  const download = (url: string, encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  test('scripts are sent as the build compressed them, brotli or gzip as the client takes, else plain', async () => {
    const dist = path.join(ROOT, 'mf-hotels/dist');
    const file = fs.readdirSync(dist).find((name) => /^page-hotel-details\.[0-9a-f]{8}\.js$/.test(name))!;
    const url = `http://localhost:${E2E_PORTS.remotes.mf_hotels}/${file}`;
    const built = (suffix = '') => fs.readFileSync(path.join(dist, `${file}${suffix}`));

    const br = await download(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.bytes.equals(built('.br'))).toBe(true);
    expect(zlib.brotliDecompressSync(br.bytes).equals(built())).toBe(true);

    const gzip = await download(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).equals(built())).toBe(true);

    const plain = await download(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(built())).toBe(true);

    // The shell's entry keeps its name across builds: sent compressed too, and revalidated.
    const main = await download(`${E2E_BASE_URL}/main.js`, 'br');
    expect(main.headers['content-encoding']).toBe('br');
    expect(main.headers['cache-control']).toBe('no-cache');
  });

  test('a page’s HTML preloads the remoteEntry.js of the remote that draws it', async ({ request }) => {
    const remote = `http://localhost:${E2E_PORTS.remotes.mf_content}`;
    const aboutUs = await (await request.get(`${E2E_BASE_URL}/about-us`)).text();
    expect(aboutUs).not.toContain('mf-manifest.json');
    expect(earlyFiles(aboutUs)).toContain(`${remote}/remoteEntry.js`);
    // Home's open tab is the flight search widget; the not-found page is the shell's own.
    const home = await (await request.get(`${E2E_BASE_URL}/`)).text();
    expect(earlyFiles(home)).toContain(`http://localhost:${E2E_PORTS.remotes.mf_flights}/remoteEntry.js`);
    expect(await (await request.get(`${E2E_BASE_URL}/no-such-page`)).text()).not.toMatch(
      /<link rel="preload" href="[^"]*remoteEntry\.js"/,
    );
    // Every page preloads what the shell's own entry asks for next, its bootstrap among them.
    expect(earlyFiles(home)).toContainEqual(expect.stringMatching(/^\/src_bootstrap_tsx\.[0-9a-f]{8}\.js$/));
    // …in the head where React draws the page too (the browser fetches them beside the page), and the entry with a
    // high priority; it runs, and the libraries file is asked for, from a template at the page's end once it has painted.
    const bookingPage = await (await request.get(`${E2E_BASE_URL}/hotel-booking`)).text();
    expect(bookingPage).toMatch(/<link rel="preload" href="\/src_bootstrap_tsx\.[0-9a-f]{8}\.js" as="script" \/>/);
    expect(bookingPage).toMatch(
      /<link rel="preload" href="\/main\.js\?[0-9a-f]+" as="script" fetchpriority="high" \/>/,
    );
    expect(bookingPage).toMatch(
      /<template id="tp-after-paint"><link rel="preload" href="\/libraries\.[0-9a-f]{8}\.js" as="script" \/><script src="\/main\.js\?[0-9a-f]+"><\/script><\/template><script>/,
    );
    expect(earlyFiles(bookingPage)).not.toContainEqual(expect.stringMatching(/libraries/));
    // The remote's build says which files draw each page (routes.json), for the server's hints.
    const routes = await (await request.get(`${remote}/routes.json`)).json();
    expect(routes.assets.exposes.routes.files).toEqual([
      expect.stringMatching(/^__federation_expose_routes\.[0-9a-f]{8}\.js$/),
    ]);
    expect(routes.assets.pages['/about-us'].files).toContainEqual(
      expect.stringMatching(/^page-about-us\.[0-9a-f]{8}\.js$/),
    );
    // …and the server preloads them beside the shell's scripts (the remote asks for them afresh on Retry); the
    // stylesheets of a page drawn in the HTML travel inside it instead.
    for (const file of [...routes.assets.exposes.routes.files, ...routes.assets.pages['/about-us'].files])
      if (file.endsWith('.css')) expect(aboutUs).toContain(`data-href="${remote}/${file}"`);
      else expect(earlyFiles(aboutUs)).toContain(`${remote}/${file}`);
    // The shell's files of the shared libraries the open page uses are preloaded (home: the flight search's fields).
    // Chunk ids are numbers, so the fields' files are found in what the shell's build says it provides.
    const { provided } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/dist/first-visit-assets.json'), 'utf8')) as {
      provided: Record<string, string[]>;
    };
    const fieldScripts = provided['@travel/shared-ui/fields'].filter((file) => file.endsWith('.js'));
    expect(fieldScripts).not.toHaveLength(0);
    for (const file of fieldScripts) expect(earlyFiles(home)).toContain(`/${file}`);
  });

  test('home’s hero, /about-us and a remote page’s layout are in the HTML, styled, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${E2E_BASE_URL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare flights and hotels' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // /about-us is drawn by mf-content's build (prerenderPages.ts), with mf-content's stylesheet linked.
      await page.goto(`${E2E_BASE_URL}/about-us`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your journey, your choice' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
      await expect(page.locator('.tc-hero')).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(page.getByRole('contentinfo')).toContainText('Stay Updated');
      // So is /flight-home, by mf-flights' build: its search card, without a default date that a build made days
      // ago would show wrong, and inert until React draws the live card over it.
      await page.goto(`${E2E_BASE_URL}/flight-home`);
      await expect(page.getByRole('heading', { level: 1, name: 'Find cheap flights' })).toBeVisible();
      const drawnCard = page.locator('form.fs-card');
      await expect(drawnCard.getByText('Search Flights')).toBeVisible();
      await expect(drawnCard.locator('input[type="date"]')).toHaveValue('');
      await expect(drawnCard).toHaveAttribute('inert', '');
      await expect(page.locator('.fh-deal__price').first()).not.toContainText('₹');
      // A page drawn only in the browser shows its loading area in the layout.
      await page.goto(`${E2E_BASE_URL}/hotel-booking`);
      await expect(page.getByRole('status').getByText('Loading page…')).toBeAttached();
      await expect(page.locator('footer.tp-footer')).toBeAttached();
      // The footer starts below the fold, where the page's content will push it.
      const footer = await page.locator('footer.tp-footer').boundingBox();
      expect(footer!.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    } finally {
      await context.close();
    }
  });

  test('home’s own chunk comes only for /, and React draws home over its served hero with no spinner between', async ({
    page,
  }) => {
    const homeChunks: string[] = [];
    page.on('request', (r) => void (/\/page-home\.[0-9a-f]{8}\.js$/.test(r.url()) && homeChunks.push(r.url())));
    // Whether home's hero, once in the page, ever left it (a spinner drawn in its place before home).
    await page.addInitScript(() => {
      const hero = { seen: false, lost: false };
      Object.assign(window, { hero });
      new MutationObserver(() => {
        if (document.getElementById('tp-home-title')) hero.seen = true;
        else if (hero.seen) hero.lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const heroWatch = () => page.evaluate(() => (window as unknown as { hero: object }).hero);

    await page.goto(`${E2E_BASE_URL}/`);
    await expect(page.getByRole('button', { name: 'Search Flights' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare flights and hotels' })).toBeVisible();
    expect(homeChunks).toHaveLength(1);
    expect(await heroWatch()).toEqual({ seen: true, lost: false });

    homeChunks.length = 0;
    await page.goto(`${E2E_BASE_URL}/about-us`);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    expect(homeChunks).toEqual([]);
    await page.getByRole('link', { name: 'Travel Portal home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare flights and hotels' })).toBeVisible();
    expect(homeChunks).toHaveLength(1);
  });

  test('a page drawn in the HTML carries its first stylesheets inline, under the response’s style nonce', async ({
    page,
    request,
  }) => {
    const remote = `http://localhost:${E2E_PORTS.remotes.mf_content}`;
    const response = await request.get(`${E2E_BASE_URL}/about-us`);
    const html = await response.text();
    const csp = response.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    // The stylesheets of the first paint (the shell's and the page's) are in the page with this response's style
    // nonce, each named after its file so webpack does not fetch it again; none is linked (render-blocking) any more.
    const styles = [...html.matchAll(/<style nonce="([^"]*)" data-href="([^"]+)">/g)];
    expect(styles.map(([, styleNonce]) => styleNonce)).toEqual(styles.map(() => nonce));
    const inlined = styles.map(([, , href]) => href);
    expect(inlined).toContainEqual(expect.stringMatching(/^src_bootstrap_tsx\.[0-9a-f]{8}\.css$/));
    const routes = await (await request.get(`${remote}/routes.json`)).json();
    for (const file of routes.assets.pages['/about-us'].files.filter((f: string) => f.endsWith('.css')))
      expect(inlined).toContain(`${remote}/${file}`);
    expect(html).not.toContain('rel="stylesheet"');
    for (const href of inlined) expect(earlyFiles(html)).not.toContain(href);
    // The page's scripts preloaded beside the entry, which starts after the first paint (the one inline script, allowed
    // by its hash).
    expect(html).toMatch(/<link rel="preload" href="\/main\.js\?[0-9a-f]+" as="script" fetchpriority="high" \/>/);
    expect(earlyFiles(html)).toContainEqual(expect.stringMatching(/^\/src_bootstrap_tsx\.[0-9a-f]{8}\.js$/));
    expect(csp).not.toContain("'unsafe-inline'");

    // In the browser the page comes alive (React draws over the first paint), its inline stylesheets not fetched.
    const cssRequests: string[] = [];
    page.on('request', (r) => void (r.url().split('?')[0].endsWith('.css') && cssRequests.push(r.url())));
    await page.goto(`${E2E_BASE_URL}/about-us`);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.locator('.tc-hero')).toHaveCSS('color', 'rgb(255, 255, 255)');
    const fetched = cssRequests.map((url) => url.split('?')[0].replace(`${E2E_BASE_URL}/`, ''));
    expect(fetched.filter((url) => inlined.includes(url))).toEqual([]);
  });

  test('/flight-home’s search card drawn at build time becomes the live one in place, and searches', async ({
    browser,
    page,
  }) => {
    // The page as served, its scripts held back (with scripts on, so the <noscript> line takes no room).
    const withoutScripts = await browser.newContext({ viewport: page.viewportSize() });
    const drawn = await withoutScripts.newPage();
    await drawn.route(/\.js(\?|$)/, (route) => route.abort());
    await drawn.goto(`${E2E_BASE_URL}/flight-home`);
    await expect(drawn.locator('form.fs-card')).toHaveAttribute('inert', '');
    const drawnButton = await drawn.getByText('Search Flights').boundingBox();
    await withoutScripts.close();

    await page.goto(`${E2E_BASE_URL}/flight-home`);
    // The live card: the default date is a week from today, whatever day the build drew the page.
    await expect(page.getByLabel('Departure date')).toHaveValue(isoDay(7));
    expect(await page.getByRole('button', { name: 'Search Flights' }).boundingBox()).toEqual(drawnButton);
    await page.getByLabel('To', { exact: true }).selectOption('DEL');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(new RegExp(`/flight-details\\?.*to=DEL.*date=${isoDay(7)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai to Delhi');
  });

  test('/flight-details without a search is served its search card and loads none of the results’ code; a link with a search gets it preloaded and its results', async ({
    browser,
    page,
    request,
  }) => {
    const resultsChunk = /\/page-flight-details-with-date\.[0-9a-f]{8}\.js/;
    const search = `/flight-details?trip=one-way&from=BOM&to=DEL&date=${isoDay(9)}&adults=1&cabin=economy`;
    expect(earlyFiles(await (await request.get(`${E2E_BASE_URL}${search}`)).text())).toContainEqual(
      expect.stringMatching(resultsChunk),
    );
    expect(await (await request.get(`${E2E_BASE_URL}/flight-details`)).text()).not.toMatch(resultsChunk);

    // As served, scripts held back: the search card, where React draws the live one.
    const withoutScripts = await browser.newContext({ viewport: page.viewportSize() });
    const drawn = await withoutScripts.newPage();
    await drawn.route(/\.js(\?|$)/, (route) => route.abort());
    await drawn.goto(`${E2E_BASE_URL}/flight-details`);
    await expect(drawn.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
    await expect(drawn.getByText('Searching flights…')).toHaveCount(0);
    const drawnButton = await drawn.getByText('Search Flights', { exact: true }).boundingBox();
    await withoutScripts.close();

    const fetched: string[] = [];
    page.on('request', (r) => void (resultsChunk.test(r.url()) && fetched.push(r.url())));
    await page.goto(`${E2E_BASE_URL}/flight-details`, { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Departure date')).toHaveValue(isoDay(7));
    expect(await page.getByRole('button', { name: 'Search Flights' }).boundingBox()).toEqual(drawnButton);
    expect(fetched).toEqual([]);
    await page.getByLabel('To', { exact: true }).selectOption('DEL');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(new RegExp(`/flight-details\\?.*to=DEL.*date=${isoDay(7)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai to Delhi');
    await expect(page.getByRole('heading', { name: /flights found$/ })).toBeVisible();
    expect(fetched).toHaveLength(1);

    // A link with a search, opened afresh: its results.
    await page.goto(`${E2E_BASE_URL}${search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai to Delhi');
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
  });

  test('/hotel-details and the checkout are served with the frame they first show, nothing of the link or the tab in it', async ({
    browser,
    page,
  }) => {
    const hotelSearch = `/hotel-details?destination=Paris&checkIn=${isoDay(30)}&checkOut=${isoDay(32)}&adults=2&rooms=1`;
    // As served, scripts held back: the results page's heading and sort tabs, its search bar empty, all of it inert.
    const withoutScripts = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const drawn = await withoutScripts.newPage();
      await drawn.route(/\.js(\?|$)/, (route) => route.abort());
      await drawn.goto(`${E2E_BASE_URL}${hotelSearch}`);
      const drawnHeading = drawn.getByRole('heading', { level: 1, name: 'Hotel Results' });
      await expect(drawnHeading).toBeVisible();
      await expect(drawn.getByRole('button', { name: 'Cheapest' })).toBeVisible();
      await expect(drawn.getByLabel('Destination', { exact: true })).toHaveValue('');
      await expect(drawn.getByLabel('Check-in')).toHaveValue('');
      await expect(drawn.locator('.hh-results')).toHaveAttribute('inert', '');
      const drawnBox = await drawnHeading.boundingBox();
      const drawnSort = await drawn.getByRole('button', { name: 'Cheapest' }).boundingBox();
      // The flight results: the loading page, with the link's date (written in by the shell's server) in its banner.
      const flights = `/flight-details?trip=one-way&from=BOM&to=DEL&date=${isoDay(9)}&adults=1&cabin=economy`;
      await drawn.goto(`${E2E_BASE_URL}${flights}`);
      const drawnBanner = drawn.locator('.fr-week-banner strong');
      // The day as the results write it, from the first paint (issue #35).
      const day = new Date(`${isoDay(9)}T00:00:00Z`).toLocaleDateString('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(drawnBanner).toHaveText(`Prices ±3 days around ${day}`);
      await expect(drawn.getByRole('heading', { level: 2, name: 'Searching flights…' })).toBeVisible();
      await expect(drawn.locator('[data-first-paint]')).not.toContainText('BOM');
      const drawnBannerBox = await drawnBanner.boundingBox();
      // The checkout's first step: its heading and steps, no flight (the tab's) and no price.
      await drawn.goto(`${E2E_BASE_URL}/flight-checkout?flight=AI-0001`);
      await expect(drawn.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
      await expect(drawn.getByRole('link', { name: '1. Travellers' })).toHaveAttribute('aria-current', 'step');
      await expect(drawn.locator('.fc-header p')).toHaveText('\u00a0');
      await expect(drawn.locator('[data-first-paint]')).not.toContainText('₹');

      // Live, the link's search fills the same places: the heading and the sort tabs have not moved.
      await page.goto(`${E2E_BASE_URL}${hotelSearch}`);
      await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('Paris, France');
      await expect(page.getByLabel('Check-in')).toHaveValue(isoDay(30));
      await expect(page.locator('.hh-results')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: 'hotels in Paris' })).toBeVisible();
      // (The heading's box is as wide as the count line beside it, which the answer lengthens.)
      const liveBox = await page.getByRole('heading', { level: 1, name: 'Hotel Results' }).boundingBox();
      expect({ ...liveBox, width: 0 }).toEqual({ ...drawnBox, width: 0 });
      expect(await page.getByRole('button', { name: 'Cheapest' }).boundingBox()).toEqual(drawnSort);

      // The flight results' banner, drawn again by React before the answer (held back here), has not moved.
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/api\/flights\/search/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${E2E_BASE_URL}${flights}`);
      await expect(page.locator('.fr-page')).not.toHaveAttribute('inert');
      await expect(page.locator('.fr-week-banner strong')).toHaveText(`Prices ±3 days around ${day}`);
      expect(await page.locator('.fr-week-banner strong').boundingBox()).toEqual(drawnBannerBox);
      answer();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai to Delhi');
    } finally {
      await withoutScripts.close();
    }
  });

  test('the shell’s server writes a link’s plain value into a drawn page’s slot, and nothing else', async ({
    request,
  }) => {
    const slot = async (date: string) => {
      const html = await (await request.get(`${E2E_BASE_URL}/flight-details?from=BOM&to=DEL&date=${date}`)).text();
      return /<span data-query="date">(.*?)<\/span>/.exec(html)?.[1];
    };
    // A calendar day is written as the results page writes it (issue #35).
    expect(await slot('2031-01-02')).toBe('Thu, 2 Jan 2031');
    expect(await slot(encodeURIComponent('<img src=x onerror=alert(1)>'))).toBe('');
    expect(await slot(encodeURIComponent('"><b>'))).toBe('');
  });

  test('/hotel is served with the first photo of the link’s hotel, which React keeps in place until the gallery shows it', async ({
    browser,
    page,
    request,
  }) => {
    const stay = `checkIn=${isoDay(30)}&checkOut=${isoDay(32)}&adults=2&rooms=1`;
    const hotelPage = (hotelId: string) => `/hotel?hotelId=${encodeURIComponent(hotelId)}&${stay}`;
    /** The served page's image preloads and frame (the page the remote's build drew, as written for the link). */
    const served = async (hotelId: string) => {
      const html = await (await request.get(`${E2E_BASE_URL}${hotelPage(hotelId)}`)).text();
      const frame = /<div class="tp-remote" data-first-paint="\/hotel">[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]*)" as="image"/g)].map(([, href]) => href);
      return { frame, preloads };
    };
    const photo = '/api/hotels/PAR-0001/photos/1.svg';
    const { frame, preloads } = await served('PAR-0001');
    expect([...frame.matchAll(/<img [^>]*>/g)].map(([image]) => /src="([^"]*)"/.exec(image)?.[1])).toEqual([photo]);
    expect(preloads).toEqual([photo]);
    // The remote's image slot is filled: the address written, the slot's attributes gone.
    expect(frame).not.toContain('data-query-');
    // Nothing else of the link: no dates, no guests, no price.
    expect(frame).not.toMatch(new RegExp(`${isoDay(30)}|adult|₹`));
    for (const notAnId of ['par-0001', '"><img src=x onerror=alert(1)>', 'PAR-0001/../../x']) {
      const other = await served(notAnId);
      expect(other.frame).toContain('Loading the hotel…');
      expect(other.frame).not.toContain('<img');
      expect(other.preloads).toEqual([]);
    }

    // As served, scripts held back: the photo in the gallery's place, inert.
    const withoutScripts = await browser.newContext({ viewport: page.viewportSize() });
    const drawn = await withoutScripts.newPage();
    await drawn.route(/\.js(\?|$)/, (route) => route.abort());
    await drawn.goto(`${E2E_BASE_URL}${hotelPage('PAR-0001')}`);
    const drawnPhoto = drawn.locator('.hp-gallery__photo');
    await expect(drawnPhoto).toHaveAttribute('src', photo);
    await expect(drawn.locator('.hp-page')).toHaveAttribute('inert', '');
    expect(await drawnPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const drawnBox = await drawnPhoto.boundingBox();
    await withoutScripts.close();

    // Live, the hotel's data held back: React's first render draws the same photo in the same place; the gallery then
    // shows the hotel's first photo there.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/hotels\/PAR-0001$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${E2E_BASE_URL}${hotelPage('PAR-0001')}`);
    await expect(page.locator('.hp-page')).not.toHaveAttribute('inert');
    await expect(page.locator('.hp-gallery__photo')).toHaveAttribute('src', photo);
    expect(await page.locator('.hp-gallery__photo').boundingBox()).toEqual(drawnBox);
    answer();
    const galleryPhoto = page.getByRole('region', { name: /^Photos of / }).getByRole('img', { name: /photo 1 of/ });
    await expect(galleryPhoto).toHaveAttribute('src', photo);
    expect(await galleryPhoto.boundingBox()).toEqual(drawnBox);

    // A hotel id no hotel has (served with its photo), or a link whose id is no hotel's: the page ends in its error,
    // with no photo left.
    for (const unknown of ['PAR-9999', '"><img src=x>']) {
      await page.goto(`${E2E_BASE_URL}${hotelPage(unknown)}`);
      await expect(page.locator('.hp-page').getByRole('alert')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search hotels' })).toBeVisible();
      await expect(page.locator('.hp-page img')).toHaveCount(0);
    }
  });

  test('a page carries /remotes.json’s answer, so the shell draws without fetching it first', async ({ request }) => {
    const config = await (await request.get(`${E2E_BASE_URL}/remotes.json`)).json();
    const page = await (await request.get(`${E2E_BASE_URL}/flight-home`)).text();
    const inPage = /<script type="application\/json" id="tp-remotes-config">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(inPage ?? 'null')).toEqual(config);
  });

  test('source maps are built but not served', async ({ request }) => {
    const remote = `http://localhost:${E2E_PORTS.remotes.mf_content}`;
    for (const [base, dist] of [
      [E2E_BASE_URL, 'shell/dist'],
      [remote, 'mf-content/dist'],
    ]) {
      expect(fs.existsSync(path.join(ROOT, dist, 'main.js.map'))).toBe(true);
      expect((await request.get(`${base}/main.js`)).status()).toBe(200);
      expect((await request.get(`${base}/main.js.map`)).status()).toBe(404);
    }
  });

  test("federation's build stats (mf-stats.json) are neither built nor served", async ({ request }) => {
    const remote = `http://localhost:${E2E_PORTS.remotes.mf_content}`;
    for (const [base, dist] of [
      [E2E_BASE_URL, 'shell/dist'],
      [remote, 'mf-content/dist'],
    ]) {
      expect(fs.existsSync(path.join(ROOT, dist, 'mf-stats.json'))).toBe(false);
      expect((await request.get(`${base}/mf-stats.json`)).status()).toBe(404);
      expect((await request.get(`${base}/mf-manifest.json`)).status()).toBe(200);
    }
  });

  test('HSTS is sent when the shell answers over https', async () => {
    const tls = selfSignedCertificate();
    const secure = await serveShell({
      dist: path.join(ROOT, 'shell/dist'),
      port: TLS_SHELL_PORT,
      apiUrl: E2E_API_URL,
      remoteLocations: remoteLocationsFromEnv({}),
      readPaths: async () => [],
      https: tls,
    });
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        https
          .get(
            { host: '127.0.0.1', port: TLS_SHELL_PORT, path: '/about-us', rejectUnauthorized: false },
            (response) => {
              response.resume();
              resolve(response.headers);
            },
          )
          .on('error', reject);
      });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await secure.close();
    }
  });
});

/** A throwaway key and certificate for localhost (openssl). */
function selfSignedCertificate(): TlsOptions {
  const dir = path.join(E2E_TMP, 'tls');
  fs.mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}
