import type { RemoteName, RemotesConfig } from './remotesConfigFromEnv';

export interface RouteTable {
  /** The remote that owns a path, or undefined for a path nobody owns (the not-found page). */
  remoteForPath(pathname: string): RemoteName | undefined;
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/**
 * Which remote draws each path, from the paths each remote's build published (/remotes.json). The shell's own
 * pages (home, not found) are not in it. A path claimed twice stays with the first remote, and says so.
 */
export function createRouteTable(remotes: RemotesConfig['remotes']): RouteTable {
  const byPath = new Map<string, RemoteName>();
  for (const { name, paths } of remotes) {
    for (const path of paths) {
      const key = normalise(path);
      const owner = byPath.get(key);
      if (owner && owner !== name)
        console.error(`[shell] ${path} is claimed by ${owner} and ${name}; ${owner} keeps it`);
      else byPath.set(key, name);
    }
  }
  return { remoteForPath: (pathname) => byPath.get(normalise(pathname)) };
}
