import { assemblePage, withEntryAfterPaint, withImagePreload, withQueryImages, withQueryValues } from './pageAssembly';
import { START_AFTER_PAINT_SCRIPT } from './startAfterPaint';
import type { PageAssets } from './pageAssets';
import { pageChunkName } from '../../frontend-build/publishPagesPlugin';

const PAGE = '<h2>Prices ±3 days around <span data-query="date"></span></h2>';

/** The page the shell's server sends for a link to `remote.path` with `query`, the remote's build being `assets`. */
const assembleRemotePage = (
  remote: { name: 'mf_hotels' | 'mf_flights'; entry: string; path: string },
  assets: PageAssets,
  query: string,
) =>
  assemblePage({
    indexHtml: '<html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    pathName: remote.path,
    query: new URLSearchParams(query),
    config: { remotes: [{ name: remote.name, entry: remote.entry, paths: [remote.path] }] },
    assets: () => assets,
    firstVisit: { files: [] },
    staticPages: { home: '', remotePage: '<main id="main"></main>' },
    stylesheets: async () => new Map(),
    nonce: 'n',
  });

describe('withQueryValues', () => {
  const fill = (query: string, markup = PAGE) => withQueryValues(markup, new URLSearchParams(query));

  it('writes a short plain value of the link into its slot', () => {
    // A day as the page writes it (issue #35): the first paint says what the results then say.
    expect(fill('from=BOM&date=2031-01-02')).toBe(
      '<h2>Prices ±3 days around <span data-query="date">Thu, 2 Jan 2031</span></h2>',
    );
    expect(fill('date=Fri, 2 Jan 2031 10:30')).toContain('<span data-query="date">Fri, 2 Jan 2031 10:30</span>');
  });

  it('fills every slot from its own key, and leaves a slot empty when the link has no value for it', () => {
    const page = '<span data-query="from"></span>–<span data-query="to"></span> <span data-query="date"></span>';
    expect(fill('from=BOM&to=DEL', page)).toBe(
      '<span data-query="from">BOM</span>–<span data-query="to">DEL</span> <span data-query="date"></span>',
    );
    expect(fill('', page)).toBe(page);
    expect(fill('date=', PAGE)).toBe(PAGE);
  });

  it('leaves the slot empty for markup, quotes, an over-long value or characters a date never has', () => {
    for (const value of [
      '<img src=x onerror=alert(1)>',
      '"><b>bold</b>',
      "2031-01-02'",
      '2031-01-02&amp;',
      '2031/01/02',
      'x'.repeat(41),
      '2031-01-02\nSet-Cookie: a=b',
    ])
      expect(fill(new URLSearchParams({ date: value }).toString())).toBe(PAGE);
    expect(fill(`date=${'1'.repeat(40)}`)).toContain(`>${'1'.repeat(40)}</span>`);
  });

  it('changes nothing but the slots: the link’s other keys and text that only looks like a slot stay as they are', () => {
    const page = '<p data-query="date"></p><span data-query="date" class="x"></span><span>date</span>';
    expect(fill('date=2031-01-02&from=BOM&unknown=1', page)).toBe(page);
    expect(fill('from=BOM&unknown=1')).toBe(PAGE);
  });
});

/** The hotel page's image slot as its build draws it (HotelPage.tsx): the address and the pattern of a hotel id. */
const SLOT =
  '<div class="gallery"><img data-query-src="/api/hotels/{hotelId}/photos/1.svg" ' +
  'data-query-pattern="^[A-Z]{3}-\\d{4}$" class="photo" alt="" width="800" height="480" fetchPriority="high"/></div>';

