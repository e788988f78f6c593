/** @jest-environment node */
import { pageAssetsSource, pageFirstPaint, pagePreloads, readPageAssets, type PageAssets } from './pageAssets';
import type { RemoteLocation } from '../src/federation/remotesConfig';

const content: RemoteLocation = { name: 'mf_content', entry: 'https://cdn.test/content/remoteEntry.js' };

const assets: PageAssets = {
  exposes: {
    routes: { files: ['__federation_expose_routes.1a2b3c4d.js'], shared: ['react', '@travel/shared-ui/components'] },
  },
  pages: {
    '/about-us': {
      files: ['page-about-us.5e6f7a8b.js', 'page-about-us.9c0d1e2f.css'],
      shared: ['@travel/shared-ui/form'],
    },
  },
  chunksFollowEntryQuery: true,
};

const provided = {
  react: ['node_modules_react_index_js.11111111.js'],
  '@travel/shared-ui/components': ['shared-ui_src_components_index_ts.22222222.js'],
  '@travel/shared-ui/form': ['shared-ui_src_components_form_index_ts.33333333.js'],
};

describe('pagePreloads', () => {
  it('names the exposed routes and the page’s own files beside the remote’s entry, and the shell’s shared libraries it lacks', () => {
    expect(
      pagePreloads({
        entry: content.entry,
        assets,
        exposed: 'routes',
        pathName: '/About-Us/',
        provided,
        alreadyLoaded: ['node_modules_react_index_js.11111111.js'],
      }),
    ).toEqual([
      '/shared-ui_src_components_index_ts.22222222.js',
      '/shared-ui_src_components_form_index_ts.33333333.js',
      'https://cdn.test/content/__federation_expose_routes.1a2b3c4d.js',
      'https://cdn.test/content/page-about-us.5e6f7a8b.js',
      'https://cdn.test/content/page-about-us.9c0d1e2f.css',
    ]);
  });

  it('leaves the remote’s own files out when its build does not ask for them afresh on Retry (an older build)', () => {
    expect(
      pagePreloads({
        entry: content.entry,
        assets: { exposes: assets.exposes, pages: assets.pages },
        exposed: 'routes',
        pathName: '/about-us',
        provided,
      }),
    ).toEqual([
      '/node_modules_react_index_js.11111111.js',
      '/shared-ui_src_components_index_ts.22222222.js',
      '/shared-ui_src_components_form_index_ts.33333333.js',
    ]);
  });

  it('names only the exposed module for a path without a page chunk, and nothing for a remote that published none', () => {
    expect(pagePreloads({ entry: content.entry, assets, exposed: 'routes', pathName: '/career' })).toEqual([
      'https://cdn.test/content/__federation_expose_routes.1a2b3c4d.js',
    ]);
    expect(pagePreloads({ entry: content.entry, assets: undefined, exposed: 'routes', pathName: '/about-us' })).toEqual(
      [],
    );
  });
});

