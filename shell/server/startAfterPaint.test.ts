/** @jest-environment jsdom */
import { AFTER_PAINT_TEMPLATE_ID, START_AFTER_PAINT_SCRIPT } from './startAfterPaint';

/** A browser's PerformanceObserver, reduced to what the script uses: the page's test reports the paint. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakeObserver[] = [];
  observed: { type: string; buffered: boolean } | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(options: { type: string; buffered: boolean }) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reporting paint entries by name ('first-paint', 'first-contentful-paint'). */
  report(...names: string[]) {
    if (!this.disconnected) this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
  }
}

const ENTRY = '/main.js?0123';
const LIBRARIES = '/libraries.0123abcd.js';

/** The page as the shell's server writes it (the template at the end of the body), then its inline script run. */
function servePage() {
  document.head.innerHTML = `<link rel="preload" href="${ENTRY}" as="script" fetchpriority="high">`;
  document.body.innerHTML =
    `<div id="root"><main>The page</main></div><template id="${AFTER_PAINT_TEMPLATE_ID}">` +
    `<link rel="preload" href="${LIBRARIES}" as="script"><script src="${ENTRY}"></script></template>`;
  new Function(START_AFTER_PAINT_SCRIPT)();
}

/** What the head asks the browser to fetch or run outside the template. */
const started = () => ({
  entryScripts: [...document.head.querySelectorAll(':scope > script[src]')].map((s) => s.getAttribute('src')),
  libraries: document.head.querySelectorAll(`:scope > link[href="${LIBRARIES}"]`).length,
});

const NOT_STARTED = { entryScripts: [], libraries: 0 };
const STARTED = { entryScripts: [ENTRY], libraries: 1 };

let visibility: DocumentVisibilityState;

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.instances = [];
  FakeObserver.supportedEntryTypes = ['paint'];
  Object.assign(window, { PerformanceObserver: FakeObserver });
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe('the inline script that starts the shell', () => {
  it('runs the entry and asks for the libraries only in the task after the first contentful paint, once', () => {
    servePage();
    const [observer] = FakeObserver.instances;
    expect(observer.observed).toEqual({ type: 'paint', buffered: true });
    expect(started()).toEqual(NOT_STARTED);

    // A first paint with nothing contentful in it (a background) is not the page.
    observer.report('first-paint');
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(NOT_STARTED);

    observer.report('first-contentful-paint');
    expect(started()).toEqual(NOT_STARTED);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(STARTED);

    // Another report and the time limit change nothing: the shell starts once.
    observer.report('first-contentful-paint');
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual(STARTED);
    expect(observer.disconnected).toBe(true);
  });

  it('starts at once in a hidden tab, which paints nothing, and where the browser reports no paint', () => {
    visibility = 'hidden';
    servePage();
    expect(started()).toEqual(STARTED);

    visibility = 'visible';
    FakeObserver.supportedEntryTypes = [];
    servePage();
    expect(started()).toEqual(STARTED);

    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    servePage();
    expect(started()).toEqual(STARTED);
  });

  it('starts after 3 s when no paint has been reported by then', () => {
    servePage();
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual(NOT_STARTED);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(STARTED);
  });
});
