import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { E2E_BASE_URL, E2E_PORTS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  // Apart per port block, so two suites on one machine never delete each other's traces.
  outputDir: `./test-results/${E2E_PORTS.shell}`,
  globalSetup: './support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
