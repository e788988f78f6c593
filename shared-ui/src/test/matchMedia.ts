import { act } from '@testing-library/react';

/** What a test does with the viewport's width, which media queries are answered against. */
export interface ViewportWidth {
  /** The viewport's width now, in CSS pixels. */
  readonly width: number;
  /** The viewport becomes `width` wide: every query whose answer changes tells its listeners. */
  resize(width: number): void;
}

const WIDTH_QUERY = /^\(\s*(max|min)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/** Whether `query` holds at `width`: `(max-width: Npx)` and `(min-width: Npx)`, joined by `and`. */
export function matchesWidth(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const match = WIDTH_QUERY.exec(part.trim());
    if (!match) throw new Error(`installMatchMedia answers width queries only, not "${query}"`);
    const limit = Number(match[2]);
    return match[1] === 'max' ? width <= limit : width >= limit;
  });
}

/**
 * Puts a stand-in `window.matchMedia` in place for each test of the calling `describe` (jsdom has none, and no
 * layout), answering width queries against a viewport `width` wide (1280 unless told), and gives back the viewport so
 * a test can resize it. Call it in the `describe`.
 */
export function installMatchMedia(initialWidth = 1280): ViewportWidth {
  const original = window.matchMedia;
  let width = initialWidth;
  let lists: { query: string; matches: boolean; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];

  beforeEach(() => {
    width = initialWidth;
    lists = [];
    window.matchMedia = (query: string) => {
      const list = {
        query,
        matches: matchesWidth(query, width),
        listeners: new Set<(e: MediaQueryListEvent) => void>(),
      };
      lists.push(list);
      return {
        media: query,
        get matches() {
          return matchesWidth(query, width);
        },
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          list.listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          list.listeners.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => list.listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => list.listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    };
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  return {
    get width() {
      return width;
    },
    resize(next: number) {
      width = next;
      act(() => {
        for (const list of lists) {
          const matches = matchesWidth(list.query, width);
          if (matches === list.matches) continue;
          list.matches = matches;
          const event = { matches, media: list.query } as MediaQueryListEvent;
          list.listeners.forEach((listener) => listener(event));
        }
      });
    },
  };
}
