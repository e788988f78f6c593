import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from './QueryState';
import { QUERY_CACHE_SIZE } from './queryCache';
import { invalidateQueries, setQueryData, useApiQuery, type QueryOptions } from './useApiQuery';
import { unreachableCall } from '../test/failedCall';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Cities({
  query,
  fetcher,
  options,
}: {
  query: string;
  fetcher: (query: string, signal: AbortSignal) => Promise<string[]>;
  options?: QueryOptions;
}) {
  const cities = useApiQuery(['cities', query], (signal) => fetcher(query, signal), options);
  return (
    <>
      {cities.isRefreshing && <p>Refreshing</p>}
      <QueryState query={cities} isEmpty={(list) => list.length === 0} empty={<p>No cities found.</p>}>
        {(list) => (
          <ul>
            {list.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

describe('useApiQuery with QueryState', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the spinner, then the data', async () => {
    render(<Cities query="a" fetcher={async () => ['Agra', 'Ahmedabad']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Ahmedabad')).toBeInTheDocument();
  });

  it('never lets an answer for an older key replace the newer one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string[]>>> = { a: deferred(), b: deferred() };
    const signals: Record<string, AbortSignal> = {};
    const fetcher = (query: string, signal: AbortSignal) => {
      signals[query] = signal;
      return answers[query].promise;
    };
    const { rerender } = render(<Cities query="a" fetcher={fetcher} />);
    rerender(<Cities query="b" fetcher={fetcher} />);
    expect(signals.a.aborted).toBe(true);

    await act(async () => answers.b.resolve(['Bengaluru']));
    await act(async () => answers.a.resolve(['Agra']));

    expect(screen.getByText('Bengaluru')).toBeInTheDocument();
    expect(screen.queryByText('Agra')).not.toBeInTheDocument();
  });

  it('shows the error with Try again, which asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = jest
      .fn<Promise<string[]>, [string, AbortSignal]>()
      .mockRejectedValueOnce(unreachableCall())
      .mockResolvedValueOnce(['Chennai']);
    render(<Cities query="c" fetcher={fetcher} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Chennai')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state for an empty answer', async () => {
    render(<Cities query="zz" fetcher={async () => []} />);
    expect(await screen.findByText('No cities found.')).toBeInTheDocument();
  });

  it('fetches nothing while disabled', async () => {
    const fetcher = jest.fn(async () => ['Delhi']);
    const { rerender } = render(<Cities query="d" fetcher={fetcher} options={{ enabled: false }} />);
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(<Cities query="d" fetcher={fetcher} options={{ enabled: true }} />);
    expect(await screen.findByText('Delhi')).toBeInTheDocument();
  });

  it('drops an answer that arrives after unmount, without a warning', async () => {
    const error = jest.spyOn(console, 'error');
    const answer = deferred<string[]>();
    let signal: AbortSignal | undefined;
    const { unmount } = render(
      <Cities
        query="e"
        fetcher={(_, s) => {
          signal = s;
          return answer.promise;
        }}
      />,
    );
    unmount();
    await act(async () => answer.resolve(['Goa']));
    expect(signal?.aborted).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('shows a revisited page at once from the cache while it asks again', async () => {
    const first = render(<Cities query="f" fetcher={async () => ['Faridabad']} />);
    await screen.findByText('Faridabad');
    first.unmount();

    const fresh = deferred<string[]>();
    render(<Cities query="f" fetcher={() => fresh.promise} />);
    expect(screen.getByText('Faridabad')).toBeInTheDocument();
    expect(screen.getByText('Refreshing')).toBeInTheDocument();

    await act(async () => fresh.resolve(['Faridabad', 'Fatehpur']));
    expect(screen.getByText('Fatehpur')).toBeInTheDocument();
    expect(screen.queryByText('Refreshing')).not.toBeInTheDocument();
  });

  it('shows data set after a mutation, and asks again when invalidated', async () => {
    const fetcher = jest
      .fn<Promise<string[]>, [string, AbortSignal]>()
      .mockResolvedValueOnce(['Hyderabad'])
      .mockResolvedValueOnce(['Hyderabad', 'Hubli']);
    render(<Cities query="h" fetcher={fetcher} />);
    await screen.findByText('Hyderabad');

    act(() => setQueryData<string[]>(['cities', 'h'], (list = []) => [...list, 'Haridwar']));
    expect(screen.getByText('Haridwar')).toBeInTheDocument();

    act(() => invalidateQueries(['cities']));
    expect(await screen.findByText('Hubli')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it(`keeps the last ${QUERY_CACHE_SIZE} answers: a page not revisited since loads again`, async () => {
    const first = render(<Cities query="g" fetcher={async () => ['Gaya']} />);
    await screen.findByText('Gaya');
    first.unmount();
    // The visitor goes on to as many other searches as the cache holds, the last one of them "s-1".
    for (let n = QUERY_CACHE_SIZE; n >= 1; n--) setQueryData<string[]>(['cities', `s-${n}`], () => [`Surat ${n}`]);

    const again = deferred<string[]>();
    const revisit = render(<Cities query="g" fetcher={() => again.promise} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Gaya')).not.toBeInTheDocument();
    revisit.unmount();

    render(<Cities query="s-1" fetcher={() => deferred<string[]>().promise} />);
    expect(screen.getByText('Surat 1')).toBeInTheDocument();
  });
});
