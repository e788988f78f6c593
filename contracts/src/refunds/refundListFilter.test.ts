import { refundListFilterFromSearch, refundListFilterProblem, refundListSearch } from './refunds.constants';

describe('refund list filter in the URL', () => {
  it('reads what it writes, leaving out page 1 and empty filters', () => {
    const filter = {
      page: 3,
      status: 'failed',
      product: 'hotel',
      gateway: 'stripe',
      from: '2026-03-01',
      q: 'HB-1',
    } as const;
    const search = refundListSearch(filter);
    expect(search.toString()).toBe('status=failed&product=hotel&gateway=stripe&from=2026-03-01&q=HB-1&page=3');
    expect(refundListFilterFromSearch(search)).toEqual({ ...filter, to: undefined });
    expect(refundListSearch({ page: 1 }).toString()).toBe('');
  });

  it('leaves out what it does not understand, as a hand-edited bookmark may hold', () => {
    expect(
      refundListFilterFromSearch(new URLSearchParams('page=-2&status=lost&product=car&gateway=x&from=March&q=%20%20')),
    ).toEqual({ page: 1 });
  });

  it('refuses a range that ends before it starts', () => {
    expect(refundListFilterProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(refundListFilterProblem({ from: '2026-03-02', to: '2026-03-02' })).toBeNull();
  });
});
