/**
 * Where each remote lives, as the shell's server is deployed: at REMOTE_<NAME>_URL (for example
 * REMOTE_MF_CONTENT_URL), else on localhost at its port (remotes.config.ts).
 */
import { REMOTE_NAMES, REMOTES, type RemoteName } from '../../remotes.config';
import type { RemoteLocation } from '../src/federation/remotesConfig';

export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export function remoteLocationsFromEnv(env: Record<string, string | undefined>): RemoteLocation[] {
  return REMOTE_NAMES.map((name) => {
    const base = (env[remoteUrlVariable(name)] ?? `http://localhost:${REMOTES[name].port}`).replace(/\/+$/, '');
    return { name, entry: `${base}/remoteEntry.js` };
  });
}