describe('withQueryImages', () => {
  const fill = (query: string, markup = SLOT) => withQueryImages(markup, new URLSearchParams(query));

  it('writes the address with the link’s value into the image, without the slot’s attributes, and names it', () => {
    expect(fill('hotelId=PAR-0001&checkIn=2031-01-02&adults=2')).toEqual({
      markup:
        '<div class="gallery"><img src="/api/hotels/PAR-0001/photos/1.svg" class="photo" alt="" width="800" ' +
        'height="480" fetchPriority="high"/></div>',
      images: ['/api/hotels/PAR-0001/photos/1.svg'],
    });
  });

  it('leaves the image out when the value does not match the declared pattern, or there is none', () => {
    for (const value of ['par-0001', 'PAR-001', ' PAR-0001', 'PAR-0001x', ''])
      expect(fill(new URLSearchParams({ hotelId: value }).toString())).toEqual({
        markup: '<div class="gallery"></div>',
        images: [],
      });
    expect(fill('id=PAR-0001')).toEqual({ markup: '<div class="gallery"></div>', images: [] });
  });

  it('never writes markup, quotes, slashes or dots into an address, even where a page declares any value', () => {
    const loose = '<img data-query-src="/photos/{name}.svg" data-query-pattern=".*" alt=""/>';
    expect(fill('name=sea_view-2', loose).markup).toBe('<img src="/photos/sea_view-2.svg" alt=""/>');
    for (const value of [
      '"><script>alert(1)</script>',
      "x' onerror='alert(1)",
      '../../admin',
      'a.b',
      'a/b',
      'x'.repeat(41),
    ])
      expect(fill(new URLSearchParams({ name: value }).toString(), loose)).toEqual({ markup: '', images: [] });
  });

  it('fills every slot of the page from its own keys, in the page’s order; a slot needing a missing key is left out', () => {
    const page =
      '<img data-query-src="/a/{from}-{to}.svg" data-query-pattern="^[A-Z]{3}$"/>' +
      '<img data-query-src="/b/{to}.svg" data-query-pattern="^[A-Z]{3}$"/>';
    expect(fill('from=BOM&to=DEL', page)).toEqual({
      markup: '<img src="/a/BOM-DEL.svg"/><img src="/b/DEL.svg"/>',
      images: ['/a/BOM-DEL.svg', '/b/DEL.svg'],
    });
    expect(fill('to=DEL', page)).toEqual({ markup: '<img src="/b/DEL.svg"/>', images: ['/b/DEL.svg'] });
  });

  it('reads the pattern as React writes attributes, and leaves the image out for a pattern that is no expression', () => {
    const quoted = '<img data-query-src="/p/{v}.svg" data-query-pattern="^[^&quot;&#x27;&lt;&gt;&amp;]+$"/>';
    expect(fill('v=quiet', quoted).images).toEqual(['/p/quiet.svg']);
    expect(fill('v=PAR-0001', '<img data-query-src="/p/{v}.svg" data-query-pattern="(["/>').markup).toBe('');
  });

  it('changes nothing else: images with an address and markup without a slot stay as they are', () => {
    const page = '<img src="/logo.svg" alt="Logo"/><span data-query="date"></span>';
    expect(fill('hotelId=PAR-0001', page)).toEqual({ markup: page, images: [] });
  });
});