describe('a page published by path and query key (/flight-details?date)', () => {
  const flights: PageAssets = {
    exposes: { routes: { files: ['__federation_expose_routes.1a2b3c4d.js'], shared: [] } },
    pages: {
      '/flight-details': { files: ['page-flight-details.aaaaaaaa.js'], shared: [] },
      '/flight-details?date': {
        files: ['page-flight-details-with-date.bbbbbbbb.js', 'page-flight-details-with-date.cccccccc.css'],
        shared: ['@travel/shared-ui/money'],
      },
    },
    chunksFollowEntryQuery: true,
    firstPaint: { '/flight-details': '<h1>Search flights</h1>', '/flight-details?date': '<h2>Searching flights…</h2>' },
  };
  const entry = 'https://cdn.test/flights/remoteEntry.js';
  const money = { '@travel/shared-ui/money': ['shared-ui_src_money_index_ts.44444444.js'] };
  const preloads = (query: string) =>
    pagePreloads({
      entry,
      assets: flights,
      exposed: 'routes',
      pathName: '/flight-details',
      query: new URLSearchParams(query),
      provided: money,
    });
  const firstPaint = (query: string) =>
    pageFirstPaint({ entry, assets: flights, pathName: '/Flight-Details/', query: new URLSearchParams(query) });

  it('is preloaded and drawn for a link whose key has a value, the path’s own page for any other link', () => {
    expect(preloads('from=BOM&date=2030-05-10')).toEqual([
      '/shared-ui_src_money_index_ts.44444444.js',
      'https://cdn.test/flights/__federation_expose_routes.1a2b3c4d.js',
      'https://cdn.test/flights/page-flight-details-with-date.bbbbbbbb.js',
      'https://cdn.test/flights/page-flight-details-with-date.cccccccc.css',
    ]);
    expect(firstPaint('date=2030-05-10')).toEqual({
      html: '<h2>Searching flights…</h2>',
      stylesheets: ['https://cdn.test/flights/page-flight-details-with-date.cccccccc.css'],
    });
    for (const bare of ['', 'from=BOM', 'date=']) {
      expect(preloads(bare)).toEqual([
        'https://cdn.test/flights/__federation_expose_routes.1a2b3c4d.js',
        'https://cdn.test/flights/page-flight-details.aaaaaaaa.js',
      ]);
      expect(firstPaint(bare)).toEqual({ html: '<h1>Search flights</h1>', stylesheets: [] });
    }
  });
});

describe('pageFirstPaint', () => {
  const drawn = { ...assets, firstPaint: { '/about-us': '<article><h1>About us</h1></article>' } };

  it('gives the markup the remote’s build drew for the path, with the stylesheets of its routes and page', () => {
    expect(pageFirstPaint({ entry: content.entry, assets: drawn, pathName: '/about-us/' })).toEqual({
      html: '<article><h1>About us</h1></article>',
      stylesheets: ['https://cdn.test/content/page-about-us.9c0d1e2f.css'],
    });
  });

  it('gives nothing for a page drawn only in the browser, or a build that drew none', () => {
    expect(pageFirstPaint({ entry: content.entry, assets: drawn, pathName: '/career' })).toBeUndefined();
    expect(pageFirstPaint({ entry: content.entry, assets, pathName: '/about-us' })).toBeUndefined();
    expect(pageFirstPaint({ entry: content.entry, assets: undefined, pathName: '/about-us' })).toBeUndefined();
  });
});

describe('readPageAssets', () => {
  it('takes the assets of the named remote’s routes.json and ignores older or malformed ones', () => {
    expect(readPageAssets('mf_content', { name: 'mf_content', paths: ['/about-us'], assets })).toEqual(assets);
    expect(readPageAssets('mf_content', { name: 'mf_content', paths: ['/about-us'] })).toBeUndefined();
    expect(readPageAssets('mf_content', { name: 'mf_admin', paths: [], assets })).toBeUndefined();
    expect(
      readPageAssets('mf_content', { name: 'mf_content', paths: [], assets: { exposes: {}, pages: { '/x': {} } } }),
    ).toBeUndefined();
    // A first paint that is not markup by path is left out; the files still serve as preloads.
    expect(
      readPageAssets('mf_content', { name: 'mf_content', paths: [], assets: { ...assets, firstPaint: { '/x': 1 } } })
        ?.firstPaint,
    ).toBeUndefined();
  });
});

describe('pageAssetsSource', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers from what it read and reads a remote again in the background once that is old', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let version: PageAssets | undefined = assets;
    const reads: string[] = [];
    const source = pageAssetsSource(
      [content],
      async ({ name }) => {
        reads.push(name);
        return version;
      },
      30_000,
    );
    await source.load();
    expect(source.get('mf_content')).toEqual(assets);
    expect(reads).toHaveLength(1);

    version = { exposes: {}, pages: {} };
    now += 31_000;
    // The page is answered with what is known; the new build's files are read for the next one.
    expect(source.get('mf_content')).toEqual(assets);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.get('mf_content')).toEqual(version);
    expect(reads).toHaveLength(2);
  });
});
