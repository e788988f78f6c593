import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** The flags a closed network needs: without them Chromium keeps calling Google's services. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
 * Returns undefined to let Playwright use its own; throws with install advice when there is none at all.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the e2e tests. Install one of:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium   (or set CHROMIUM_PATH=/path/to/chrome)\n' +
      '  anywhere with internet: npx playwright install chromium',
  );
}