describe('withImagePreload', () => {
  const INDEX =
    '<html><head><meta charset="utf-8"/><link rel="preload" href="/a.js" as="script" />' +
    '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

  it('puts the hint for the image first among the hints and scripts, ahead of the preloaded scripts', () => {
    expect(withImagePreload(INDEX, '/api/hotels/PAR-0001/photos/1.svg')).toBe(
      '<html><head><meta charset="utf-8"/>' +
        '<link rel="preload" href="/api/hotels/PAR-0001/photos/1.svg" as="image" fetchpriority="high" />' +
        '<link rel="preload" href="/a.js" as="script" /><script defer src="/main.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('leaves the page as it is without an image', () => {
    expect(withImagePreload(INDEX, undefined)).toBe(INDEX);
  });
});

describe('the shell’s entry, started once the page has painted', () => {
  const INDEX =
    '<html><head><title>T</title><script defer src=/main.js?abc></script></head>' +
    '<body><div id=root></div></body></html>';

  it('preloads the entry at once, and runs it and asks for the libraries from the page’s end after the paint', async () => {
    const html = await assemblePage({
      indexHtml: INDEX,
      pathName: '/no-remote-draws-this',
      config: { remotes: [] },
      assets: () => undefined,
      firstVisit: { files: ['libraries.0123abcd.js', 'shared-ui.0123abcd.js'], afterPaint: ['libraries.0123abcd.js'] },
      staticPages: undefined,
      stylesheets: async () => new Map(),
      nonce: 'n',
    });
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link rel="preload" href="/main.js?abc" as="script" fetchpriority="high" />');
    expect(head).toContain('<link rel="preload" href="/shared-ui.0123abcd.js" as="script" />');
    expect(head).not.toContain('libraries');
    // No script runs from the head (the remotes config there is a JSON data block, never run).
    expect(head.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toContain('<script');
    expect(body).toContain(
      '<div id=root></div><template id="tp-after-paint">' +
        '<link rel="preload" href="/libraries.0123abcd.js" as="script" /><script src="/main.js?abc"></script>' +
        `</template><script>${START_AFTER_PAINT_SCRIPT}</script></body>`,
    );
  });

  it('leaves a page with no deferred entry, or no end of body, as it is', () => {
    const noEntry = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withEntryAfterPaint(noEntry, ['/libraries.js'])).toBe(noEntry);
    const noBody = '<html><head><script defer src="/main.js"></script></head><div id="root"></div>';
    expect(withEntryAfterPaint(noBody, ['/libraries.js'])).toBe(noBody);
  });
});

describe('assemblePage, for a remote’s page drawn with an image slot', () => {
  const assets: PageAssets = {
    exposes: { routes: { files: [], shared: [] } },
    pages: {},
    firstPaint: { '/hotel': SLOT },
  };
  const page = (query: string) =>
    assembleRemotePage(
      { name: 'mf_hotels', entry: 'https://cdn.test/hotels/remoteEntry.js', path: '/hotel' },
      assets,
      query,
    );
  const imageHints = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]*)" as="image"/g)].map(([, href]) => href);

  it('serves the image with the link’s value and its preload hint ahead of the scripts', async () => {
    const html = await page('hotelId=PAR-0001&adults=2');
    expect(html).toContain('<main id="main"><div class="gallery"><img src="/api/hotels/PAR-0001/photos/1.svg" ');
    expect(imageHints(html)).toEqual(['/api/hotels/PAR-0001/photos/1.svg']);
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('<script'));
  });

  it('serves neither the image nor a hint for a value the slot refuses', async () => {
    const html = await page(new URLSearchParams({ hotelId: '"><img src=x>' }).toString());
    expect(html).toContain('<main id="main"><div class="gallery"></div></main>');
    expect(html).not.toContain('<img');
    expect(imageHints(html)).toEqual([]);
  });
});

describe('assemblePage, for a path whose page depends on a value of the link (QUERY_PAGES)', () => {
  const entry = 'https://cdn.test/flights/remoteEntry.js';
  const assets: PageAssets = {
    exposes: { routes: { files: ['routes.11111111.js'], shared: [] } },
    pages: {
      '/flight-details': { files: ['page-flight-details.22222222.js'], shared: [] },
      '/flight-details?date': { files: ['page-flight-details-with-date.33333333.js'], shared: [] },
    },
    chunksFollowEntryQuery: true,
    firstPaint: { '/flight-details': '<h1>Search flights</h1>', '/flight-details?date': `<h2>Results</h2>${PAGE}` },
  };
  const page = (query: string) =>
    assembleRemotePage({ name: 'mf_flights', entry, path: '/flight-details' }, assets, query);
  // The remote's files, beside the shell's entry (which every page preloads).
  const scriptHints = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]*)" as="script"/g)]
      .map(([, href]) => href)
      .filter((href) => href !== '/main.js');

  it('serves a link with the value its page: drawn, its slots filled, and its chunk preloaded', async () => {
    const html = await page('from=BOM&date=2031-01-02');
    expect(html).toContain(
      '<main id="main"><h2>Results</h2><h2>Prices ±3 days around <span data-query="date">Thu, 2 Jan 2031',
    );
    expect(scriptHints(html)).toEqual([
      entry,
      'https://cdn.test/flights/routes.11111111.js',
      'https://cdn.test/flights/page-flight-details-with-date.33333333.js',
    ]);
  });

  it('serves a link without it (or with it empty) the path’s own page, and none of the other’s code', async () => {
    for (const query of ['', 'from=BOM', 'date=']) {
      const html = await page(query);
      expect(html).toContain('<main id="main"><h1>Search flights</h1></main>');
      expect(scriptHints(html)).toEqual([
        entry,
        'https://cdn.test/flights/routes.11111111.js',
        'https://cdn.test/flights/page-flight-details.22222222.js',
      ]);
    }
  });
});

describe('pageChunkName', () => {
  it('names a page after its path, and one drawn for a value of the link after its path and key', () => {
    expect(pageChunkName('/about-us')).toBe('page-about-us');
    expect(pageChunkName('/flight-checkout/seats')).toBe('page-flight-checkout-seats');
    expect(pageChunkName('/flight-details?date')).toBe('page-flight-details-with-date');
  });
});
