import { act, renderHook } from '@testing-library/react';
import { pageOf, usePagedList } from './usePagedList';

it('goes back to page 1 when the filter changes', () => {
  const { result } = renderHook(() => usePagedList({ status: 'pending' }));
  act(() => result.current.setPage(3));
  expect(result.current).toMatchObject({ filter: { status: 'pending' }, page: 3 });
  act(() => result.current.setFilter({ status: 'approved' }));
  expect(result.current).toMatchObject({ filter: { status: 'approved' }, page: 1 });
});

it('cuts a page out of a whole list, and shows the last page for one past it', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  expect(pageOf(items, 2, 20)).toEqual({ items: items.slice(20, 40), page: 2, pages: 3 });
  expect(pageOf(items, 9, 20)).toEqual({ items: items.slice(40), page: 3, pages: 3 });
  expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pages: 1 });
});
