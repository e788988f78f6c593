import { act } from '@testing-library/react';

/** What a test does with the page's viewport: jsdom has no IntersectionObserver, so nothing comes near by itself. */
export interface Viewport {
  /** The elements some IntersectionObserver is watching now. */
  readonly watched: Element[];
  /** Every watched element comes within the observers' margin (the page was scrolled to it). */
  bringIntoView(): void;
  /** Every watched element is reported still outside the observers' margin. */
  keepOutOfView(): void;
}

interface Observer {
  callback: IntersectionObserverCallback;
  self: IntersectionObserver;
  elements: Set<Element>;
}

/**
 * Puts a stand-in IntersectionObserver in place for each test of the calling `describe` (the real one, if any,
 * back after each), for what waits until it comes near the screen (useNearScreen and what draws through it).
 * Call it in the `describe`; the returned viewport reports to the observers of the running test.
 */
export function installIntersectionObserver(): Viewport {
  const original = globalThis.IntersectionObserver;
  let observers: Observer[] = [];

  beforeEach(() => {
    observers = [];
    globalThis.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin: string;
      readonly thresholds = [0];
      private readonly observer: Observer;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.rootMargin = options?.rootMargin ?? '0px';
        this.observer = { callback, self: this as unknown as IntersectionObserver, elements: new Set() };
        observers.push(this.observer);
      }
      observe(element: Element) {
        this.observer.elements.add(element);
      }
      unobserve(element: Element) {
        this.observer.elements.delete(element);
      }
      disconnect() {
        this.observer.elements.clear();
      }
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  const report = (isIntersecting: boolean) => {
    const watching = observers.filter((observer) => observer.elements.size > 0);
    if (watching.length === 0) throw new Error('No IntersectionObserver is watching an element.');
    act(() => {
      for (const { callback, self, elements } of watching)
        callback(
          [...elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          self,
        );
    });
  };

  return {
    get watched() {
      return observers.flatMap((observer) => [...observer.elements]);
    },
    bringIntoView: () => report(true),
    keepOutOfView: () => report(false),
  };
}
