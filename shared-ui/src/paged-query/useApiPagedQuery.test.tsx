import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '@travel/shared-ui/components';
import { ApiCallError, QueryState } from '@travel/shared-ui/api';
import { useApiPagedQuery } from './useApiPagedQuery';

interface CityPage {
  page: number;
  pages: number;
  names: string[];
}

type FetchPage = (query: string, page: number, signal: AbortSignal) => Promise<CityPage>;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

function Cities({ query, fetchPage }: { query: string; fetchPage: FetchPage }) {
  const cities = useApiPagedQuery(['cities', 'paged', query], (page, signal) => fetchPage(query, page, signal), {
    nextPage: (shown) => (shown.page < shown.pages ? shown.page + 1 : undefined),
    addPage: (shown, next) => ({ ...next, names: [...shown.names, ...next.names] }),
  });
  return (
    <QueryState query={cities}>
      {({ names }) => (
        <>
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {cities.loadMoreError && <LoadError message={cities.loadMoreError} onRetry={cities.loadMore} />}
          {cities.hasMore && (
            <button type="button" disabled={cities.loadingMore} onClick={cities.loadMore}>
              {cities.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </QueryState>
  );
}

const PAGES: Record<string, string[][]> = {
  a: [['Agra', 'Ahmedabad'], ['Aizawl', 'Ajmer'], ['Alappuzha']],
  b: [['Bengaluru'], ['Bhopal']],
};

const pageOf = (query: string, page: number): CityPage => ({
  page,
  pages: PAGES[query].length,
  names: PAGES[query][page - 1],
});

const cityNames = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useApiPagedQuery', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the first page, appends each next page on Load more, and offers no more after the last', async () => {
    const fetchPage = jest.fn<Promise<CityPage>, Parameters<FetchPage>>(async (query, page) => pageOf(query, page));
    render(<Cities query="a" fetchPage={fetchPage} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByText('Ahmedabad');
    expect(cityNames()).toEqual(['Agra', 'Ahmedabad']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Ajmer');
    expect(cityNames()).toEqual(['Agra', 'Ahmedabad', 'Aizawl', 'Ajmer']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Alappuzha');
    expect(cityNames()).toEqual(['Agra', 'Ahmedabad', 'Aizawl', 'Ajmer', 'Alappuzha']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([query, page]) => [query, page])).toEqual([
      ['a', 1],
      ['a', 2],
      ['a', 3],
    ]);
  });

  it('says Loading… on the button while the next page is on its way', async () => {
    const second = deferred<CityPage>();
    render(<Cities query="a" fetchPage={async (query, page) => (page === 1 ? pageOf(query, page) : second.promise)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await act(async () => second.resolve(pageOf('a', 2)));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('keeps the rows shown when a next page fails, says why, and Try again loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchPage = jest
      .fn<Promise<CityPage>, Parameters<FetchPage>>()
      .mockResolvedValueOnce(pageOf('a', 1))
      .mockRejectedValueOnce(
        new ApiCallError('The API answered 503', { status: 503, data: { message: 'Busy, try later.' } }),
      )
      .mockResolvedValueOnce(pageOf('a', 2));
    render(<Cities query="a" fetchPage={fetchPage} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Busy, try later.');
    expect(cityNames()).toEqual(['Agra', 'Ahmedabad']);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Ajmer');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([, page]) => page)).toEqual([1, 2, 2]);
  });

  it('shows a first page that failed with Try again, which asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchPage = jest
      .fn<Promise<CityPage>, Parameters<FetchPage>>()
      .mockRejectedValueOnce(new ApiCallError('The API could not be reached'))
      .mockResolvedValueOnce(pageOf('b', 1));
    render(<Cities query="b" fetchPage={fetchPage} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bengaluru')).toBeInTheDocument();
  });

  it('aborts a next page asked for the search before, and never adds its late answer to the new one', async () => {
    const late = deferred<CityPage>();
    const signals: AbortSignal[] = [];
    const fetchPage: FetchPage = async (query, page, signal) => {
      if (query === 'a' && page === 2) {
        signals.push(signal);
        return late.promise;
      }
      return pageOf(query, page);
    };
    const { rerender } = render(<Cities query="a" fetchPage={fetchPage} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    rerender(<Cities query="b" fetchPage={fetchPage} />);
    await screen.findByText('Bengaluru');
    expect(signals[0].aborted).toBe(true);

    await act(async () => late.resolve(pageOf('a', 2)));
    expect(cityNames()).toEqual(['Bengaluru']);
    // The new search's own next page is offered, not still 'Loading…'.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
