import type { ChunkAssets, PublishedRoutes } from '../../frontend-build/publishPagesPlugin';
import type { RemoteName } from '../../remotes.config';
import type { RemoteLocation } from '../src/federation/remotesConfig';

export type PageAssets = NonNullable<PublishedRoutes['assets']>;

/** Reads the page files a remote's build published (routes.json beside its remoteEntry.js); undefined if none. */
export type PageAssetsReader = (location: RemoteLocation) => Promise<PageAssets | undefined>;

const isChunkAssets = (value: unknown): value is ChunkAssets =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ChunkAssets).files) &&
  Array.isArray((value as ChunkAssets).shared);

const isAssetMap = (value: unknown): value is Record<string, ChunkAssets> =>
  typeof value === 'object' && value !== null && Object.values(value).every(isChunkAssets);

const isMarkupMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((html) => typeof html === 'string');

/** The `assets` of a routes.json, if it has well-formed ones (older remote builds publish none). */
export function readPageAssets(name: RemoteName, routes: unknown): PageAssets | undefined {
  const { name: published, assets } = (routes ?? {}) as Partial<PublishedRoutes>;
  if (published !== name || !assets || !isAssetMap(assets.exposes) || !isAssetMap(assets.pages)) return undefined;
  if (assets.firstPaint !== undefined && !isMarkupMap(assets.firstPaint)) return { ...assets, firstPaint: undefined };
  return assets;
}

export const fetchPageAssets: PageAssetsReader = async ({ name, entry }) => {
  try {
    const response = await fetch(entry.replace(/remoteEntry\.js$/, 'routes.json'), {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? readPageAssets(name, await response.json()) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page files of each remote, for the shell's server to preload. Read when the server starts and again in the
 * background once they are older than `maxAgeMs`, so a remote deployed alone (new file names) is followed without
 * restarting the shell; a page is never held up by the read.
 */
export function pageAssetsSource(
  locations: RemoteLocation[],
  read: PageAssetsReader = fetchPageAssets,
  maxAgeMs = 30_000,
) {
  const known = new Map<RemoteName, { assets: PageAssets | undefined; readAt: number }>();
  const reading = new Map<RemoteName, Promise<void>>();
  const refresh = (location: RemoteLocation) => {
    let pending = reading.get(location.name);
    if (!pending) {
      pending = read(location)
        .then((assets) => void known.set(location.name, { assets, readAt: Date.now() }))
        .catch(() => undefined)
        .finally(() => reading.delete(location.name));
      reading.set(location.name, pending);
    }
    return pending;
  };
  return {
    /** Reads every remote's files (at start-up). */
    async load(): Promise<void> {
      await Promise.all(locations.map(refresh));
    },
    /** What is known of one remote's files now. */
    get(name: RemoteName): PageAssets | undefined {
      const location = locations.find((candidate) => candidate.name === name);
      const entry = known.get(name);
      if (location && (!entry || Date.now() - entry.readAt > maxAgeMs)) void refresh(location);
      return entry?.assets;
    },
  };
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/**
 * The entry of `record` for `pathName`, ignoring case and a trailing slash (as the router does). A remote may publish a
 * page by its path and a query key (`/flight-details?date`: the page drawn when the link's `date` is not empty, see
 * publishPagesPlugin.ts); such an entry wins when `query` carries its key, the path's own entry otherwise.
 */
const byPath = <T>(
  record: Record<string, T>,
  pathName: string,
  query: URLSearchParams = new URLSearchParams(),
): T | undefined => {
  const wanted = normalise(pathName);
  let plain: T | undefined;
  for (const [key, value] of Object.entries(record)) {
    const [path, queryKey] = key.split('?');
    if (normalise(path) !== wanted) continue;
    if (queryKey === undefined) plain = value;
    else if (query.get(queryKey)) return value;
  }
  return plain;
};

/**
 * A page's first paint drawn by its remote's build (prerenderPages.ts), with the remote's stylesheets it needs (of
 * the exposed routes and of the page, as URLs beside the entry), or undefined for a page drawn only in the browser.
 */
export function pageFirstPaint(options: {
  entry: string;
  assets: PageAssets | undefined;
  pathName: string;
  /** The link's query, for a page published by path and query key (byPath). */
  query?: URLSearchParams;
}): { html: string; stylesheets: string[] } | undefined {
  const { assets, entry, pathName, query } = options;
  const html = assets?.firstPaint && byPath(assets.firstPaint, pathName, query);
  if (!assets || !html) return undefined;
  const parts = [assets.exposes.routes, byPath(assets.pages, pathName, query)];
  const stylesheets = parts
    .flatMap((part) => part?.files ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => new URL(file, entry).href);
  return { html, stylesheets };
}

/**
 * The files to preload for a page: the exposed module the shell loads from the remote (its `routes`, or home's
 * search widget), the page's own chunk when the path has one, as URLs beside the remote's entry, and the files of
 * the shared libraries they consume that the shell provides (`provided`, by share key) and does not load already.
 */
export function pagePreloads(options: {
  entry: string;
  assets: PageAssets | undefined;
  exposed: string;
  pathName?: string;
  /** The link's query, for a page published by path and query key (byPath). */
  query?: URLSearchParams;
  provided?: Record<string, string[]>;
  alreadyLoaded?: string[];
}): string[] {
  const { assets, entry } = options;
  if (!assets) return [];
  const parts: (ChunkAssets | undefined)[] = [assets.exposes[options.exposed]];
  if (options.pathName !== undefined) parts.push(byPath(assets.pages, options.pathName, options.query));
  const found = parts.filter((part): part is ChunkAssets => part !== undefined);
  const urls = new Set<string>();
  const loaded = new Set(options.alreadyLoaded ?? []);
  for (const key of new Set(found.flatMap((part) => part.shared)))
    for (const file of options.provided?.[key] ?? []) if (!loaded.has(file)) urls.add(`/${file}`);
  // The remote's own files only when its build asks for them afresh on Retry (entryQueryPlugin.ts): otherwise, with
  // the remote down, their failed preloads would answer Retry's requests once it is back (Chrome matches by URL).
  if (assets.chunksFollowEntryQuery === true)
    for (const file of found.flatMap((part) => part.files)) urls.add(new URL(file, entry).href);
  return [...urls];
}
