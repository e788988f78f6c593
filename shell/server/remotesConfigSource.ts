import type { RemoteLocation, RemotesConfig } from '../src/federation/remotesConfig';

/** Reads the paths a remote's build published (routes.json beside its remoteEntry.js); undefined when unreachable. */
export type PublishedPathsReader = (location: RemoteLocation) => Promise<string[] | undefined>;

export const fetchPublishedPaths: PublishedPathsReader = async ({ name, entry }) => {
  try {
    const response = await fetch(entry.replace(/remoteEntry\.js$/, 'routes.json'), {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return undefined;
    const routes = (await response.json()) as { name?: unknown; paths?: unknown };
    const paths = routes.paths;
    if (routes.name !== name || !Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) return undefined;
    return paths;
  } catch {
    return undefined;
  }
};

/**
 * The server side of /remotes.json: where each remote lives and the paths it draws. Paths are read from the
 * remotes once; a remote that could not be read yet is asked again on the next request, so a remote that is down
 * when the shell's server starts gets its pages back as soon as it is up. Until then it is marked `pathsUnknown`,
 * and the shell answers a path no remote claims with "This section is unavailable" rather than "not found".
 */
export function remotesConfigSource(
  locations: RemoteLocation[],
  readPaths: PublishedPathsReader = fetchPublishedPaths,
): () => Promise<RemotesConfig> {
  const known = new Map<string, string[]>();
  return async () => {
    await Promise.all(
      locations
        .filter((location) => !known.has(location.name))
        .map(async (location) => {
          const paths = await readPaths(location);
          if (paths) known.set(location.name, paths);
        }),
    );
    return {
      remotes: locations.map((location) => {
        const paths = known.get(location.name);
        return paths ? { ...location, paths } : { ...location, paths: [], pathsUnknown: true as const };
      }),
    };
  };
}
