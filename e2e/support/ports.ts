import { remotePortsBeside } from '../../remotes.config';

/**
 * Ports of the portal the e2e suite starts, away from `npm start`'s 3000-4000 so both can run at once.
 * E2E_PORT_BASE moves the whole block (two suites on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  shell: base,
  remotes: remotePortsBeside(base),
  api: base + 10,
  smtp: base + 11,
  /** The local OpenID provider standing in for Google (accounts e2e). */
  oidc: base + 12,
  /** Free ports for a test that starts a portal (or API processes) of its own: spare+0 to spare+22 are taken. */
  spare: base + 20,
};

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
