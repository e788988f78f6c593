import type { RemoteName } from '../../../remotes.config';
import type { RemotesConfig } from './remotesConfig';

export interface RouteTable {
  /** The remote that owns a path, or undefined for a path no remote is known to own. */
  remoteForPath(pathname: string): RemoteName | undefined;
  /**
   * Some remote's paths are unknown (its routes.json, or the whole config, could not be read): a path no other remote
   * owns may be one of its, so it is unavailable for now rather than not found.
   */
  incomplete: boolean;
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
  return {
    remoteForPath: (pathname) => byPath.get(normalise(pathname)),
    incomplete: remotes.some((remote) => remote.pathsUnknown),
  };
}

/** The route table when the remotes' config itself could not be read: every remote's paths are unknown. */
export const UNKNOWN_ROUTES: RouteTable = { remoteForPath: () => undefined, incomplete: true };
