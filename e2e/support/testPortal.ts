import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seedApi } from '../../scripts/portal';
import { E2E_PORTS } from './ports';

export const ROOT = path.join(__dirname, '..', '..');
/** Scratch space of this suite run, apart per port block so two suites can run side by side. */
export const E2E_TMP = path.join(ROOT, 'e2e', '.tmp', String(E2E_PORTS.shell));

/** Accounts the suite's API is started with. */
export const E2E_ADMIN = {
  email: 'admin@travel-portal.test',
  password: 'admin-password-123',
  // The start-up admin's authenticator (ADMIN_TOTP_SECRET): staff sign in with a second factor.
  totpSecret: 'KRUGKIDUOJQXMZLMEBYG64TUMFWCA2LT',
};

/** The client the e2e API is registered as at the local OpenID provider (social login as Google). */
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${E2E_PORTS.oidc}`,
  clientId: 'travel-portal-e2e',
  clientSecret: 'travel-portal-e2e-client-secret-0123456789',
};

/** Starts the local OpenID provider (oidc-provider, in its own tsx process) that the API uses as Google. */
export async function startTestOidcProvider(): Promise<ChildProcess> {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['src/modules/accounts/oauth/localOidcProvider.cli.ts'],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        OIDC_PORT: String(E2E_PORTS.oidc),
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_REDIRECT_URIS: `http://localhost:${E2E_PORTS.shell}/api/v1/oAuth/google/callback`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The OpenID provider exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${E2E_OIDC.issuer}/.well-known/openid-configuration`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The OpenID provider did not start within 60 s');
}

/**
 * Seeds a fresh data folder (as `npm start` does), starts the real API on it and waits until it answers.
 * `at`: another port and data folder than the suite's own API (a spec starting an API of its own).
 */
export async function startTestApi(
  extraEnv: Record<string, string> = {},
  at: { port: number; data: string } = { port: E2E_PORTS.api, data: 'api-data' },
): Promise<ChildProcess> {
  const dataDir = path.join(E2E_TMP, at.data);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // The suite runs the production API on PGlite, the sandbox gateway and fake gateways' test keys, on purpose.
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    // Every browser of the suite is one client address (loopback), holding many unpaid orders over the run.
    FLIGHT_HELD_SEATS_PER_ADDRESS: '100000',
    HOTEL_HELD_ROOMS_PER_ADDRESS: '100000',
    FLIGHT_HELD_SEATS_PER_DEVICE: '100000',
    HOTEL_HELD_ROOMS_PER_DEVICE: '100000',
    // My Trips and the cancellation wizard ask for guest codes from loopback all through the suite.
    TRIP_LOOKUP_LIMIT_PER_15_MIN: '1000',
    // The supplier sandboxes answer at once and never fail on their own: their latency and random faults are for
    // people trying the site and for the benchmark; here a test makes a fault happen where it wants one.
    SUPPLIER_SANDBOX_LATENCY: 'false',
    PORT: String(at.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://localhost:${E2E_PORTS.shell}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    GOOGLE_ISSUER: E2E_OIDC.issuer,
    GOOGLE_CLIENT_ID: E2E_OIDC.clientId,
    GOOGLE_CLIENT_SECRET: E2E_OIDC.clientSecret,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await seedApi(env);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${at.port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The API did not become healthy within 120 s');
}
