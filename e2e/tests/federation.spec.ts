import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveRemote, servePortal, type RunningPortal } from '../../shell/server/serve';
import { REMOTE_NAMES, workspaceOf, type RemoteName } from '../../remotes.config';
import { recordJsDownloads, totalKb } from '../support/jsDownloads';
import { sharedChunkFiles } from '../support/sharedChunks';
import { E2E_API_URL, E2E_PORTS } from '../support/ports';
import { adminSession } from '../support/staff';
import { E2E_TMP, ROOT } from '../support/testPortal';

// These tests start portals of their own on the spare ports, so they run one after another.
test.describe.configure({ mode: 'serial' });

const SPARE = E2E_PORTS.spare;
const sparePorts = {
  shell: SPARE,
  remotes: {
    mf_auth: SPARE + 1,
    mf_flights: SPARE + 2,
    mf_hotels: SPARE + 3,
    mf_content: SPARE + 4,
    mf_admin: SPARE + 5,
  },
};
const spareUrl = (p: string) => `http://localhost:${sparePorts.shell}${p}`;

const ROUTE_OF: Record<RemoteName, string> = {
  mf_auth: '/login',
  mf_flights: '/flight-home',
  mf_hotels: '/hotel-home',
  mf_content: '/about-us',
  mf_admin: '/tripjack',
};

/**
 * Signs the browser in as the admin without the login page (mf-auth may be the remote that is down):
 * the API sets the session cookie, and the persisted navbar state is what a returning admin would have.
 */
