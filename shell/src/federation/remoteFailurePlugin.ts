import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Where a remote is deployed: the folder of its remoteEntry.js. */
const remoteBase = (url: string) => new URL('.', new URL(url, document.baseURI)).href;

/**
 * A remote's remoteEntry.js is asked for again under a fresh query string once it failed: the page's preload hint
 * (written by the shell's server) is matched by URL, and a failed preload must not answer the retry of a remote that
 * has come back.
 */
export function retryUrlFor(failures: Map<string, number>, url: string): string {
  const count = failures.get(remoteBase(url));
  if (!count) return url;
  const retry = new URL(url, document.baseURI);
  retry.searchParams.set('retry', String(count));
  return retry.href;
}

/**
 * Runtime plugin of the shell: a remote whose entry cannot be fetched is logged once with its id,
 * and the failure is passed on (returning nothing) so the React boundary around it shows the
 * "section unavailable" message with its Retry button. What failed is fetched afresh on Retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  const failures = new Map<string, number>();
  const failed = (url: string) => failures.set(remoteBase(url), (failures.get(remoteBase(url)) ?? 0) + 1);
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${lifecycle}: remote ${id} failed to load`, error);
      return undefined;
    },
    createScript({ url, attrs, remoteInfo }) {
      // Only a remote's entry; chunks keep the runtime's own loading.
      if (!remoteInfo) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = retryUrlFor(failures, url);
      script.addEventListener('error', () => failed(url));
      return script;
    },
  };
}
