import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveRemote, servePortal, type RunningPortal } from '../../shell/server/serve';
import { recordJsDownloads } from '../support/jsDownloads';
import { E2E_API_URL, E2E_PORTS } from '../support/ports';
import { buildRemoteOnPreviousSharedUi } from '../support/previousSharedUi';
import { ROOT } from '../support/testPortal';

// Ports of its own among the spare ones (federation.spec.ts uses the first ten), so the two may run side by side.
const BASE = E2E_PORTS.spare + 10;
const ports = {
  shell: BASE,
  remotes: { mf_auth: BASE + 1, mf_flights: BASE + 2, mf_hotels: BASE + 3, mf_content: BASE + 4, mf_admin: BASE + 5 },
  previousContent: BASE + 6,
};
const url = (p: string) => `http://localhost:${ports.shell}${p}`;

let portal: RunningPortal | undefined;
test.afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

test('mf-content built against the previous shared-ui renders under the new shell, on the shell’s copy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const previous = buildRemoteOnPreviousSharedUi('mf-content', 'content-previous-shared-ui');
  const current: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui/package.json'), 'utf8')).version;
  expect(previous.sharedUiVersion).not.toBe(current);

  // The old build asks for the range of the version it was built on (docs/architecture.md).
  const manifest = JSON.parse(fs.readFileSync(path.join(previous.dist, 'mf-manifest.json'), 'utf8'));
  const asked = manifest.shared.find((shared: { name: string }) => shared.name === '@travel/shared-ui');
  expect(asked).toMatchObject({ version: previous.sharedUiVersion, requiredVersion: `^${previous.sharedUiVersion}` });

  const previousContent = await serveRemote(previous.dist, ports.previousContent, 'localhost');
  try {
    portal = await servePortal({
      shellPort: ports.shell,
      remotePorts: ports.remotes,
      apiUrl: E2E_API_URL,
      host: 'localhost',
      env: { REMOTE_MF_CONTENT_URL: `http://localhost:${ports.previousContent}` },
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    const downloads = recordJsDownloads(page);

    await page.goto(url('/about-us'));
    const content = page.locator('[data-remote="mf_content"]');
    await expect(content).toHaveAttribute('data-build', 'content-previous-shared-ui');
    await expect(page.getByRole('heading', { name: 'Your journey, your choice' })).toBeVisible();

    // A form page of the old build works too: its checks run and say what is missing.
    await page.goto(url('/newsletter'));
    await expect(page.getByRole('heading', { name: 'Stay Updated with Travel Deals' })).toBeVisible();
    await content.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(content.getByText('Email is required')).toBeVisible();

    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    // One shared-ui at run time, the shell's: the old build never fetches its own copy.
    const fromPreviousBuild = downloads
      .map((download) => new URL(download.url))
      .filter((file) => file.port === String(ports.previousContent));
    expect(fromPreviousBuild.length).toBeGreaterThan(0);
    // Its own shared-ui files are those its manifest lists for shared-ui's entries (chunk ids are numbers).
    const ownSharedUi = new Set<string>(
      manifest.shared
        .filter((shared: { name: string }) => shared.name.startsWith('@travel/shared-ui'))
        .flatMap((shared: { assets: { js: { sync: string[]; async: string[] } } }) => [
          ...shared.assets.js.sync,
          ...shared.assets.js.async,
        ]),
    );
    expect(ownSharedUi.size).toBeGreaterThan(0);
    expect(fromPreviousBuild.filter((file) => ownSharedUi.has(path.basename(file.pathname)))).toEqual([]);
    // Within a major nothing warns. Across a major (2.0.0 dropped Redux Toolkit's thunks) Federation still hands
    // the old build the shell's copy, and warns of the unsatisfied range: the sign to rebuild every remote
    // (docs/architecture.md, "What Federation does with it").
    const rangeWarnings = warnings.filter((text) => /shared-ui|Version .* does not satisfy/i.test(text));
    const sameMajor = previous.sharedUiVersion.split('.')[0] === current.split('.')[0];
    expect(rangeWarnings.length > 0).toBe(!sameMajor);
  } finally {
    await previousContent.close();
  }
});
