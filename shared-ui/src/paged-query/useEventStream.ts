import { useEffect, useState } from 'react';

/** A stream's state: nothing heard yet, the latest data, or it broke (with the last data heard, if any). */
export type EventStreamState<T> =
  { state: 'waiting' } | { state: 'progress'; data: T } | { state: 'failed'; data: T | null };

const WAITING = { state: 'waiting' } as const;

/**
 * Follows a server-sent events stream (an EventSource on `url`): the latest `event` message's data, read as JSON.
 * The stream is closed once `isComplete` says the data is the last, on an `event: failed`, on a lost connection
 * (the browser would otherwise connect again and again: a stream that broke is one failed search), when `url`
 * changes and when the component goes. With no url, or no EventSource (a page drawn at build time), nothing is
 * asked and the state stays waiting.
 */
export function useEventStream<T>(
  url: string | null,
  event: string,
  isComplete: (data: T) => boolean,
): EventStreamState<T> {
  const [stream, setStream] = useState<{ url: string | null; state: EventStreamState<T> }>({
    url,
    state: WAITING,
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return undefined;
    const update = (next: (current: EventStreamState<T>) => EventStreamState<T>) =>
      setStream((current) => ({ url, state: next(current.url === url ? current.state : WAITING) }));
    const source = new EventSource(url);
    source.addEventListener(event, (message) => {
      let data: T;
      try {
        data = JSON.parse((message as MessageEvent<string>).data) as T;
      } catch {
        return;
      }
      if (isComplete(data)) source.close();
      update(() => ({ state: 'progress', data }));
    });
    const broke = () => {
      source.close();
      update((current) =>
        current.state === 'progress' && isComplete(current.data)
          ? current
          : { state: 'failed', data: current.state === 'waiting' ? null : current.data },
      );
    };
    source.addEventListener('failed', broke);
    source.onerror = broke;
    return () => source.close();
    // isComplete is a rule about the data, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, event]);

  return stream.url === url ? stream.state : WAITING;
}
