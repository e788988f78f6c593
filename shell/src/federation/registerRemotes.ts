import { getInstance } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_ELEMENT_ID, type RemotesConfig } from './remotesConfig';

/** The config the shell's server wrote into the page, else /remotes.json (a page served by something else). */
async function readRemotesConfig(configUrl: string): Promise<RemotesConfig> {
  const inPage = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (inPage) return JSON.parse(inPage) as RemotesConfig;
  const response = await fetch(configUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${configUrl}: HTTP ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

/** Reads the deploy-time remotes config and tells the federation runtime where each remote lives. */
export async function registerPortalRemotes(configUrl = '/remotes.json'): Promise<RemotesConfig> {
  const config = await readRemotesConfig(configUrl);
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised');
  federation.registerRemotes(
    config.remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return config;
}

/** Loads one module a remote exposes, failing loudly so the boundary around it can offer a retry. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const federation = getInstance();
  const loaded = await federation?.loadRemote<T>(id);
  if (!loaded) throw new Error(`Remote module ${id} is unavailable`);
  return loaded;
}
