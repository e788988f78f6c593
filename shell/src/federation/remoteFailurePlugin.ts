import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's manifest or remoteEntry.js that failed once is asked for again under a fresh query string: the
 * page's preload hints (written by the shell's server) are matched by URL, and a failed preload must not answer
 * the retry of a remote that has come back.
 */
export function retryUrlFor(failedUrls: Map<string, number>, url: string): string {
  const failures = failedUrls.get(url);
  if (!failures) return url;
  const retry = new URL(url, document.baseURI);
  retry.searchParams.set('retry', String(failures));
  return retry.href;
}

/**
 * Runtime plugin of the shell: a remote whose entry cannot be fetched is logged once with its id,
 * and the failure is passed on (returning nothing) so the React boundary around it shows the
 * "section unavailable" message with its Retry button. What failed is fetched afresh on Retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  const failedUrls = new Map<string, number>();
  const failed = (url: string) => failedUrls.set(url, (failedUrls.get(url) ?? 0) + 1);
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${lifecycle}: remote ${id} failed to load`, error);
      return undefined;
    },
    fetch(url, init) {
      return fetch(retryUrlFor(failedUrls, url), init).then(
        (response) => {
          if (!response.ok) failed(url);
          return response;
        },
        (error: unknown) => {
          failed(url);
          throw error;
        },
      );
    },
    createScript({ url, attrs, remoteInfo }) {
      // Only a remote's entry; chunks keep the runtime's own loading.
      if (!remoteInfo) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = retryUrlFor(failedUrls, url);
      script.addEventListener('error', () => failed(url));
      return script;
    },
  };
}
