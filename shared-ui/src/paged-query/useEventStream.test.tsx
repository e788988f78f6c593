import { act, render, screen } from '@testing-library/react';
import { useEventStream } from './useEventStream';

/** jsdom has no EventSource: this one is driven by the test, which sends each event the server would stream. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: string) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))));
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

interface Progress {
  found: number;
  complete: boolean;
}

function Search({ url }: { url: string | null }) {
  const stream = useEventStream<Progress>(url, 'offers', (data) => data.complete);
  return (
    <p role="status">
      {stream.state === 'waiting'
        ? 'waiting'
        : `${stream.state} ${stream.data ? `${stream.data.found} found` : 'with nothing'}`}
    </p>
  );
}

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

describe('useEventStream', () => {
  it('keeps the latest event’s data and closes the stream once it is complete', () => {
    render(<Search url="/api/hotels/offers?destination=Paris" />);
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe('/api/hotels/offers?destination=Paris');
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    source.send('offers', JSON.stringify({ found: 2, complete: false }));
    expect(screen.getByRole('status')).toHaveTextContent('progress 2 found');
    source.send('offers', 'not JSON');
    expect(screen.getByRole('status')).toHaveTextContent('progress 2 found');
    source.send('offers', JSON.stringify({ found: 5, complete: true }));
    expect(source.closed).toBe(true);
    // A complete stream's end is not a failure.
    source.fail();
    expect(screen.getByRole('status')).toHaveTextContent('progress 5 found');
  });

  it('says a stream that broke failed, keeping what it heard, and never reconnects', () => {
    render(<Search url="/a" />);
    const [source] = FakeEventSource.instances;
    source.send('offers', JSON.stringify({ found: 1, complete: false }));
    source.fail();
    expect(source.closed).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('failed 1 found');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream for a new url or when the component goes, and asks nothing without a url', () => {
    const { rerender, unmount } = render(<Search url="/a" />);
    rerender(<Search url="/b" />);
    expect(FakeEventSource.instances.map((s) => [s.url, s.closed])).toEqual([
      ['/a', true],
      ['/b', false],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    unmount();
    expect(FakeEventSource.instances[1].closed).toBe(true);
    render(<Search url={null} />);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
