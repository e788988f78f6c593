import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { useFlightResults } from './useFlightResults';
import { unreachableCall } from '@travel/shared-ui/test/failedCall';

const LEG = { from: 'DEL', to: 'BOM', offers: [{ id: 'AI-101' }], total: 1, page: 1 };

afterEach(() => jest.restoreAllMocks());

it('says the server could not be reached, and retry runs the search again', async () => {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockRejectedValueOnce(unreachableCall())
    .mockResolvedValueOnce({ data: { legs: [LEG] } });
  const { result } = renderHook(() => useFlightResults('from=DEL&to=BOM&date=2026-12-01'));

  await waitFor(() =>
    expect(result.current.error).toBe('We could not reach the server. Check your connection and try again.'),
  );
  expect(result.current.legs).toEqual([]);

  act(() => result.current.retry());
  await waitFor(() => expect(result.current.legs).toEqual([LEG]));
  expect(result.current.error).toBeNull();
  expect(get).toHaveBeenCalledTimes(2);
});

it('drops a next page that arrives after the search changed', async () => {
  let answerMore: (value: { data: unknown }) => void = () => {};
  const OTHER = { from: 'BOM', to: 'DXB', offers: [{ id: 'EK-501' }], total: 1 };
  jest
    .spyOn(apiClient, 'get')
    .mockResolvedValueOnce({ data: { legs: [{ ...LEG, total: 20 }] } })
    .mockReturnValueOnce(new Promise((resolve) => (answerMore = resolve)))
    .mockResolvedValueOnce({ data: { legs: [OTHER] } });
  const { result, rerender } = renderHook(({ query }) => useFlightResults(query), {
    initialProps: { query: 'from=DEL&to=BOM&date=2026-12-01' },
  });
  await waitFor(() => expect(result.current.legs).toHaveLength(1));

  act(() => void result.current.loadMore());
  rerender({ query: 'from=BOM&to=DXB&date=2026-12-01' });
  await waitFor(() => expect(result.current.legs).toEqual([OTHER]));
  await act(async () => answerMore({ data: { legs: [{ ...LEG, offers: [{ id: 'AI-102' }] }] } }));
  expect(result.current.legs).toEqual([OTHER]);
});

it("appends each leg's next page, and a next page that failed keeps the offers and says why", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValueOnce({ data: { legs: [{ ...LEG, total: 3 }] } })
    .mockRejectedValueOnce(unreachableCall())
    .mockResolvedValueOnce({ data: { legs: [{ ...LEG, total: 3, page: 2, offers: [{ id: 'AI-102' }] }] } });
  const { result } = renderHook(() => useFlightResults('from=DEL&to=BOM&date=2026-12-01'));
  await waitFor(() => expect(result.current.legs).toHaveLength(1));

  act(() => result.current.loadMore());
  await waitFor(() =>
    expect(result.current.error).toBe('We could not reach the server. Check your connection and try again.'),
  );
  expect(result.current.legs[0].offers).toEqual([{ id: 'AI-101' }]);

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.legs[0].offers).toEqual([{ id: 'AI-101' }, { id: 'AI-102' }]));
  expect(result.current.error).toBeNull();
  expect(get.mock.calls.map(([, options]) => (options?.params as URLSearchParams).get('page'))).toEqual([
    '1',
    '2',
    '2',
  ]);
});
