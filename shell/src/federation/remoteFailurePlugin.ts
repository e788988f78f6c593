import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the shell: a remote whose entry cannot be fetched is logged once with its id,
 * and the failure is passed on (returning nothing) so the React boundary around it shows the
 * "section unavailable" message with its Retry button.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${lifecycle}: remote ${id} failed to load`, error);
      return undefined;
    },
  };
}
