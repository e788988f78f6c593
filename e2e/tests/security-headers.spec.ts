import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAsAdmin } from '../support/staff';

/** The portal's page routes (and one unknown path); every path the remotes publish is visited too. */
const SPEC_ROUTES = [
  '/',
  '/signup',
  '/signup/otp',
  '/login',
  '/forgot-password-otp',
  '/successAuth',
  '/hotel-home',
  '/hotel-details',
  '/flight-home',
  '/flight-details',
  '/single-flight-search',
  '/about-us',
  '/career',
  '/blog',
  '/info',
  '/offer',
  '/become-partner',
  '/our-people',
  '/accessibility',
  '/refund-policy',
  '/security',
  '/refund-calculator',
  '/hotel-booking',
  '/hotel-booking-cancellation',
  '/newsletter',
  '/no-such-page',
];
const SPEC_ADMIN_ROUTES = ['/tripjack', '/admin-approval'];
/** Visited on its own: it shows a toast (an injected stylesheet) and leaves. */
const TOAST_ROUTE = '/failedAuth';

/** What to visit: the page routes above and every path in /remotes.json; mf-admin's are visited signed in as the admin. */
async function routesToVisit(request: APIRequestContext) {
  const config: { remotes: { name: string; paths: string[] }[] } = await (await request.get('/remotes.json')).json();
  const admin = new Set([
    ...SPEC_ADMIN_ROUTES,
    ...config.remotes.filter((r) => r.name === 'mf_admin').flatMap((r) => r.paths),
  ]);
  const everyone = new Set([...SPEC_ROUTES, ...config.remotes.flatMap((r) => r.paths)]);
  return {
    everyone: [...everyone].filter((route) => !admin.has(route) && route !== TOAST_ROUTE),
    admin: [...admin],
  };
}

/**
 * Collects what the browser refused under the page's Content-Security-Policy: its console reports, and the
 * securitypolicyviolation events the document fires (forwarded to the console by an init script).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

/** Loads `route` until the network is quiet (remotes, their CSS chunks, images, API calls): nothing refused, page drawn. */
/** How long one visit may take: a page, its scripts, the network going quiet (at least 500 ms) and the footer. */
const PER_ROUTE_MS = 15_000;

async function visit(page: Page, route: string, violations: string[]) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  expect(violations, `CSP violations on ${route}`).toEqual([]);
  await expect(page.getByRole('contentinfo')).toContainText('Stay Updated');
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('the page is served with a CSP naming exactly this origin and the remotes, and the usual headers', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/about-us');
    const headers = response!.headers();
    const remotes: { remotes: { entry: string }[] } = await (await request.get('/remotes.json')).json();
    const origins = [...new Set(remotes.remotes.map((remote) => new URL(remote.entry).origin))];
    expect(origins.length).toBeGreaterThan(0);

    const directives = new Map(
      headers['content-security-policy'].split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // One inline script runs, the one that starts the shell once the page has painted: allowed by its hash alone.
    const inlineScripts = [...(await response!.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => text,
    );
    expect(inlineScripts).toHaveLength(1);
    const inlineHash = `'sha256-${createHash('sha256').update(inlineScripts[0]).digest('base64')}'`;
    expect(directives.get('script-src')).toEqual(["'self'", inlineHash, ...origins]);
    expect(directives.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // Served over http here: no HSTS (portal-edge.spec checks it over https).
    expect(headers['strict-transport-security']).toBeUndefined();

    // Each page load has its own style nonce.
    const again = (await page.goto('/about-us'))!.headers()['content-security-policy'];
    expect(again).not.toBe(headers['content-security-policy']);

    // A remote's files: nosniff, and readable by the shell's origin.
    const entry = await request.get(remotes.remotes[0].entry);
    expect(entry.headers()['x-content-type-options']).toBe('nosniff');
    expect(entry.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('scripts and stylesheets carry nosniff and their resource policy, not the page’s document headers', async ({
    request,
  }) => {
    const page = await request.get('/about-us');
    const stylesheet = /<style nonce="[^"]*" data-href="(\w+\.[0-9a-f]{8}\.css)">/.exec(await page.text())?.[1];
    expect(stylesheet).toBeDefined();
    const remotes: { remotes: { entry: string }[] } = await (await request.get('/remotes.json')).json();
    const files = [
      { url: '/main.js', resourcePolicy: 'same-origin' },
      { url: `/${stylesheet}`, resourcePolicy: 'same-origin' },
      { url: remotes.remotes[0].entry, resourcePolicy: 'cross-origin' },
    ];
    for (const { url, resourcePolicy } of files) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe(resourcePolicy);
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(headers[documentOnly], `${documentOnly} on ${url}`).toBeUndefined();
    }
    // The page itself keeps them.
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-frame-options']).toBe('DENY');
  });

  test('every route loads with no CSP violation, toasts included', async ({ page, request }) => {
    const routes = (await routesToVisit(request)).everyone;
    // A budget per route visited, not one for them all: the list grows with every page, the machine may be slow.
    test.setTimeout(routes.length * PER_ROUTE_MS);
    const violations = await watchViolations(page);
    for (const route of routes) {
      await visit(page, route, violations);
    }
    // /failedAuth shows a toast: react-toastify injects its stylesheet, allowed by the page's nonce.
    await page.goto(TOAST_ROUTE);
    await expect(page.getByText('Try again some error occured !')).toBeVisible();
    expect(violations, 'CSP violations of the toast').toEqual([]);
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  });

  test('the admin’s pages load with no CSP violation', async ({ page, request }) => {
    const routes = (await routesToVisit(request)).admin;
    test.setTimeout((routes.length + 1) * PER_ROUTE_MS);
    const violations = await watchViolations(page);
    await page.goto('/login');
    await logInAsAdmin(page);
    for (const route of routes) {
      await visit(page, route, violations);
      await expect(page.locator('[data-remote="mf_admin"]')).toBeVisible();
    }
  });
});
