/**
 * Page assembly: the HTML page the shell's server answers for a path (docs/performance.md, "The first paint"). Into
 * the shell's built index.html go the first paint drawn at build time (home's, or a remote page's drawn by its build,
 * else the layout around the page's loading area) with its first stylesheets, inline under the response's CSP style
 * nonce where the page is drawn; the preload hints for the shell's and the path's remote's files; and /remotes.json's
 * answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../remotes.config';
import { REMOTES_CONFIG_ELEMENT_ID, type RemotesConfig } from '../src/federation/remotesConfig';
import { isCalendarDay, travelDay } from '@travel/contracts/rules';
import { createRouteTable } from '../src/federation/routeTable';
import { pageFirstPaint, pagePreloads, type PageAssets } from './pageAssets';
import { HOME_TABS } from '../src/pages/homeTabs';
import { AFTER_PAINT_TEMPLATE_ID, START_AFTER_PAINT_SCRIPT } from './startAfterPaint';
import {
  FIRST_VISIT_ASSETS_FILE,
  STATIC_PAGES_FILE,
  type FirstVisitAssets,
  type StaticPages,
} from '../build/firstVisitAssets';

/** A content-hashed file (`name.0123abcd.ext`), which never changes. */
export const isHashed = (file: string) => /\.[0-9a-f]{8}\.\w+$/.test(file);

/**
 * The page for `pathName`: the shell's index.html with the path's first paint, its first stylesheets (inline under
 * `nonce` on a drawn page), the preload hints and the remotes config. `firstVisit`, `staticPages` and `stylesheets`
 * are what the server read as it started (readFirstVisitAssets, readStaticPages, stylesheetSource).
 */
export async function assemblePage(options: {
  indexHtml: string;
  pathName: string;
  /** The request's query string, for what a drawn page shows from its link (withQueryValues, withQueryImages). */
  query?: URLSearchParams;
  config: RemotesConfig;
  assets: (name: RemoteName) => PageAssets | undefined;
  firstVisit: FirstVisitAssets;
  staticPages: StaticPages | undefined;
  stylesheets: (urls: string[]) => Promise<Map<string, string>>;
  nonce: string;
}): Promise<string> {
  const { pathName, config, assets, firstVisit } = options;
  const remotePage = remoteFirstPaint(pathName, config.remotes, assets, options.query);
  const query = options.query ?? new URLSearchParams();
  const remoteHtml = remotePage && withQueryImages(withQueryValues(remotePage.html, query), query);
  const markup = staticPageFor(pathName, config.remotes, options.staticPages, remoteHtml?.markup);
  const files = [
    ...firstVisit.files.map((file) => `/${file}`),
    ...(remotePage?.stylesheets ?? (pathName === '/' ? homeTabStylesheets(config.remotes, assets) : [])),
  ];
  // A page whose content is drawn in it (home, a remote's page drawn at build time) carries its first stylesheets, so
  // that paint waits for no download; they are then not preloaded. One whose content React draws links them as built.
  const drawn = pathName === '/' ? Boolean(markup) : Boolean(remotePage?.html && markup);
  const inlineTexts = drawn ? await options.stylesheets(files) : new Map<string, string>();
  const inlined = new Set(inlineTexts.keys());
  const afterPaint = firstVisit.afterPaint ?? [];
  return withImagePreload(
    withRemotesConfig(
      withRemotePreloads(
        withStaticPage(
          withShellPreloads(
            withEntryAfterPaint(
              options.indexHtml,
              afterPaint.map((file) => `/${file}`),
            ),
            firstVisit.files.filter((file) => !inlined.has(`/${file}`) && !afterPaint.includes(file)),
          ),
          markup,
          files,
          { texts: inlineTexts, nonce: options.nonce },
        ),
        pathName,
        config.remotes,
        { assets, firstVisit, except: inlined, query },
      ),
      config,
    ),
    remoteHtml?.images[0],
  );
}

/** What the shell's entry loads as soon as it runs (its build's first-visit-assets.json), or nothing (older builds). */
export async function readFirstVisitAssets(dist: string): Promise<FirstVisitAssets> {
  try {
    const text = await fs.promises.readFile(path.join(dist, FIRST_VISIT_ASSETS_FILE), 'utf8');
    return JSON.parse(text) as FirstVisitAssets;
  } catch {
    return { files: [] };
  }
}

