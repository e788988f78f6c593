import { pageChunkName, pagelessPaths, strayPageChunks } from './publishPagesPlugin';

describe('strayPageChunks', () => {
  const published = ['/about-us', '/flight-details', '/flight-details?date'];

  it('finds a page chunk whose name is no published path’s (a misspelt webpackChunkName)', () => {
    const names = [pageChunkName('/about-us'), 'page-abut-us', 'page-flight-details-with-date', 'libraries'];
    expect(strayPageChunks(names, published)).toEqual(['page-abut-us']);
  });

  it('finds none when every page chunk names a published path or a path with its query key', () => {
    expect(strayPageChunks(published.map(pageChunkName), published)).toEqual([]);
  });
});

describe('pagelessPaths', () => {
  const published = ['/about-us', '/help', '/flight-checkout', '/flight-checkout/seats', '/flight-checkout?flight'];
  const chunks = [pageChunkName('/about-us'), pageChunkName('/flight-checkout'), 'page-flight-checkout-with-flight'];

  it('finds a published path with no page chunk that the remote did not declare (a forgotten webpackChunkName)', () => {
    expect(pagelessPaths(chunks, published, ['/help'])).toEqual({
      undeclared: ['/flight-checkout/seats'],
      wronglyDeclared: [],
    });
  });

  it('finds none when every path without a page chunk is declared, and a query page needs its own chunk too', () => {
    expect(pagelessPaths(chunks, published, ['/help', '/flight-checkout/seats'])).toEqual({
      undeclared: [],
      wronglyDeclared: [],
    });
    expect(pagelessPaths(chunks.slice(0, 2), published, ['/help', '/flight-checkout/seats']).undeclared).toEqual([
      '/flight-checkout?flight',
    ]);
  });

  it('finds a declared path that has a page chunk or is not published, so the list stays true', () => {
    expect(pagelessPaths(chunks, published, ['/help', '/flight-checkout/seats', '/about-us', '/old-page'])).toEqual({
      undeclared: [],
      wronglyDeclared: ['/about-us', '/old-page'],
    });
  });
});
