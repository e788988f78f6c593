import { pageChunkName, strayPageChunks } from './publishPagesPlugin';

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
