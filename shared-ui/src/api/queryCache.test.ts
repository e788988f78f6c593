import { LruCache } from './queryCache';

describe('LruCache', () => {
  it('forgets the oldest entry once it holds more than its limit', () => {
    const cache = new LruCache<string>(3);
    cache.set('a', 'Agra');
    cache.set('b', 'Bhopal');
    cache.set('c', 'Chennai');

    cache.set('d', 'Delhi');

    expect(cache.has('a')).toBe(false);
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
  });

  it('keeps an entry that was read lately and forgets the least recently used instead', () => {
    const cache = new LruCache<string>(3);
    cache.set('a', 'Agra');
    cache.set('b', 'Bhopal');
    cache.set('c', 'Chennai');

    expect(cache.get('a')).toBe('Agra');
    cache.set('d', 'Delhi');

    expect(cache.get('a')).toBe('Agra');
    expect(cache.has('b')).toBe(false);
  });

  it('counts a replaced entry once', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'Agra');
    cache.set('a', 'Ahmedabad');
    cache.set('b', 'Bhopal');

    expect(cache.keys()).toEqual(['a', 'b']);
    expect(cache.get('a')).toBe('Ahmedabad');
  });
});