/** The first paint of the shell's pages drawn at build time (its build's static-pages.json), or none (older builds). */
export async function readStaticPages(dist: string): Promise<StaticPages | undefined> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(dist, STATIC_PAGES_FILE), 'utf8')) as StaticPages;
  } catch {
    return undefined;
  }
}

/** Stylesheets the page may carry inline: no url() or @import, whose addresses would then be read from the page's. */
const inlinable = (css: string) => !/url\(|@import/i.test(css);

/**
 * Reads the text of the first paint's stylesheets (the shell's own from its dist folder, a remote's from its origin),
 * for the page to carry inline. Content-hashed files never change, so each is read once; one that cannot be read
 * (a remote not answering within `timeoutMs`) is linked as before, and read again for a later page.
 */
export function stylesheetSource(dist: string, timeoutMs = 1000) {
  const known = new Map<string, string>();
  const read = async (url: string): Promise<string | undefined> => {
    if (url.startsWith('/')) {
      const file = path.resolve(dist, url.slice(1).split('?')[0]);
      if (!file.startsWith(path.resolve(dist) + path.sep)) return undefined;
      return fs.promises.readFile(file, 'utf8').catch(() => undefined);
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
    return response?.ok ? response.text().catch(() => undefined) : undefined;
  };
  return async (urls: string[]): Promise<Map<string, string>> => {
    const texts = new Map<string, string>();
    await Promise.all(
      urls
        .filter((url) => url.split('?')[0].endsWith('.css'))
        .map(async (url) => {
          let text = known.get(url);
          if (text === undefined) {
            text = await read(url);
            if (text !== undefined && isHashed(url.split('?')[0])) known.set(url, text);
          }
          if (text !== undefined && inlinable(text)) texts.set(url, text);
        }),
    );
    return texts;
  };
}

/**
 * Home's first paint for home; for a remote's path, the layout around the page the remote's build drew
 * (`remotePage`), or around the page's loading area; else none.
 */
export function staticPageFor(
  pathName: string,
  remotes: RemotesConfig['remotes'],
  pages: StaticPages | undefined,
  remotePage?: string,
): string | undefined {
  if (pathName === '/') return pages?.home;
  if (!createRouteTable(remotes).remoteForPath(pathName) || !pages) return undefined;
  if (!remotePage) return pages.remotePage;
  return pages.remotePage.replace(
    /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/,
    (_, open, close) => open + remotePage + close,
  );
}

/** A link's value a drawn page may show as it is: short plain text (React checks the link when it draws the page). */
const PLAIN_QUERY_VALUE = /^[\w .:,-]{1,40}$/;

/**
 * A drawn page with its slots for the link's values (`<span data-query="date"></span>`, where the page shows the
 * query's `date`) filled from this request's query: a results page drawn at build time shows the searched date in its
 * first paint (its largest text). A calendar day is written as the page writes it ('Sun, 20 Dec 2026', travelDay),
 * another value as it is; a value that is not plain text leaves its slot empty.
 */
export function withQueryValues(markup: string, query: URLSearchParams): string {
  return markup.replace(/<span data-query="([\w-]+)"><\/span>/g, (slot, name: string) => {
    const value = query.get(name);
    if (!value || !PLAIN_QUERY_VALUE.test(value)) return slot;
    return `<span data-query="${name}">${isCalendarDay(value) ? travelDay(value) : value}</span>`;
  });
}

/**
 * A link's value the server writes into an address, whatever pattern the page declares: letters, digits, `_` and `-`,
 * so no markup, quote, slash or dot ever reaches the address.
 */
const URL_SAFE_QUERY_VALUE = /^[A-Za-z0-9_-]{1,40}$/;

/** A drawn page's image slot: `<img data-query-src="/photos/{key}.svg" data-query-pattern="^\d+$" …>`, no `src`. */
const QUERY_IMAGE = /<img data-query-src="([^"]*)" data-query-pattern="([^"]*)"([^>]*)>/g;

/**
 * A drawn page with its image slots given their address from this request's query: each `{key}` of the slot's
 * `data-query-src` replaced by the query's value of `key` when that value matches the slot's `data-query-pattern` and
 * is URL-safe, else the image left out. The hotel page's loading frame so shows the link's hotel's first photo, its
 * largest paint, before any script (docs/performance.md, "The first paint"). Answers the markup and the addresses
 * written, in the page's order, for their preload hint (withImagePreload).
 */
export function withQueryImages(markup: string, query: URLSearchParams): { markup: string; images: string[] } {
  const images: string[] = [];
  const filled = markup.replace(QUERY_IMAGE, (_, template: string, pattern: string, rest: string) => {
    const declared = patternOf(unescapeAttribute(pattern));
    let allowed = true;
    const src = template.replace(/\{([\w-]+)\}/g, (__, key: string) => {
      const value = query.get(key) ?? '';
      allowed &&= URL_SAFE_QUERY_VALUE.test(value) && declared.test(value);
      return value;
    });
    if (!allowed) return '';
    images.push(src);
    return `<img src="${src}"${rest}>`;
  });
  return { markup: filled, images };
}

/** A slot's declared pattern, or one that matches nothing when it is not a regular expression. */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    return /(?!)/;
  }
}