async function signInAsAdmin(page: Page) {
  const user = await adminSession(page.request, spareUrl);
  // Before the app's first script runs, once per tab, so redux-persist rehydrates it as it would for a return visit.
  await page.addInitScript((userData) => {
    if (sessionStorage.getItem('e2e-admin-seeded')) return;
    sessionStorage.setItem('e2e-admin-seeded', '1');
    localStorage.setItem(
      'persist:travel-portal',
      JSON.stringify({
        auth: JSON.stringify({ isUserLoggedIn: true, userData }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
  }, user);
}

/** The page shows what `remote` drew at its ROUTE_OF path (the browser is signed in as the admin). */
async function expectDrawnBy(page: Page, remote: RemoteName) {
  if (remote === 'mf_auth') {
    // The login page sends a signed-in visitor home: only mf-auth's own code does that.
    await expect(page, 'mf_auth works').toHaveURL(spareUrl('/'));
  } else {
    await expect(page.locator(`[data-remote="${remote}"]`), `${remote} works`).toBeVisible();
  }
}

test.describe('composition at run time', () => {
  let portal: RunningPortal | undefined;
  test.afterEach(async () => {
    await portal?.close();
    portal = undefined;
  });

  for (const down of REMOTE_NAMES) {
    test(`with ${down} stopped, its pages show a contained message and the rest of the site works`, async ({
      page,
    }) => {
      portal = await servePortal({
        shellPort: sparePorts.shell,
        remotePorts: sparePorts.remotes,
        apiUrl: E2E_API_URL,
        host: 'localhost',
      });
      await portal.remotes.get(down)!.close();
      // The admin pages are for admins: sign in so that their remote draws them.
      await signInAsAdmin(page);

      // The page preloads the remote's own files, not only its entry: those preloads fail while it is down.
      const served = await (await page.request.get(spareUrl(ROUTE_OF[down]))).text();
      expect(served).toMatch(
        new RegExp(
          `<link rel="preload" href="http://localhost:${sparePorts.remotes[down]}/__federation_expose_routes\\.`,
        ),
      );
      await page.goto(spareUrl(ROUTE_OF[down]));
      const unavailable = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
      await expect(unavailable).toBeVisible();
      await expect(unavailable.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Stay Updated');

      for (const other of REMOTE_NAMES.filter((name) => name !== down)) {
        await page.goto(spareUrl(ROUTE_OF[other]));
        await expectDrawnBy(page, other);
      }

      // The remote comes back: Retry loads it without a page reload (its files asked for under a fresh URL, as the
      // failed preloads of the page would answer the same URL).
      await page.goto(spareUrl(ROUTE_OF[down]));
      await expect(unavailable).toBeVisible();
      const restarted = await serveRemote(
        path.join(ROOT, workspaceOf(down), 'dist'),
        sparePorts.remotes[down],
        'localhost',
      );
      portal.remotes.set(down, restarted);
      await unavailable.getByRole('button', { name: 'Retry' }).click();
      await expectDrawnBy(page, down);
    });
  }

  test('pointing one remote at a new build changes the site without rebuilding the shell', async ({ page }) => {
    test.setTimeout(180_000);
    const v2Dist = path.join(E2E_TMP, 'mf-content-v2');
    execFileSync('npm', ['run', 'build', '-w', 'mf-content'], {
      cwd: ROOT,
      env: {
        ...process.env,
        BUILD_ID: 'content-v2',
        BUILD_OUTPUT_DIR: path.relative(path.join(ROOT, 'mf-content'), v2Dist),
      },
      stdio: 'ignore',
    });
    const shellMain = path.join(ROOT, 'shell/dist/main.js');
    const shellBefore = fs.readFileSync(shellMain, 'utf8');

    const v2Port = SPARE + 7;
    const v2 = await serveRemote(v2Dist, v2Port, 'localhost');
    try {
      portal = await servePortal({
        shellPort: sparePorts.shell,
        remotePorts: sparePorts.remotes,
        apiUrl: E2E_API_URL,
        host: 'localhost',
        env: { REMOTE_MF_CONTENT_URL: `http://localhost:${v2Port}` },
      });
      await page.goto(spareUrl('/about-us'));
      await expect(page.locator('[data-remote="mf_content"]')).toHaveAttribute('data-build', 'content-v2');
      // Other remotes are still the builds they were.
      await page.goto(spareUrl('/login'));
      await expect(page.locator('[data-remote="mf_auth"]')).not.toHaveAttribute('data-build', 'content-v2');
      expect(fs.readFileSync(shellMain, 'utf8')).toBe(shellBefore);
    } finally {
      await v2.close();
    }
  });

  test('a remote deployed alone with a new page makes that page reachable, with no shell build', async ({ page }) => {
    test.setTimeout(240_000);
    const shellMain = path.join(ROOT, 'shell/dist/main.js');
    const shellBefore = fs.readFileSync(shellMain, 'utf8');

    // Today's mf-content has no /whats-new: nobody owns the path.
    portal = await servePortal({
      shellPort: sparePorts.shell,
      remotePorts: sparePorts.remotes,
      apiUrl: E2E_API_URL,
      host: 'localhost',
    });
    await page.goto(spareUrl('/whats-new'));
    await expect(page.getByText('We can’t seem to find the page you are looking for!')).toBeVisible();
    await portal.close();
    portal = undefined;

    // The content team builds its remote with one more page and deploys that build alone.
    const newDist = path.join(E2E_TMP, 'mf-content-new-page');
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/webpack'),
      ['--mode', 'production', '-c', path.join(ROOT, 'e2e/support/remoteWithNewPage/webpack.config.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_OPTIONS: '--import tsx',
          BUILD_ID: 'content-new-page',
          BUILD_OUTPUT_DIR: path.relative(path.join(ROOT, 'mf-content'), newDist),
        },
        stdio: 'ignore',
      },
    );
    const newPort = SPARE + 8;
    const newBuild = await serveRemote(newDist, newPort, 'localhost');
    try {
      portal = await servePortal({
        shellPort: sparePorts.shell,
        remotePorts: sparePorts.remotes,
        apiUrl: E2E_API_URL,
        host: 'localhost',
        env: { REMOTE_MF_CONTENT_URL: `http://localhost:${newPort}` },
      });
      await page.goto(spareUrl('/whats-new'));
      await expect(page.getByRole('heading', { name: 'What’s new' })).toBeVisible();
      await expect(page.locator('[data-remote="mf_content"]')).toHaveAttribute('data-build', 'content-new-page');
      // The remote's other pages come with it.
      await page.goto(spareUrl('/about-us'));
      await expect(page.locator('[data-remote="mf_content"]')).toHaveAttribute('data-build', 'content-new-page');
      expect(fs.readFileSync(shellMain, 'utf8')).toBe(shellBefore);
    } finally {
      await newBuild.close();
    }
  });
});

test.describe('shared singletons and weight', () => {
  test('React is downloaded once across pages of several remotes', async ({ page }) => {
    const downloads = recordJsDownloads(page);
    await page.goto('/about-us');
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
    for (const [name, link] of [
      ['mf_auth', 'Login'],
      ['mf_content', 'Blog'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.locator(`[data-remote="${name}"]`)).toBeVisible();
    }
    for (const p of ['/flight-home', '/hotel-home', '/tripjack']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, p);
      await expect(page.locator('main [data-remote]')).toBeVisible();
    }
    // react and react-dom (its index and its client) come from one app only, each fetched once.
    const reactFiles = sharedChunkFiles(['react', 'react-dom', 'react-dom/client']);
    const reactChunks = downloads
      .map((d) => new URL(d.url))
      .filter((url) => reactFiles.has(path.basename(url.pathname)));
    expect(reactChunks.some((url) => reactFiles.get(path.basename(url.pathname))!.includes('react-dom/client'))).toBe(
      true,
    );
    expect(new Set(reactChunks.map((url) => url.origin)).size).toBe(1);
    const chunkNames = reactChunks.map((url) => url.pathname.replace(/\.[0-9a-f]{8}\.js$/, ''));
    expect(new Set(chunkNames).size).toBe(chunkNames.length);
  });

  test('a first visit to /about-us downloads at most 200 KB of gzipped JavaScript', async ({ page }) => {
    const downloads = recordJsDownloads(page);
    await page.goto('/about-us');
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(totalKb(downloads)).toBeLessThanOrEqual(200);
  });
});
