import fs from 'node:fs';
import path from 'node:path';
import { servePortal } from '../../shell/server/serve';
import { FRONTEND_WORKSPACES } from '../../remotes.config';
import { startSmtpCapture } from './mailbox';
import { E2E_API_URL, E2E_PORTS } from './ports';
import { E2E_TMP, ROOT, startTestApi, startTestOidcProvider } from './testPortal';

/**
 * Starts what the suite drives: a real SMTP server, the API on a fresh database, and the built shell and
 * remotes each on its own port. `npm test` builds first; here a missing build is a clear error.
 */
export default async function globalSetup() {
  for (const ws of FRONTEND_WORKSPACES) {
    if (!fs.existsSync(path.join(ROOT, ws, 'dist/mf-manifest.json'))) {
      throw new Error(`${ws} is not built: run \`npm run build\` (npm test does it for you).`);
    }
  }
  fs.mkdirSync(E2E_TMP, { recursive: true });
  const smtp = await startSmtpCapture(E2E_PORTS.smtp);
  const oidc = await startTestOidcProvider();
  // Flight orders hold their seats 2 minutes here (15 in production) and due jobs run every second, so the hold
  // expiry e2e sees the job release the seats in the suite's time; a checkout e2e pays well within 2 minutes.
  const api = await startTestApi({ FLIGHT_HOLD_MINUTES: '2', JOBS_POLL_MS: '1000' });
  const portal = await servePortal({
    shellPort: E2E_PORTS.shell,
    remotePorts: E2E_PORTS.remotes,
    apiUrl: E2E_API_URL,
    host: 'localhost',
    env: {},
  });
  return async () => {
    await portal.close();
    api.kill('SIGTERM');
    oidc.kill('SIGTERM');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