/** An attribute's text as React writes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`), read back. */
const unescapeAttribute = (text: string) =>
  text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === '#x27' ? "'" : name === 'lt' ? '<' : '>',
  );

/**
 * The page with a preload hint for a drawn page's largest image (`src`, as written in the markup, its first image
 * slot's) ahead of every other hint and script: the browser opens at most six connections to the shell's origin, and
 * the image found only in the body would wait behind the preloaded scripts for one.
 */
export function withImagePreload(indexHtml: string, src: string | undefined): string {
  if (!src) return indexHtml;
  return indexHtml.replace(
    /<(link|script)\b/,
    (tag) => `<link rel="preload" href="${src}" as="image" fetchpriority="high" />${tag}`,
  );
}

/**
 * The first paint a remote's build drew for this path (routes.json), or for this path and a key `query` carries, with
 * the remote's stylesheets it needs.
 */
export function remoteFirstPaint(
  pathName: string,
  remotes: RemotesConfig['remotes'],
  assets: (name: RemoteName) => PageAssets | undefined,
  query?: URLSearchParams,
): { html: string; stylesheets: string[] } | undefined {
  const owner = createRouteTable(remotes).remoteForPath(pathName);
  const entry = remotes.find((remote) => remote.name === owner)?.entry;
  return owner && entry ? pageFirstPaint({ entry, assets: assets(owner), pathName, query }) : undefined;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Where a stylesheet carried inline says it came from: webpack's CSS loading (mini-css-extract) finds a
 * `<style data-href>` of a chunk's file, by its name or its full address, and does not fetch it again. The shell's
 * own files are named as its chunks name them (no leading slash); a remote's by their address.
 */
export const inlineStyleHref = (url: string) => (url.startsWith('/') ? url.slice(1) : url);

/** The stylesheets of home's open search tab (a remote's widget), as URLs beside the remote's entry. */
export function homeTabStylesheets(
  remotes: RemotesConfig['remotes'],
  assets: (name: RemoteName) => PageAssets | undefined,
): string[] {
  const { remote, module } = HOME_TABS[0];
  const entry = remotes.find((candidate) => candidate.name === remote)?.entry;
  const files = entry ? (assets(remote)?.exposes[module]?.files ?? []) : [];
  return files.filter((file) => file.endsWith('.css')).map((file) => new URL(file, entry).href);
}

/**
 * The page with its first paint inside the root element, and the first stylesheets (URLs), the shell's and the drawn
 * page's (so that paint is styled as React will draw it, and nothing moves when React draws over it): carried inline
 * where `inline` has their text, with this response's CSP style nonce (the page paints without waiting for a
 * stylesheet to download, and before any script runs), else linked. Without a first paint, the page is left as is.
 */
export function withStaticPage(
  indexHtml: string,
  markup: string | undefined,
  files: string[],
  inline?: { texts: Map<string, string>; nonce: string },
): string {
  if (!markup) return indexHtml;
  const stylesheets = files
    .filter((file) => file.split('?')[0].endsWith('.css'))
    .map((url) => {
      const text = inline?.texts.get(url);
      return text === undefined
        ? `<link rel="stylesheet" href="${attribute(url)}" />`
        : `<style nonce="${attribute(inline!.nonce)}" data-href="${attribute(inlineStyleHref(url))}">` +
            `${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .join('');
  return indexHtml
    .replace('</head>', `${stylesheets}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${markup}</div>`);
}

const preloadLink = (url: string) => {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return url.endsWith('.css')
    ? `<link rel="preload" href="${href}" as="style" />`
    : `<link rel="preload" href="${href}" as="script" />`;
};

/** The entry script as the shell's build writes it (html-webpack-plugin's deferred script). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;

/**
 * The page with its entry (main.js) preloaded at once, with a high priority, but run only once the page has painted,
 * and `later` (the libraries file) asked for then, not beside it: both wait in a template at the end of the body that
 * the inline START_AFTER_PAINT_SCRIPT (allowed by its hash in the CSP) puts into the head in the task after the first
 * paint. Lighthouse's simulated LCP counts every script that finished downloading, or ran, before the paint it saw;
 * on a phone the served page paints before those scripts arrive anyway (docs/performance.md, "The first paint"). The
 * script comes after the page's markup: the parser yields after running a script, and one in the head let the browser
 * paint the head alone first, then style and lay out the whole body again.
 */
export function withEntryAfterPaint(indexHtml: string, later: string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes('</body>')) return indexHtml;
  const src = attribute(entry);
  const template =
    `<template id="${AFTER_PAINT_TEMPLATE_ID}">${later.map(preloadLink).join('')}` +
    `<script src="${src}"></script></template>`;
  return indexHtml
    .replace(ENTRY_SCRIPT, () => `<link rel="preload" href="${src}" as="script" fetchpriority="high" />`)
    .replace('</body>', () => `${template}<script>${START_AFTER_PAINT_SCRIPT}</script></body>`);
}

/** The page with preload hints for the shell's own next scripts and styles, fetched beside main.js, not after. */
export function withShellPreloads(indexHtml: string, files: string[]): string {
  const links = files.map((file) => preloadLink(`/${file}`)).join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * The page with preload hints for the remoteEntry.js of the remote that draws this path (from the route table
 * /remotes.json serves, or home's open search tab) and, where its build published them (routes.json), the files of
 * the module the shell loads from it and of the path's page, with the shared libraries they use: the browser fetches
 * them while the shell's own scripts still download, instead of one after the other. The shell registers remotes by
 * their entry (no manifest to fetch).
 */
export function withRemotePreloads(
  indexHtml: string,
  pathName: string,
  remotes: RemotesConfig['remotes'],
  pages?: {
    assets: (name: RemoteName) => PageAssets | undefined;
    firstVisit: FirstVisitAssets;
    /** Files the page carries already (its inline stylesheets), not to preload. */
    except?: Set<string>;
    /** The link's query: a page published by path and query key is preloaded for a link carrying its key. */
    query?: URLSearchParams;
  },
): string {
  // Home is the shell's, but its open search tab is a remote's widget.
  const isHome = pathName === '/';
  const owner = isHome ? HOME_TABS[0].remote : createRouteTable(remotes).remoteForPath(pathName);
  const entry = remotes.find((remote) => remote.name === owner)?.entry;
  if (!owner || !entry) return indexHtml;
  const files = pages
    ? pagePreloads({
        entry,
        assets: pages.assets(owner),
        exposed: isHome ? HOME_TABS[0].module : 'routes',
        pathName: isHome ? undefined : pathName,
        query: pages.query,
        provided: pages.firstVisit.provided,
        alreadyLoaded: pages.firstVisit.files,
      }).filter((url) => !pages.except?.has(url))
    : [];
  return indexHtml.replace('</head>', `${[entry, ...files].map(preloadLink).join('')}</head>`);
}

/**
 * The page with /remotes.json's answer inside, as a JSON data block (never run, so the CSP has nothing to allow):
 * the shell starts drawing without waiting one more round trip for it.
 */
export function withRemotesConfig(indexHtml: string, config: RemotesConfig): string {
  // '<' escaped, so no text in the config can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return indexHtml.replace(
    '</head>',
    `<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">${json}</script></head>`,
  );
}
